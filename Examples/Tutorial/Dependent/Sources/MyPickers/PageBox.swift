import CGtk
import PickersUI

/// A tab's content, as each of the book's view controllers lays it out: the picker, and a
/// button under it that calls `pressed`. Enter on a wheel presses the button too.
func pageBox(
  _ picker: PickerWidget, button label: String, pressed: @escaping () -> Void
) -> WidgetPointer {
  let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
  gtk_container_set_border_width(box.cast(), 18)
  gtk_box_pack_start(box.cast(), picker.widget, 1, 1, 0)
  let button = gtk_button_new_with_label(label)!
  gtk_widget_set_halign(button, GTK_ALIGN_CENTER)
  gtk_box_pack_start(box.cast(), button, 0, 0, 0)
  Signals.connect(button.object, "clicked", pressed)
  picker.onActivate = { gtk_button_clicked(button.cast()) }
  return box
}
