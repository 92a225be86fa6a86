import CGtk
import PickersUI

/// The About dialog: version, licence, credits, and the sources of the data and assets.
@MainActor
enum AboutDialog {
  /// Shows the About dialog over `parent`.
  static func present(over parent: Window?) {
    let dialog = Dialog(gtk_about_dialog_new())
    let about = dialog.pointer(as: GtkAboutDialog.self)
    gtk_about_dialog_set_program_name(about, tr(AppInfo.name))
    gtk_about_dialog_set_version(about, AppInfo.version)
    gtk_about_dialog_set_logo_icon_name(about, AppInfo.id)
    gtk_about_dialog_set_comments(
      about,
      tr("Picker wheels driven by data sources and delegates, from Beginning iPhone Development.")
    )
    gtk_about_dialog_set_license_type(about, GTK_LICENSE_MIT_X11)
    gtk_about_dialog_set_copyright(about, "© 2026 The Pickers developers")
    pickers_about_set_author(about, tr("The Pickers developers"))
    // Translators: a section of the About dialog's credits.
    let dataSection = tr("Data")
    // Translators: a section of the About dialog's credits.
    let artworkSection = tr("Artwork")

    pickers_about_add_credits(
      about, dataSection, tr("Zip codes: “zipcodes” by Sean Pianka (MIT)"),
      tr("Lists: Beginning iPhone Development, ch. 7"), nil, nil)
    pickers_about_add_credits(
      about, artworkSection, tr("Emoji images: Noto Color Emoji (Apache-2.0)"),
      tr("Seven, BAR and sounds: our own (CC0-1.0)"), nil, nil)
    // GTK's About dialog is not resizable and asks 424 px at least: on a 360 px phone it
    // would stick out. Its pages need 194 px; it still opens at its natural 469 px.
    pickers_about_lift_width_request(dialog.pointer)
    dialog.isResizable = true
    // On a screen narrower than its natural width it opens as wide as the screen's work
    // area, whether or not a phone's shell would have fitted it.
    if let window = parent?.gdkWindow,
      let monitor = gdk_display_get_monitor_at_window(gdk_window_get_display(window), window)
    {
      var area = GdkRectangle()
      gdk_monitor_get_workarea(monitor, &area)
      let natural = dialog.preferredWidth.natural
      if area.width > 0 && Int(area.width) < natural {
        dialog.setDefaultSize(width: Int(area.width), height: -1)
      }
    }
    dialog.setTransient(for: parent)
    dialog.isModal = true
    dialog.showUntilResponse { _ in }
  }
}
