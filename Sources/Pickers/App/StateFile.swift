import CGtk
import Glibc
import PickerKit
import PickersModels
import PickersUI

/// Where ``SavedState`` lives between runs: a GLib key file, `state.ini` in the XDG state
/// folder (`$XDG_STATE_HOME/pickers`, by default `~/.local/state/pickers`), written
/// atomically by a ``StateWriter``. Comments, groups and keys the app does not use survive
/// its saves.
///
/// A missing file is a first run. A file the app cannot use (unreadable, too large, not
/// UTF-8, not a key file) never stops it, and is never lost: it is set aside, byte for
/// byte, as `state.ini.unreadable` (or `-2`, `-3`, … when that name is taken), the app
/// starts with defaults, and one warning names where the file went. If it cannot be set
/// aside, it stays where it is and the app does not save over it. A value that does not
/// parse is dropped, the others kept.
@MainActor
final class StateFile {
  /// The file's path.
  let path: String
  /// What writes it.
  let writer: StateWriter
  /// The file as last read (empty for a first run, or a file set aside), which ``encode``
  /// changes only in the app's own keys: GLib's key file keeps comments and the groups
  /// and keys of other versions when asked to (`G_KEY_FILE_KEEP_COMMENTS`).
  private nonisolated(unsafe) let keyFile: OpaquePointer
  /// Whether `save` may write: false once a file the app could not use could not be set
  /// aside either, so that it stays as it was.
  private var mayWrite = true

  /// The state file at `path`.
  init(path: String) {
    self.path = path
    writer = StateWriter(path: path)
    keyFile = g_key_file_new()
  }

  deinit { g_key_file_free(keyFile) }

  /// The state file of this user.
  static var standard: StateFile {
    // The folder's bytes as they are: XDG_STATE_HOME need not be UTF-8.
    let folder = g_get_user_state_dir().map { FileName.decode($0) } ?? "."
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
      if error.problem != .missing { setAside(because: error.description) }
      return SavedState()
    }
    var gerror: UnsafeMutablePointer<GError>?
    let loaded = bytes.withUnsafeBufferPointer { buffer -> Bool in
      buffer.withMemoryRebound(to: CChar.self) { text in
        g_utf8_validate(text.baseAddress, gssize(text.count), nil) != 0
          && g_key_file_load_from_data(
            keyFile, text.baseAddress, gsize(text.count), Self.keeping, &gerror) != 0
      }
    }
    guard loaded else {
      // What a failed load left in the key file is not kept.
      g_key_file_load_from_data(keyFile, "", 0, G_KEY_FILE_NONE, nil)
      let reason = gerror.map { String(cString: $0.pointee.message) } ?? "it is not UTF-8 text"
      g_clear_error(&gerror)
      setAside(because: reason)
      return SavedState()
    }
    let state = SavedState(entries: Self.entries(of: keyFile))
    if !state.problems.isEmpty {
      Log.warning(
        "the saved state \(FileName.display(path)) has values that do not fit; they are left out: "
          + state.problems.joined(separator: "; "))
    }
    return state
  }

  /// How the file is read: what the app does not use is kept for its saves.
  private static let keeping = GKeyFileFlags(
    rawValue: G_KEY_FILE_KEEP_COMMENTS.rawValue | G_KEY_FILE_KEEP_TRANSLATIONS.rawValue)

  /// Moves a file the app cannot use out of the way, under the first free name of
  /// ``asideNames``, and says once where it went; if it cannot, the file stays and this
  /// run's state is not saved over it.
  private func setAside(because reason: String) {
    let problem = "the saved state \(FileName.display(path)) cannot be used (\(reason))"
    guard let aside = asideNames.first(where: { StateWriter.lstatus($0) == nil }) else {
      return keep(problem, "no free name beside it")
    }
    guard StateWriter.rename(path, to: aside) else {
      return keep(problem, String(cString: g_strerror(errno)))
    }
    Log.warning(
      "\(problem); it is kept as \(FileName.display(aside)), and the app starts afresh")
  }

  /// Says that the file the app could not use stays where it is, and that this run's
  /// state will not be saved over it.
  private func keep(_ problem: String, _ why: String) {
    mayWrite = false
    Log.warning(
      "\(problem), and it cannot be set aside (\(why)): it is left as it is, the app starts"
        + " afresh and does not save its state this time")
  }

  /// The names a file the app cannot use may be set aside under, in order.
  private var asideNames: [String] {
    ["\(path).unreadable"] + (2...99).map { "\(path).unreadable-\($0)" }
  }

  /// The file's bytes holding `state`: the file as it was read, comments, groups and keys
  /// the app does not use kept as they were, with the app's own keys set to `state`'s
  /// values (and removed where `state` has none). Nil when nothing may be written: a file
  /// the app could not use could not be set aside either.
  func encode(_ state: SavedState) -> [UInt8]? {
    guard mayWrite else { return nil }
    let entries = state.entries
    for (group, keys) in SavedState.keys {
      for key in keys {
        if let value = entries[group]?[key] {
          g_key_file_set_value(keyFile, group, key, value)
        } else {
          g_key_file_remove_key(keyFile, group, key, nil)
        }
      }
    }
    var length: gsize = 0
    guard let data = g_key_file_to_data(keyFile, &length, nil) else { return nil }
    defer { g_free(data) }
    return Array(UnsafeRawBufferPointer(start: data, count: Int(length)))
  }

  /// The warning for a save that failed for `reason`.
  static func cannotSave(_ path: String, _ reason: String) -> String {
    "the state cannot be saved to \(FileName.display(path)): \(reason)"
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
