/// UTF-16 code units read from bytes, in either byte order, written out as UTF-8: the
/// strings of a binary property list (big-endian) and whole UTF-16 XML documents both come
/// this way, so both refuse a lone surrogate alike.
enum UTF16Text {
  /// A high surrogate without its low one, or a low one alone: not a character.
  struct LoneSurrogate: Error {
    /// The surrogate's code.
    var code: UInt32
  }

  /// Appends to `utf8` the UTF-8 of the `count` code units at byte `start` of `bytes`,
  /// which the caller has checked hold `2 × count` bytes from `start`.
  static func append(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, units count: Int, bigEndian: Bool,
    to utf8: inout [UInt8]
  ) throws(LoneSurrogate) {
    var unit = 0
    while unit < count {
      let code = UInt32(read(bytes, start + 2 * unit, bigEndian))
      unit += 1
      var scalar = code
      if code >= 0xD800, code <= 0xDBFF {
        guard unit < count else { throw LoneSurrogate(code: code) }
        let low = UInt32(read(bytes, start + 2 * unit, bigEndian))
        guard low >= 0xDC00, low <= 0xDFFF else { throw LoneSurrogate(code: code) }
        unit += 1
        scalar = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      } else if code >= 0xDC00, code <= 0xDFFF {
        throw LoneSurrogate(code: code)
      }
      appendUTF8(scalar, to: &utf8)
    }
  }

  private static func read(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int, _ bigEndian: Bool)
    -> UInt16
  {
    let first = UInt16(bytes[at])
    let second = UInt16(bytes[at + 1])
    return bigEndian ? first << 8 | second : second << 8 | first
  }

  /// The UTF-8 of `scalar` (not a surrogate, at most U+10FFFF).
  private static func appendUTF8(_ scalar: UInt32, to utf8: inout [UInt8]) {
    switch scalar {
    case 0..<0x80:
      utf8.append(UInt8(scalar))
    case 0x80..<0x800:
      utf8.append(UInt8(0xC0 | scalar >> 6))
      utf8.append(UInt8(0x80 | scalar & 0x3F))
    case 0x800..<0x10000:
      utf8.append(UInt8(0xE0 | scalar >> 12))
      utf8.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      utf8.append(UInt8(0x80 | scalar & 0x3F))
    default:
      utf8.append(UInt8(0xF0 | scalar >> 18))
      utf8.append(UInt8(0x80 | scalar >> 12 & 0x3F))
      utf8.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      utf8.append(UInt8(0x80 | scalar & 0x3F))
    }
  }
}
