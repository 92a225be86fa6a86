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
  /// then be UTF-8.
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
        throw Problem(reason: Message("unknown entity &{entity};", ["entity": entity]))
      }
      out.append(contentsOf: String(Character(scalar)).utf8)
      i = semicolon + 1
    }
    guard let text = String(validating: out, as: UTF8.self) else {
      throw Problem(reason: Message("text is not valid UTF-8"))
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
    default:
      guard entity.hasPrefix("#") else { return nil }
      let digits = entity.dropFirst()
      let code = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
      return code.flatMap(Unicode.Scalar.init)
    }
  }
}
