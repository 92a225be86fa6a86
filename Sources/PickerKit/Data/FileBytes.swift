#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole data file into memory with the C library, mapping every failure to a
/// typed `DataFileError`, and never blocking: the file is opened non-blocking, and only a
/// regular file of at most `maximumSize` bytes is read (a named pipe, a device, a folder
/// or a socket is refused at once, before any read). An app may read its saved state with
/// it too.
public enum FileBytes {
  /// The largest data file read, in bytes: room for lists many times the largest a picker
  /// shows.
  public static let maximumSize = 16 * 1024 * 1024

  /// The bytes of the regular file at `path`, of at most `maximumSize` bytes and not empty,
  /// or the typed reason it cannot be read.
  public static func contents(of path: String, maximumSize: Int = FileBytes.maximumSize)
    throws(DataFileError) -> [UInt8]
  {
    // O_NONBLOCK: opening a named pipe with no writer would otherwise wait for ever.
    let fd = FileName.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) }
    guard fd >= 0 else { throw error(path, errno) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw error(path, errno) }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw DataFileError(file: path, problem: .notARegularFile(kind: kind(info.st_mode)))
    }
    guard Int(info.st_size) <= maximumSize else {
      throw DataFileError(
        file: path, problem: .tooLarge(bytes: Int(info.st_size), limit: maximumSize))
    }
    var buffer = [UInt8](repeating: 0, count: Int(info.st_size))
    var filled = 0
    while filled < buffer.count {
      let got = buffer.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return read(fd, base + filled, raw.count - filled)
      }
      if got < 0, errno == EINTR { continue }
      guard got >= 0 else { throw error(path, errno) }
      if got == 0 { break }
      filled += got
    }
    buffer.removeSubrange(filled...)
    guard !buffer.isEmpty else { throw DataFileError(file: path, problem: .empty) }
    return buffer
  }

  /// What a file that is not a regular file is, for a person.
  private static func kind(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: translatable("a folder")
    case S_IFIFO: translatable("a named pipe")
    case S_IFCHR, S_IFBLK: translatable("a device")
    case S_IFSOCK: translatable("a socket")
    default: translatable("a special file")
    }
  }

  private static func error(_ path: String, _ code: Int32) -> DataFileError {
    switch code {
    case ENOENT, ENOTDIR: return DataFileError(file: path, problem: .missing)
    case ELOOP: return DataFileError(file: path, problem: .symbolicLinkLoop)
    // A socket cannot be opened at all.
    case ENXIO:
      return DataFileError(file: path, problem: .notARegularFile(kind: translatable("a socket")))
    default:
      let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
      return DataFileError(file: path, problem: .unreadable(reason))
    }
  }
}
