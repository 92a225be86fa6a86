import CGtk
import Glibc
import PickerKit
import PickersModels
import PickersUI

/// Where ``SavedState`` lives between runs: a GLib key file, `state.ini` in the XDG state
/// folder (`$XDG_STATE_HOME/pickers`, by default `~/.local/state/pickers`), written
/// atomically (`g_file_set_contents`: a new file renamed over the old).
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
  /// Whether `save` may write: false once a file the app could not use could not be set
  /// aside either, so that it stays as it was.
  private var mayWrite = true

  /// The state file at `path`.
  init(path: String) { self.path = path }

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

  /// Moves a file the app cannot use out of the way, under the first free name of
  /// ``asideNames``, and says once where it went; if it cannot, the file stays and this
  /// run's state is not saved over it.
  private func setAside(because reason: String) {
    let problem = "the saved state \(FileName.display(path)) cannot be used (\(reason))"
    guard let aside = asideNames.first(where: { Self.lstatus($0) == nil }) else {
      return keep(problem, "no free name beside it")
    }
    guard Self.rename(path, to: aside) else {
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

  /// Writes `state` atomically; says on standard error why not, if it cannot. Temporary
  /// files a write killed before its rename left behind are removed first.
  func save(_ state: SavedState) {
    guard mayWrite else { return }
    removeLeftovers()
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
    g_mkdir_with_parents(Self.folder(of: path), 0o700)
    if let reason = write(data, length: Int(length)) {
      Log.warning("the state cannot be saved to \(FileName.display(path)): \(reason)")
    }
  }

  /// What follows the name of the temporary files the state is written to before their rename:
  /// `state.ini.saving-<process id>`, a name no person gives a file (GLib's own
  /// `state.ini.XXXXXX` could be a person's `state.ini.backup`).
  private static let savingSuffix = ".saving-"

  /// Writes `length` bytes at `data` to the state file atomically: to a temporary file,
  /// flushed to disk, then renamed over it. Nil when done, else why not.
  private func write(_ data: UnsafePointer<CChar>, length: Int) -> String? {
    let temporary = "\(path)\(Self.savingSuffix)\(getpid())"
    let fd = FileName.withCString(temporary) {
      open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
    }
    guard fd >= 0 else { return String(cString: g_strerror(errno)) }
    var written = 0
    while written < length {
      let count = Glibc.write(fd, data + written, length - written)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      written += count
    }
    let flushed = written == length && fsync(fd) == 0
    let reason = flushed ? nil : String(cString: g_strerror(errno))
    close(fd)
    guard flushed, Self.rename(temporary, to: path) else {
      let why = reason ?? String(cString: g_strerror(errno))
      _ = FileName.withCString(temporary) { unlink($0) }
      return why
    }
    return nil
  }

  /// Removes the temporary files (``savingSuffix``) a kill between a write and its
  /// rename left behind, once they are a minute old: another process may be writing one
  /// now. Nothing else in the folder is touched.
  private func removeLeftovers() {
    let folder = Self.folder(of: path)
    let prefix = Files.baseName(path) + Self.savingSuffix
    guard let directory = g_dir_open(folder, 0, nil) else { return }
    defer { g_dir_close(directory) }
    let now = time(nil)
    while let entry = g_dir_read_name(directory) {
      let name = FileName.decode(entry)
      guard name.hasPrefix(prefix),
        name.dropFirst(prefix.count).allSatisfy({ ("0"..."9").contains($0) })
      else { continue }
      let leftover = "\(FileName.decode(folder))/\(name)"
      if let status = Self.lstatus(leftover), now - status.st_mtim.tv_sec > 60 {
        _ = FileName.withCString(leftover) { unlink($0) }
      }
    }
  }

  /// Renames `from` to `to` (each its bytes); false with `errno` set when it cannot.
  private static func rename(_ from: String, to: String) -> Bool {
    FileName.withCString(from) { from in FileName.withCString(to) { Glibc.rename(from, $0) } } == 0
  }

  /// What `lstat` says of `path` (a symbolic link itself, not where it leads), or nil when
  /// nothing is there.
  private static func lstatus(_ path: String) -> stat? {
    var status = stat()
    return FileName.withCString(path, { lstat($0, &status) }) == 0 ? status : nil
  }

  /// The folder `path` is in, as its bytes.
  private static func folder(of path: String) -> [CChar] {
    let bytes = FileName.bytes(path)
    guard let end = bytes.lastIndex(of: UInt8(ascii: "/")) else { return [0x2E, 0] }  // "."
    return bytes[..<max(end, 1)].map { CChar(bitPattern: $0) } + [0]
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
