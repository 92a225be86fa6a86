import CGtk
import PickersUI

/// The app's CSS: wheels, the slot machine's label, problem notices. The one colour it
/// sets, the WINNER! label's red, has a light and a dark variant, each over 4.5:1 against
/// its background (measured in Tests/e2e/test_style.py): GNOME's red 4 (#c01c28, 5.6:1 on
/// the light window) and a lighter red (#ff7b63, 5.4:1 on Adwaita-dark's #2d2d2d; GNOME's
/// red 1, #f66151, measured 4.42:1 there).
enum Style {
  static func css(dark: Bool) -> String {
    """
    treeview.wheel { font-size: 1.1em; }
    .win-label { font-size: 2em; font-weight: bold; color: \(dark ? "#ff7b63" : "#c01c28"); }
    .problem-title { font-size: 1.4em; font-weight: bold; }
    """
  }

  private static var provider: UnsafeMutablePointer<GtkCssProvider>?
  private static var scheme: ColorScheme?

  /// Adds the CSS to the default screen once, and follows the desktop's light or dark
  /// preference from then on.
  static func install() {
    guard provider == nil, let screen = gdk_screen_get_default(),
      let provider = gtk_css_provider_new()
    else { return }
    self.provider = provider
    gtk_style_context_add_provider_for_screen(
      screen, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    scheme = ColorScheme()
    load(dark: scheme?.prefersDark ?? false)
    scheme?.onChange = { load(dark: $0) }
  }

  private static func load(dark: Bool) {
    guard let provider else { return }
    gtk_css_provider_load_from_data(provider, css(dark: dark), -1, nil)
  }
}
