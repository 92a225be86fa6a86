// The app: a window titled Meal Picker, empty for now.
import CGtk
import PickersUI

guard gtk_init_check(nil, nil) != 0 else {
  print("meal-picker: cannot open a display")
  exit(1)
}
let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
gtk_window_set_title(window.cast(), "Meal Picker")
gtk_window_set_default_size(window.cast(), 520, 420)

Signals.connect(window.object, "destroy") { gtk_main_quit() }
gtk_widget_show_all(window)
gtk_main()
