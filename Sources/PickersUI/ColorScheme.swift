import CGtk

/// Follows the desktop's light or dark preference, live: GNOME's
/// `org.gnome.desktop.interface color-scheme` (`prefer-dark`, `prefer-light`, `default`)
/// becomes GTK's `gtk-application-prefer-dark-theme`, and `onChange` hears every change.
///
/// Without that schema (another desktop, a bare system) the theme's own setting stands and
/// nothing is watched: a missing schema must never abort the app, and `g_settings_new`
/// would, so the schema is looked up first.
public final class ColorScheme {
  private let settings: UnsafeMutablePointer<GSettings>
  /// Told whether the style is now dark, after every change of the preference.
  public var onChange: ((Bool) -> Void)?

  /// Starts following the preference, or returns nil where the desktop keeps none.
  public init?() {
    guard let source = g_settings_schema_source_get_default(),
      let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.interface", 1)
    else { return nil }
    let hasKey = g_settings_schema_has_key(schema, "color-scheme") != 0
    g_settings_schema_unref(schema)
    guard hasKey, let settings = g_settings_new("org.gnome.desktop.interface") else { return nil }
    self.settings = settings
    apply()
    // "changed" passes the key's name: a (instance, pointer, data) handler.
    Signals.connectPointer(UnsafeMutableRawPointer(settings), "changed::color-scheme") {
      [weak self] _ in self?.apply()
    }
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(settings)) }

  /// Whether the desktop asks for the dark style.
  public var prefersDark: Bool {
    guard let value = g_settings_get_string(settings, "color-scheme") else { return false }
    defer { g_free(value) }
    return String(cString: value) == "prefer-dark"
  }

  private func apply() {
    let dark = prefersDark
    if let gtk = gtk_settings_get_default() {
      pickers_set_prefer_dark(gtk, dark ? 1 : 0)
    }
    onChange?(dark)
  }
}
