#if canImport(Glibc)
  import Glibc
#endif

/// File names as the system keeps them: bytes, which need not be UTF-8 (GLib's filename
/// encoding). A Swift `String` holds only valid Unicode, so a path read from the command
/// line, the environment or the file system is decoded here with each byte that is not
/// part of valid UTF-8 kept as a scalar of its own, U+10FF80 to U+10FFFF in Unicode's last
/// private-use plane; `withCString(_:_:)` turns those back into the bytes, so the path
/// reaches `open` as it came. ``display(_:)`` shows them as "�", as GLib's
/// `g_filename_display_name` does. A name that holds one of those private-use characters
/// in valid UTF-8 keeps it as its four bytes, each escaped.
public enum FileName {
  /// The scalar that stands for the byte 0x00: a byte `b` ≥ 0x80 is `escapeBase + b`.
  static let escapeBase: UInt32 = 0x10_FF00

  /// The path at `bytes` (a C string), its bytes that are not UTF-8 kept.
  package static func decode(_ bytes: UnsafePointer<CChar>) -> String {
    decode(UnsafeRawBufferPointer(start: bytes, count: strlen(bytes)))
  }

  /// The path of `bytes`, its bytes that are not UTF-8 kept.
  public static func decode(_ bytes: some Collection<UInt8>) -> String {
    let bytes = Array(bytes)
    var scalars = String.UnicodeScalarView()
    var index = 0
    while index < bytes.count {
      var length = 0
      for candidate in 1...4 where index + candidate <= bytes.count {
        // A scalar of the escape range itself is kept as its bytes, so every name
        // comes back as it went.
        if let text = String(validating: bytes[index..<index + candidate], as: UTF8.self),
          text.unicodeScalars.count == 1,
          let scalar = text.unicodeScalars.first, scalar.value < escapeBase + 0x80
        {
          scalars.append(contentsOf: text.unicodeScalars)
          length = candidate
          break
        }
      }
      if length == 0 {
        scalars.append(Unicode.Scalar(escapeBase + UInt32(bytes[index])) ?? "\u{FFFD}")
        length = 1
      }
      index += length
    }
    return String(scalars)
  }

  /// The bytes `path` stands for: UTF-8, with each kept byte put back.
  public static func bytes(_ path: String) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(path.utf8.count)
    for scalar in path.unicodeScalars {
      if scalar.value >= escapeBase + 0x80 {
        bytes.append(UInt8(scalar.value - escapeBase))
      } else {
        bytes.append(contentsOf: String(scalar).utf8)
      }
    }
    return bytes
  }

  /// Calls `body` with `path` as the C string of its bytes (for `open`, GLib, GTK).
  package static func withCString<Result>(
    _ path: String, _ body: (UnsafePointer<CChar>) throws -> Result
  ) rethrows -> Result {
    let cString = bytes(path).map { CChar(bitPattern: $0) } + [0]
    return try body(cString)
  }

  /// `path` as a person reads it: each byte that is not UTF-8 shown as "�".
  public static func display(_ path: String) -> String {
    String(
      String.UnicodeScalarView(
        path.unicodeScalars.map { $0.value >= escapeBase + 0x80 ? "\u{FFFD}" : $0 }))
  }
}
