import CGtk
import Glibc
import PickerKit

/// Writes the state file's bytes atomically, from any thread: to a temporary file, flushed
/// to disk, then renamed over the file, so a crash or a power cut leaves the old file or
/// the new one, never half of one. Every failure names the errno that happened.
struct StateWriter: Sendable {
  /// The file's path.
  let path: String

  /// What follows the name of the temporary files the state is written to before their
  /// rename: `state.ini.saving-<process id>`, a name no person gives a file (GLib's own
  /// `state.ini.XXXXXX` could be a person's `state.ini.backup`). One write at a time uses
  /// it: ``StateSaver`` writes in order, on one thread, or waits for that thread.
  static let savingSuffix = ".saving-"

  /// Writes `bytes` to the file; nil when done, else why not (the errno's words).
  func write(_ bytes: [UInt8]) -> String? {
    removeLeftovers()
    let folder = Self.folder(of: path)
    if g_mkdir_with_parents(folder, 0o700) != 0 {
      return "cannot make the folder \(FileName.display(FileName.decode(folder))): "
        + String(cString: g_strerror(errno))
    }
    let temporary = "\(path)\(Self.savingSuffix)\(getpid())"
    let fd = FileName.withCString(temporary) {
      open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
    }
    guard fd >= 0 else { return String(cString: g_strerror(errno)) }
    var written = 0
    bytes.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return }
      while written < raw.count {
        let count = Glibc.write(fd, base + written, raw.count - written)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else {
          if count == 0 { errno = EIO }  // no progress and no errno of its own
          break
        }
        written += count
      }
    }
    let flushed = written == bytes.count && fsync(fd) == 0
    let reason = flushed ? nil : String(cString: g_strerror(errno))
    close(fd)
    guard flushed, Self.rename(temporary, to: path) else {
      let why = reason ?? String(cString: g_strerror(errno))
      _ = FileName.withCString(temporary) { unlink($0) }
      return why
    }
    // The rename itself is on disk only once the folder is: a power cut would bring the
    // old file back.
    let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if directory >= 0 {
      fsync(directory)
      close(directory)
    }
    return nil
  }

  /// Removes the temporary files (``savingSuffix``) a kill between a write and its
  /// rename left behind, once they are a minute old: another process may be writing one
  /// now. Nothing else in the folder is touched.
  private func removeLeftovers() {
    let folder = Self.folder(of: path)
    let bytes = FileName.bytes(path)
    let base = bytes.lastIndex(of: UInt8(ascii: "/")).map { bytes[($0 + 1)...] } ?? bytes[...]
    let prefix = FileName.decode(base) + Self.savingSuffix
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
  static func rename(_ from: String, to: String) -> Bool {
    FileName.withCString(from) { from in FileName.withCString(to) { Glibc.rename(from, $0) } } == 0
  }

  /// What `lstat` says of `path` (a symbolic link itself, not where it leads), or nil when
  /// nothing is there.
  static func lstatus(_ path: String) -> stat? {
    var status = stat()
    return FileName.withCString(path, { lstat($0, &status) }) == 0 ? status : nil
  }

  /// The folder `path` is in, as its bytes.
  private static func folder(of path: String) -> [CChar] {
    let bytes = FileName.bytes(path)
    guard let end = bytes.lastIndex(of: UInt8(ascii: "/")) else { return [0x2E, 0] }  // "."
    return bytes[..<max(end, 1)].map { CChar(bitPattern: $0) } + [0]
  }
}
