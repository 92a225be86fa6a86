import CGtk
import PickerKit

/// The desktop's choice of a 12- or 24-hour clock, live: GNOME's
/// `org.gnome.desktop.interface clock-format` ("12h" or "24h"), which GNOME Settings
/// (Date & Time → Time Format), GNOME Shell and Clocks share.
///
/// Without that schema (another desktop, a bare system), or while the key holds its
/// default (nobody chose), the locale decides; `g_settings_new` aborts on a missing schema,
/// so it is looked up first.
@MainActor
final class DesktopClock {
  private let settings: ObjectRef
  /// Called when the choice changes.
  var onChange: ((DateClock) -> Void)?

  /// Starts following the choice, or returns nil where the desktop keeps none.
  init?() {
    let schemaID = "org.gnome.desktop.interface"
    guard let source = g_settings_schema_source_get_default(),
      let schema = g_settings_schema_source_lookup(source, schemaID, 1)
    else { return nil }
    let hasKey = g_settings_schema_has_key(schema, "clock-format") != 0
    g_settings_schema_unref(schema)
    guard hasKey, let settings = g_settings_new(schemaID) else { return nil }
    self.settings = ObjectRef(adopting: UnsafeMutableRawPointer(settings))
    self.settings.connect("changed::clock-format", .pointer) { [weak self] _ in
      guard let self else { return }
      self.onChange?(self.clock)
    }
  }

  /// The clock chosen: `.twelveHour` for "12h", `.twentyFourHour` for "24h", `.locale`
  /// while the key holds its schema's default.
  var clock: DateClock {
    let gsettings = settings.object.assumingMemoryBound(to: GSettings.self)
    guard let chosen = g_settings_get_user_value(gsettings, "clock-format") else { return .locale }
    g_variant_unref(chosen)
    let value = g_settings_get_string(gsettings, "clock-format").map(String.init(freeing:))
    return value == "12h" ? .twelveHour : .twentyFourHour
  }
}
