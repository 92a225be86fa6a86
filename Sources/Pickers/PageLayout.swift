import CGtk
import PickerKit
import PickersUI

/// The shared layout of pages: margins, a centred button row, and a problem notice.
enum PageLayout {
  /// A vertical page box with GNOME's 18 px margins.
  static func page() -> WidgetPointer {
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
    for side in [
      gtk_widget_set_margin_top, gtk_widget_set_margin_bottom,
      gtk_widget_set_margin_start, gtk_widget_set_margin_end,
    ] {
      side(box, 18)
    }
    return box
  }

  /// A suggested-action button centred at the bottom of `page`.
  static func button(_ label: String, in page: WidgetPointer) -> WidgetPointer {
    let button = gtk_button_new_with_label(label)!
    button.addStyleClass("suggested-action")
    gtk_widget_set_halign(button, GTK_ALIGN_CENTER)
    gtk_widget_set_size_request(button, 120, -1)
    gtk_box_pack_end(page.cast(), button, 0, 0, 0)
    return button
  }

  /// Gives `window` a GNOME title bar (a `GtkHeaderBar` with a close button) titled `title`.
  static func titleBar(_ window: WidgetPointer, _ title: String) {
    let bar = gtk_header_bar_new()!
    gtk_header_bar_set_title(bar.cast(), title)
    gtk_header_bar_set_show_close_button(bar.cast(), 1)
    gtk_window_set_title(window.cast(), title)
    gtk_window_set_titlebar(window.cast(), bar)
    gtk_widget_show(bar)
  }

  /// Says in `box` what is wrong with the data (naming the file), logs it once, and
  /// disables `button`, which has nothing to act on.
  static func showProblem(
    _ error: DataFileError, in box: WidgetPointer, disabling button: WidgetPointer
  ) {
    gtk_widget_set_sensitive(button, 0)
    gtk_box_pack_start(box.cast(), problem(error.description), 1, 1, 0)
    Log.warning(error.description)
  }

  /// A notice saying what is wrong with a page's data, with an error icon.
  static func problem(_ text: String) -> WidgetPointer {
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
    gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
    let icon = gtk_image_new_from_icon_name("dialog-error-symbolic", GTK_ICON_SIZE_DIALOG)!
    gtk_container_add(box.cast(), icon)
    let title = gtk_label_new(tr("This page cannot be shown"))!
    title.addStyleClass("problem-title")
    gtk_container_add(box.cast(), title)
    let label = gtk_label_new(text)!
    gtk_label_set_line_wrap(label.cast(), 1)
    gtk_label_set_justify(label.cast(), GTK_JUSTIFY_CENTER)
    gtk_label_set_max_width_chars(label.cast(), 60)
    gtk_container_add(box.cast(), label)
    return box
  }
}
