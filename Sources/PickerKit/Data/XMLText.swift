/// Character data of an XML property list: entity and character-reference decoding.
///
/// Only the five predefined entities and numeric references are known; nothing is ever
/// expanded from a DOCTYPE.
enum XMLText {
  /// Why a text could not be decoded.
  struct Problem: Error {
    /// What is wrong, for the syntax error.
    var reason: Message
  }

  /// Decodes the five XML entities and numeric character references in `raw`, which must
  /// then be UTF-8. A reference to a character XML does not allow (`&#0;`) is refused; the
  /// reader refuses such characters written raw.
  static func decode(_ raw: UnsafeBufferPointer<UInt8>) throws(Problem) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(raw.count)
    var i = 0
    while i < raw.count {
      guard raw[i] == UInt8(ascii: "&") else {
        out.append(raw[i])
        i += 1
        continue
      }
      guard let semicolon = raw[i...].firstIndex(of: UInt8(ascii: ";")) else {
        throw Problem(reason: Message("unterminated entity"))
      }
      let entity = String(
        decoding: UnsafeBufferPointer(rebasing: raw[(i + 1)..<semicolon]), as: UTF8.self)
      guard let scalar = entityScalar(entity) else {
        if let code = referencedCode(entity) { throw Problem(reason: notAllowed(code)) }
        throw Problem(reason: Message("unknown entity &{entity};", ["entity": entity]))
      }
      guard isAllowed(scalar.value) else { throw Problem(reason: notAllowed(scalar.value)) }
      out.append(contentsOf: String(Character(scalar)).utf8)
      i = semicolon + 1
    }
    guard let text = String(validating: out, as: UTF8.self) else {
      throw Problem(reason: Message("text is not valid UTF-8"))
    }
    if let code = out.withUnsafeBufferPointer({ nonCharacter(in: $0) }) {
      throw Problem(reason: notAllowed(code))
    }
    return text
  }

  private static func entityScalar(_ entity: String) -> Unicode.Scalar? {
    switch entity {
    case "lt": return "<"
    case "gt": return ">"
    case "amp": return "&"
    case "quot": return "\""
    case "apos": return "'"
    default: return referencedCode(entity).flatMap(Unicode.Scalar.init)
    }
  }

  /// The code of a numeric character reference's entity ("#65", "#x41"), or nil.
  private static func referencedCode(_ entity: String) -> UInt32? {
    guard entity.hasPrefix("#") else { return nil }
    let digits = entity.dropFirst()
    return digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
  }

  /// Whether XML 1.0 allows the character `code` (its `Char` production): not the control
  /// characters but tab, line feed and carriage return, not a surrogate, not U+FFFE or
  /// U+FFFF.
  static func isAllowed(_ code: UInt32) -> Bool {
    switch code {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
  }

  /// A character XML does not allow in `utf8`, which is valid UTF-8: a control character
  /// but tab, line feed and carriage return, U+FFFE or U+FFFF; or nil. (Valid UTF-8 holds
  /// no surrogate.)
  static func disallowed(in utf8: UnsafeBufferPointer<UInt8>) -> UInt32? {
    for byte in utf8 where byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
      return UInt32(byte)
    }
    return nonCharacter(in: utf8)
  }

  /// U+FFFE or U+FFFF written raw in `utf8` (XML does not allow them), or nil.
  static func nonCharacter(in utf8: UnsafeBufferPointer<UInt8>) -> UInt32? {
    var i = 0
    while i + 2 < utf8.count {
      if utf8[i] == 0xEF, utf8[i + 1] == 0xBF, utf8[i + 2] >= 0xBE {
        return utf8[i + 2] == 0xBE ? 0xFFFE : 0xFFFF
      }
      i += 1
    }
    return nil
  }

  /// The reason a character XML does not allow is refused: "U+0000 is a character XML does
  /// not allow".
  static func notAllowed(_ code: UInt32) -> Message {
    let hex = String(code, radix: 16, uppercase: true)
    return Message(
      "U+{code} is a character XML does not allow",
      ["code": String(repeating: "0", count: max(0, 4 - hex.count)) + hex])
  }
}
