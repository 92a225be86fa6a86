#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file into memory with the C library, mapping failures to `DataFileError`.
enum FileBytes {
  static func contents(of path: String) throws(DataFileError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw error(path, errno) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw error(path, errno) }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw DataFileError(file: path, problem: .unreadable("not a regular file"))
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

  private static func error(_ path: String, _ code: Int32) -> DataFileError {
    if code == ENOENT || code == ENOTDIR { return DataFileError(file: path, problem: .missing) }
    let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
    return DataFileError(file: path, problem: .unreadable(reason))
  }
}
