extension PropertyListReader {
  /// The elements the reader knows, matched from bytes without building strings.
  enum Element: Equatable {
    case plist, dict, key, array, string, integer, real, `true`, `false`
    case other(String)

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
      // One candidate per (length, first letter), then a single comparison.
      let candidate: Element? =
        switch (bytes.count, bytes.first) {
        case (3, UInt8(ascii: "k")): .key
        case (4, UInt8(ascii: "d")): .dict
        case (4, UInt8(ascii: "r")): .real
        case (4, UInt8(ascii: "t")): .true
        case (5, UInt8(ascii: "a")): .array
        case (5, UInt8(ascii: "f")): .false
        case (5, UInt8(ascii: "p")): .plist
        case (6, UInt8(ascii: "s")): .string
        case (7, UInt8(ascii: "i")): .integer
        default: nil
        }
      if let candidate, candidate.matches(bytes) {
        self = candidate
      } else {
        self = .other(String(decoding: bytes, as: UTF8.self))
      }
    }

    /// Whether an element's name may hold `byte`.
    static func isNameByte(_ byte: UInt8) -> Bool {
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
    }

    /// Whether `bytes` spell this element's name.
    func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      staticName.withUTF8Buffer { name in
        guard name.count == bytes.count else { return false }
        for i in 0..<name.count where name[i] != bytes[i] { return false }
        return true
      }
    }

    /// The element's name, for messages.
    var name: String {
      if case .other(let name) = self { return name }
      return staticName.description
    }

    var staticName: StaticString {
      switch self {
      case .plist: "plist"
      case .dict: "dict"
      case .key: "key"
      case .array: "array"
      case .string: "string"
      case .integer: "integer"
      case .real: "real"
      case .true: "true"
      case .false: "false"
      case .other: "?"
      }
    }
  }
}

extension String {
  var trimmingSpaces: Substring {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return self[first...last]
  }
}
