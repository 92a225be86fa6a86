// The app: a window titled Pickers.
import CGtk
import PickersUI

guard gtk_init_check(nil, nil) != 0 else {
  print("my-pickers: cannot open a display")
  exit(1)
}
let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
gtk_window_set_title(window.cast(), "Pickers")
gtk_window_set_default_size(window.cast(), 560, 420)

Signals.connect(window.object, "destroy") { gtk_main_quit() }
gtk_widget_show_all(window)
gtk_main()
