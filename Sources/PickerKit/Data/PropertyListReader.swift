/// A single-pass reader of XML property lists (Apple's `plist` format) over raw bytes, in
/// UTF-8 or UTF-16; it hands binary ones to `BinaryPropertyListReader`.
///
/// It reads `dict`, `key`, `array`, `string`, `integer`, `real`, `true` and `false`, with
/// the XML declaration, DOCTYPE, comments and the five entities plus numeric references.
/// It is kept, rather than Foundation's `PropertyListSerialization`, because it builds Swift
/// values directly (short strings are small strings, stored inline without allocation),
/// which makes it several times faster on large lists: docs/PERFORMANCE.md.
///
/// Whatever the input, it keeps its bounds (docs/RELIABILITY.md): time linear in the
/// input, nesting at most `maximumDepth` (the recursion's stack stays small), texts at
/// most `maximumStringLength` bytes, and nothing from a DOCTYPE is ever expanded.
public struct PropertyListReader: ~Copyable {
  /// The deepest nesting of arrays and dictionaries read; deeper is an error.
  public static let maximumDepth = 64
  /// The longest string or key read, in bytes; longer is an error.
  public static let maximumStringLength = 65_536

  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  private var depth = 0
  /// What skipping markup refused, and where: reading stopped there, and it is the
  /// document's error whatever reading met after it.
  var refusal: (Refusal, at: Int)?

  private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// Parses a whole document, binary (`BinaryPropertyListReader` reads it) or XML in UTF-8
  /// or UTF-16: exactly one value inside `<plist>`.
  public static func parse(_ data: [UInt8]) throws(PropertyListSyntaxError) -> PropertyListValue {
    if data.starts(with: BinaryPropertyListReader.signature) {
      return try BinaryPropertyListReader.parse(data)
    }
    if let utf8 = try utf8(fromUTF16: data) { return try parseXML(utf8) }
    return try parseXML(data)
  }

  /// Parses an XML document in UTF-8.
  private static func parseXML(_ data: [UInt8]) throws(PropertyListSyntaxError)
    -> PropertyListValue
  {
    let result: Result<PropertyListValue, PropertyListSyntaxError> = data.withUnsafeBufferPointer {
      var reader = PropertyListReader(bytes: $0)
      do throws(PropertyListSyntaxError) {
        let value = try reader.document()
        return reader.refusalError().map { .failure($0) } ?? .success(value)
      } catch { return .failure(reader.refusalError() ?? error) }
    }
    return try result.get()
  }

  // MARK: Document structure

  private mutating func document() throws(PropertyListSyntaxError) -> PropertyListValue {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipMisc()
    guard index < bytes.count else { throw fail(Message("the file holds no property list")) }
    var tag = try openTag()
    let wrapped = tag.element == .plist
    if wrapped {
      guard !tag.selfClosing else { throw fail(Message("<plist> is empty")) }
      skipMisc()
      tag = try openTag()
    }
    let value = try value(for: tag)
    if wrapped {
      skipMisc()
      try closeTag(.plist)
    }
    skipMisc()
    guard index == bytes.count else {
      throw fail(Message("unexpected content after the property list"))
    }
    return value
  }

  private mutating func value(for tag: Tag) throws(PropertyListSyntaxError) -> PropertyListValue {
    let nests = (tag.element == .dict || tag.element == .array) && !tag.selfClosing
    if nests {
      guard depth < Self.maximumDepth else {
        throw fail(
          Message("nested more than {limit} levels", ["limit": String(Self.maximumDepth)]),
          limit: .depth(Self.maximumDepth))
      }
      depth += 1
    }
    defer { if nests { depth -= 1 } }
    switch tag.element {
    case .dict: return tag.selfClosing ? .dictionary([:]) : try dictionary()
    case .array: return tag.selfClosing ? .array([]) : try array()
    case .string: return .string(tag.selfClosing ? "" : try text(closing: .string))
    case .true, .false:
      if !tag.selfClosing { try closeTag(tag.element) }
      return .bool(tag.element == .true)
    case .integer:
      let text = tag.selfClosing ? "" : try text(closing: .integer)
      guard let number = Int(text.trimmingSpaces) else {
        throw fail(Message("bad integer '{text}'", ["text": text]))
      }
      return .integer(number)
    case .real:
      let text = tag.selfClosing ? "" : try text(closing: .real)
      guard let number = Double(text.trimmingSpaces) else {
        throw fail(Message("bad real '{text}'", ["text": text]))
      }
      return .real(number)
    case .plist, .key, .other:
      throw fail(Message("unsupported element <{element}>", ["element": tag.element.name]))
    }
  }

  private mutating func dictionary() throws(PropertyListSyntaxError) -> PropertyListValue {
    var result: [String: PropertyListValue] = [:]
    while true {
      skipMisc()
      if try atCloseTag(.dict) { return .dictionary(result) }
      let keyTag = try openTag()
      guard keyTag.element == .key else {
        throw fail(
          Message("expected <key> in <dict>, found <{element}>", ["element": keyTag.element.name]))
      }
      let key = keyTag.selfClosing ? "" : try text(closing: .key)
      skipMisc()
      if try atCloseTag(.dict) { throw fail(Message("key '{key}' has no value", ["key": key])) }
      let valueTag = try openTag()
      guard result.updateValue(try value(for: valueTag), forKey: key) == nil else {
        throw fail(Message("duplicate key '{key}'", ["key": key]))
      }
    }
  }

  private mutating func array() throws(PropertyListSyntaxError) -> PropertyListValue {
    var result: [PropertyListValue] = []
    while true {
      skipMisc()
      if try atCloseTag(.array) { return .array(result) }
      result.append(try value(for: try openTag()))
    }
  }

  // MARK: Tags and text

  private struct Tag {
    var element: Element
    var selfClosing: Bool
  }

  /// Reads `<name attr…>` or `<name/>`.
  private mutating func openTag() throws(PropertyListSyntaxError) -> Tag {
    guard index < bytes.count else { throw fail(Message("unexpected end of file")) }
    guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count,
      bytes[index + 1] != UInt8(ascii: "/")
    else { throw fail(Message("expected an element")) }
    index += 1
    let start = index
    while index < bytes.count, Element.isNameByte(bytes[index]) { index += 1 }
    guard index > start else { throw fail(Message("expected an element name")) }
    let element = Element(UnsafeBufferPointer(rebasing: bytes[start..<index]))
    while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
    guard index < bytes.count else {
      throw fail(Message("unterminated <{element}>", ["element": element.name]))
    }
    let selfClosing = bytes[index - 1] == UInt8(ascii: "/")
    index += 1
    return Tag(element: element, selfClosing: selfClosing)
  }

  /// Whether the next tag closes `name`; if so, consumes it.
  private mutating func atCloseTag(_ element: Element) throws(PropertyListSyntaxError) -> Bool {
    guard index + 1 < bytes.count else {
      throw fail(
        Message("unexpected end of file inside <{element}>", ["element": element.name]))
    }
    guard bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "/") else {
      return false
    }
    try closeTag(element)
    return true
  }

  private mutating func closeTag(_ element: Element) throws(PropertyListSyntaxError) {
    let end = index + 2 + element.staticName.utf8CodeUnitCount
    guard end < bytes.count, bytes[index] == UInt8(ascii: "<"),
      bytes[index + 1] == UInt8(ascii: "/"),
      element.matches(UnsafeBufferPointer(rebasing: bytes[(index + 2)..<end]))
    else { throw fail(Message("expected </{element}>", ["element": element.name])) }
    index = end
    while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
      throw fail(Message("expected </{element}>", ["element": element.name]))
    }
    index += 1
  }

  /// Reads character data up to `</name>`, decoding entities, and consumes the close tag.
  private mutating func text(closing element: Element) throws(PropertyListSyntaxError)
    -> String
  {
    let start = index
    var hasEntity = false
    var highBits: UInt8 = 0
    var control: Int?
    while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
      let byte = bytes[index]
      if byte == UInt8(ascii: "&") { hasEntity = true }
      // XML allows no control character but tab, line feed and carriage return: a NUL in
      // a row's title cut every notice naming it short. (References are XMLText's.)
      if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D, control == nil { control = index }
      highBits |= byte & 0x80
      index += 1
    }
    if let control {
      index = control  // the error's line is the character's
      throw fail(XMLText.notAllowed(UInt32(bytes[control])))
    }
    guard index - start <= Self.maximumStringLength else {
      index = start
      throw fail(
        Message(
          "a text longer than {limit} bytes", ["limit": String(Self.maximumStringLength)]),
        limit: .stringLength(Self.maximumStringLength))
    }
    let raw = UnsafeBufferPointer(rebasing: bytes[start..<index])
    try closeTag(element)
    if !hasEntity {
      // ASCII needs no validation: the common case (codes, names) takes the fast path.
      if highBits == 0 { return String(decoding: raw, as: UTF8.self) }
      guard let text = String(validating: raw, as: UTF8.self) else {
        throw fail(Message("text is not valid UTF-8"))
      }
      // Valid UTF-8 holds no surrogate, but may hold U+FFFE and U+FFFF (EF BF BE, EF BF BF).
      if let code = XMLText.nonCharacter(in: raw) { throw fail(XMLText.notAllowed(code)) }
      return text
    }
    do throws(XMLText.Problem) {
      return try XMLText.decode(raw)
    } catch {
      throw fail(error.reason)
    }
  }

  func fail(_ reason: Message, limit: PropertyListSyntaxError.Limit? = nil)
    -> PropertyListSyntaxError
  {
    var line = 1
    for byte in bytes[..<min(index, bytes.count)] where byte == UInt8(ascii: "\n") { line += 1 }
    return PropertyListSyntaxError(line: line, reason: reason, limit: limit)
  }
}
