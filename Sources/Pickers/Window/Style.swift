import CGtk
import PickersUI

/// The app's CSS: wheels, the slot machine's label, problem notices. The one colour it
/// sets, the WINNER! label's red, has a light and a dark variant, each over 4.5:1 against
/// its background (measured in Tests/e2e/test_style.py): GNOME's red 4 (#c01c28, 5.6:1 on
/// the light window) and a lighter red (#ff7b63, 5.4:1 on Adwaita-dark's #2d2d2d; GNOME's
/// red 1, #f66151, measured 4.42:1 there).
///
/// Which variant is the theme's call, not the preference's: the window's background as the
/// theme draws it decides (dark under `GTK_THEME=Adwaita:dark`, a dark theme or
/// `prefer-dark`; light under a high-contrast theme that stays light), checked again each
/// time the window's style changes.
@MainActor
enum Style {
  static func css(dark: Bool) -> String {
    """
    treeview.wheel { font-size: 1.1em; }
    .page-frame { margin: 18px; }
    .page-button { margin-top: 12px; }
    .narrow .page-frame { margin: 12px; }
    .short .page-frame { margin-top: 4px; margin-bottom: 4px; }
    .short .page-button { margin-top: 6px; }
    .narrow notebook.main-tabs > header > tabs > tab {
      margin: 0; padding: 2px; border-width: 0; min-width: 0; min-height: 0;
    }
    .narrow notebook.main-tabs > header > tabs > tab label { font-size: 0.8em; }
    .win-label { font-size: 2em; font-weight: bold; color: \(dark ? "#ff7b63" : "#c01c28"); }
    .problem-title { font-size: 1.4em; font-weight: bold; }
    """
  }

  /// What `install` set up, once per process.
  private static var installed: (provider: CSSProvider, scheme: ColorScheme?)?
  private static var loadedDark: Bool?

  /// Adds the CSS to the default screen once, follows the desktop's light or dark
  /// preference from then on, and picks the colours' variant from `window`'s theme.
  static func install(following window: Window) {
    guard installed == nil else { return }
    let provider = CSSProvider()
    provider.addToScreen()
    installed = (provider, ColorScheme())
    update(window)
    // A new theme, a variant or our own CSS: the window's style is updated after each.
    window.onStyleUpdated { [unowned window] in update(window) }
  }

  /// Whether the theme draws `widget`'s window dark (its background's luminance).
  static func themeIsDark(_ widget: Widget) -> Bool {
    var background = GdkRGBA()
    guard gtk_style_context_lookup_color(widget.styleContext, "theme_bg_color", &background) != 0
    else { return false }
    return 0.2126 * background.red + 0.7152 * background.green + 0.0722 * background.blue < 0.5
  }

  private static func update(_ window: Window) {
    let dark = themeIsDark(window)
    guard dark != loadedDark, let provider = installed?.provider else { return }
    loadedDark = dark
    provider.load(css(dark: dark))
  }
}
