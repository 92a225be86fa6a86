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
@MainActor
struct StateFile {
  /// The file's path.
  let path: String

  /// The state file of this user.
  static var standard: StateFile {
    let folder = g_get_user_state_dir().map { String(cString: $0) } ?? "."
    return StateFile(path: "\(folder)/pickers/state.ini")
  }

  /// The largest state file read (one is about 300 bytes).
  static let maximumSize = 64 * 1024

  /// The saved state, or an empty one.
  func load() -> SavedState {
    // Read with PickerKit's file reader, which refuses at once what is not a regular file
    // (a named pipe would block for ever) or is too large, and then parse: GKeyFile would
    // stop silently at a NUL byte, taking a corrupt file for an empty one.
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.contents(of: path, maximumSize: Self.maximumSize)
    } catch {
      if error.problem != .missing {
        Log.warning(
          "the saved state \(path) cannot be read (\(error.description)); starting afresh")
      }
      return SavedState()
    }
    guard let keyFile = g_key_file_new() else { return SavedState() }
    defer { g_key_file_free(keyFile) }
    var gerror: UnsafeMutablePointer<GError>?
    let loaded = bytes.withUnsafeBufferPointer { buffer -> Bool in
      buffer.withMemoryRebound(to: CChar.self) { text in
        g_utf8_validate(text.baseAddress, gssize(text.count), nil) != 0
          && g_key_file_load_from_data(
            keyFile, text.baseAddress, gsize(text.count), G_KEY_FILE_NONE, &gerror) != 0
      }
    }
    guard loaded else {
      let reason = gerror.map { String(cString: $0.pointee.message) } ?? "it is not text"
      Log.warning("the saved state \(path) cannot be read (\(reason)); starting afresh")
      g_clear_error(&gerror)
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
