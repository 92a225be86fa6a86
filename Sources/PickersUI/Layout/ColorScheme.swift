import CGtk

/// Follows the desktop's light or dark preference, live: GNOME's
/// `org.gnome.desktop.interface color-scheme` becomes GTK's
/// `gtk-application-prefer-dark-theme` — `prefer-dark` turns it on, `prefer-light` off, and
/// `default` gives back the value GTK had (from its own settings file, say) before.
///
/// Without that schema (another desktop, a bare system) the theme's own setting stands and
/// nothing is watched: a missing schema must never abort the app, and `g_settings_new`
/// would, so the schema is looked up first. What the window then looks like is the theme's
/// business: code that draws in its own colours asks the theme (see `Style` in the app),
/// not this preference, which a dark theme or a high-contrast one can overrule.
@MainActor
public final class ColorScheme {
  private let settings: ObjectRef
  /// GTK's preference before this class first set it.
  private let original: Bool

  /// Starts following the preference, or returns nil where the desktop keeps none.
  public init?() {
    guard let source = g_settings_schema_source_get_default(),
      let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.interface", 1)
    else { return nil }
    let hasKey = g_settings_schema_has_key(schema, "color-scheme") != 0
    g_settings_schema_unref(schema)
    guard hasKey, let settings = g_settings_new("org.gnome.desktop.interface") else { return nil }
    self.settings = ObjectRef(adopting: UnsafeMutableRawPointer(settings))
    original = gtk_settings_get_default().map { pickers_get_prefer_dark($0) != 0 } ?? false
    apply()
    // "changed" passes the key's name.
    self.settings.connect("changed::color-scheme", .pointer) { [weak self] _ in self?.apply() }
  }

  /// The desktop's preference: `prefer-dark`, `prefer-light` or `default`.
  public var preference: String {
    g_settings_get_string(settings.object.assumingMemoryBound(to: GSettings.self), "color-scheme")
      .map(String.init(freeing:))
      ?? "default"
  }

  private func apply() {
    let dark: Bool
    switch preference {
    case "prefer-dark": dark = true
    case "prefer-light": dark = false
    default: dark = original
    }
    if let gtk = gtk_settings_get_default() {
      pickers_set_prefer_dark(gtk, dark ? 1 : 0)
    }
  }
}
