// The app's first window, the seed's "initial" scene: a label that tells what was chosen,
// and a button that opens the Animal Chooser.
import CGtk
import PickersUI

guard gtk_init_check(nil, nil) != 0 else {
  print("animal-chooser: cannot open a display")
  exit(1)
}
let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
gtk_window_set_title(window.cast(), "Animals")
gtk_window_set_default_size(window.cast(), 420, 240)
let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
gtk_container_set_border_width(box.cast(), 18)
gtk_container_add(window.cast(), box)

/// The seed's `outputLabel`.
let outputLabel = gtk_label_new("Nothing chosen yet")!
gtk_box_pack_start(box.cast(), outputLabel, 1, 1, 0)
let button = gtk_button_new_with_label("Choose Animal")!
gtk_box_pack_start(box.cast(), button, 0, 0, 0)

Signals.connect(window.object, "destroy") { gtk_main_quit() }
gtk_widget_show_all(window)
gtk_main()
