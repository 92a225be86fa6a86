import CGtk
import PickersUI

/// The About dialog: version, licence, credits, and the sources of the data and assets.
enum AboutDialog {
  /// Shows the About dialog over `parent`.
  static func present(over parent: WidgetPointer?) {
    guard let about = gtk_about_dialog_new() else { return }
    let dialog = about.cast(to: GtkAboutDialog.self)
    gtk_about_dialog_set_program_name(dialog, tr(AppInfo.name))
    gtk_about_dialog_set_version(dialog, AppInfo.version)
    gtk_about_dialog_set_logo_icon_name(dialog, AppInfo.id)
    gtk_about_dialog_set_comments(
      dialog,
      tr("Picker wheels driven by data sources and delegates, from Beginning iPhone Development.")
    )
    gtk_about_dialog_set_license_type(dialog, GTK_LICENSE_MIT_X11)
    gtk_about_dialog_set_copyright(dialog, "© 2026 The Pickers developers")
    pickers_about_set_author(dialog, tr("The Pickers developers"))
    // Translators: a section of the About dialog's credits.
    let dataSection = tr("Data")
    // Translators: a section of the About dialog's credits.
    let artworkSection = tr("Artwork")

    pickers_about_add_credits(
      dialog, dataSection, tr("Zip codes: “zipcodes” by Sean Pianka (MIT)"),
      tr("Lists: Beginning iPhone Development, ch. 7"), nil, nil)
    pickers_about_add_credits(
      dialog, artworkSection, tr("Emoji images: Noto Color Emoji (Apache-2.0)"),
      tr("Seven, BAR and sounds: our own (CC0-1.0)"), nil, nil)
    // GTK's About dialog is not resizable and asks 424 px at least: on a 360 px phone it
    // would stick out. Its pages need 194 px; it still opens at its natural 469 px.
    pickers_about_lift_width_request(about)
    gtk_window_set_resizable(about.cast(), 1)
    // On a screen narrower than its natural width it opens as wide as the screen's work
    // area, whether or not a phone's shell would have fitted it.
    if let parent, let window = gtk_widget_get_window(parent),
      let monitor = gdk_display_get_monitor_at_window(gdk_window_get_display(window), window)
    {
      var area = GdkRectangle()
      gdk_monitor_get_workarea(monitor, &area)
      var natural: gint = 0
      gtk_widget_get_preferred_width(about, nil, &natural)
      if area.width > 0 && area.width < natural {
        gtk_window_set_default_size(about.cast(), area.width, -1)
      }
    }
    if let parent { gtk_window_set_transient_for(about.cast(), parent.cast()) }
    gtk_window_set_modal(about.cast(), 1)
    Signals.connectInt(about.object, "response") { _ in gtk_widget_destroy(about) }
    gtk_widget_show(about)
  }
}
