import CGtk
import PickerKit
import PickersUI

/// Where ``SavedState`` lives between runs: a GLib key file, `state.ini` in the XDG state
/// folder (`$XDG_STATE_HOME/pickers`, by default `~/.local/state/pickers`), written
/// atomically (`g_file_set_contents`: a new file renamed over the old).
///
/// A missing file is a first run. An unreadable or corrupt one never stops the app: it
/// starts with defaults and says so once on standard error; a value that does not parse
/// is dropped, the others kept.
struct StateFile {
  /// The file's path.
  let path: String

  /// The state file of this user.
  static var standard: StateFile {
    let folder = g_get_user_state_dir().map { String(cString: $0) } ?? "."
    return StateFile(path: "\(folder)/pickers/state.ini")
  }

  /// The saved state, or an empty one.
  func load() -> SavedState {
    guard let keyFile = g_key_file_new() else { return SavedState() }
    defer { g_key_file_free(keyFile) }
    var error: UnsafeMutablePointer<GError>?
    var contents: UnsafeMutablePointer<gchar>?
    var length: gsize = 0
    defer { g_free(contents) }
    // Read first, then parse: GKeyFile would stop silently at a NUL byte, taking a
    // corrupt file for an empty one.
    let loaded =
      g_file_get_contents(path, &contents, &length, &error) != 0
      && g_utf8_validate(contents, gssize(length), nil) != 0
      && g_key_file_load_from_data(keyFile, contents, length, G_KEY_FILE_NONE, &error) != 0
    guard loaded else {
      let missing =
        error?.pointee.domain == g_file_error_quark()
        && error?.pointee.code == gint(G_FILE_ERROR_NOENT.rawValue)
      if !missing {
        let reason = error.map { String(cString: $0.pointee.message) } ?? "it is not text"
        Log.warning("the saved state \(path) cannot be read (\(reason)); starting afresh")
      }
      g_clear_error(&error)
      return SavedState()
    }
    let state = SavedState(entries: Self.entries(of: keyFile))
    if !state.problems.isEmpty {
      Log.warning(
        "the saved state \(path) has values that do not fit; they are left out: "
          + state.problems.joined(separator: "; "))
    }
    return state
  }

  /// Writes `state` atomically; says on standard error why not, if it cannot.
  func save(_ state: SavedState) {
    guard let keyFile = g_key_file_new() else { return }
    defer { g_key_file_free(keyFile) }
    for (group, values) in state.entries.sorted(by: { $0.key < $1.key }) {
      for (key, value) in values.sorted(by: { $0.key < $1.key }) {
        g_key_file_set_value(keyFile, group, key, value)
      }
    }
    var length: gsize = 0
    guard let data = g_key_file_to_data(keyFile, &length, nil) else { return }
    defer { g_free(data) }
    if let folder = g_path_get_dirname(path) {
      g_mkdir_with_parents(folder, 0o700)
      g_free(folder)
    }
    var error: UnsafeMutablePointer<GError>?
    if g_file_set_contents(path, data, gssize(length), &error) == 0 {
      let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
      Log.warning("the state cannot be saved to \(path): \(reason)")
      g_clear_error(&error)
    }
  }

  /// Every group's keys and values.
  private static func entries(of keyFile: OpaquePointer) -> [String: [String: String]] {
    var result: [String: [String: String]] = [:]
    guard let groups = g_key_file_get_groups(keyFile, nil) else { return result }
    defer { g_strfreev(groups) }
    var index = 0
    while let group = groups[index] {
      var values: [String: String] = [:]
      if let keys = g_key_file_get_keys(keyFile, group, nil, nil) {
        var k = 0
        while let key = keys[k] {
          if let value = g_key_file_get_value(keyFile, group, key, nil) {
            values[String(cString: key)] = String(cString: value)
            g_free(value)
          }
          k += 1
        }
        g_strfreev(keys)
      }
      result[String(cString: group)] = values
      index += 1
    }
    return result
  }
}
