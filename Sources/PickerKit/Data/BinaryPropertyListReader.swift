/// A reader of binary property lists (`bplist00`, what `plutil -convert binary1` and
/// Python's `plistlib` write) over raw bytes. It gives the values the XML reader gives:
/// strings (ASCII and UTF-16), integers, reals, booleans, arrays, and dictionaries with
/// string keys; anything else (data, dates, UIDs, sets) is an error naming it.
///
/// It keeps the XML reader's bounds: nesting at most `PropertyListReader.maximumDepth`,
/// strings at most `PropertyListReader.maximumStringLength` bytes once in UTF-8, only the
/// characters XML allows (a binary file holds what its XML form could), no duplicate key.
/// A binary file is a table of objects that refer to each other by number, so it keeps
/// those of a graph too, whatever the input (docs/RELIABILITY.md): every size, count,
/// offset and reference, the trailer's and each object's, is checked against the file
/// before it is used; an array or dictionary that contains itself is an error, not a
/// recursion without end. Objects referred to many times (an array of two references to
/// the next, 64 deep) would make a value exponential in the file: it makes at most one
/// value per byte of the file, and no more than the largest XML file could hold
/// (`maximumWeight`). Each string is decoded once however often it is referred to, and
/// strings whose bytes overlap are refused, so decoding is linear in the file too.
public struct BinaryPropertyListReader: ~Copyable {
  /// The first bytes of a binary property list; the two after them give its version, of
  /// which only "00" is read.
  public static let signature: [UInt8] = Array("bplist".utf8)
  /// The most a file's values may weigh, keys included, each as its XML form would at the
  /// least: 7 bytes (`<true/>`, the shortest value), and a string or key its UTF-8 bytes
  /// more, each time it is referred to. That is the largest XML file read
  /// (`FileBytes.maximumSize`), whatever the sharing (how many values that allows:
  /// docs/RELIABILITY.md); what is made from a binary file, and what an app does with it
  /// (hashing each key, reading each row), is then bounded as an XML file's is.
  public static let maximumWeight = FileBytes.maximumSize

  let bytes: UnsafeBufferPointer<UInt8>
  /// The trailer's fields, checked against the file.
  let trailer: Trailer
  /// The arrays and dictionaries being read, outermost first, by their byte.
  private var path: [Int] = []
  /// The strings decoded, by their byte, and the bytes they were decoded from in all.
  private var strings: [Int: String] = [:]
  private var stringBytes = 0
  /// The values made so far, keys included, what they weigh, and the most they may.
  private var values = 0
  private var weight = 0
  private let maximumWeight: Int

  private init(bytes: UnsafeBufferPointer<UInt8>, maximumWeight: Int)
    throws(PropertyListSyntaxError)
  {
    self.bytes = bytes
    trailer = try Trailer(bytes)
    self.maximumWeight = maximumWeight
  }

  /// Parses a whole binary property list, from its signature to its trailer.
  public static func parse(_ data: [UInt8]) throws(PropertyListSyntaxError) -> PropertyListValue {
    try parse(data, maximumWeight: maximumWeight)
  }

  /// Parses `data`, its values weighing at most `maximumWeight`: the tests reach the bound
  /// with a small one, where `Self.maximumWeight` takes millions of values.
  package static func parse(_ data: [UInt8], maximumWeight: Int)
    throws(PropertyListSyntaxError) -> PropertyListValue
  {
    let result: Result<PropertyListValue, PropertyListSyntaxError> = data.withUnsafeBufferPointer {
      do throws(PropertyListSyntaxError) {
        var reader = try BinaryPropertyListReader(bytes: $0, maximumWeight: maximumWeight)
        return .success(try reader.value(reader.trailer.topObject))
      } catch { return .failure(error) }
    }
    return try result.get()
  }

  // MARK: Objects

  private mutating func value(_ object: Int) throws(PropertyListSyntaxError) -> PropertyListValue {
    let start = try start(of: object)
    try countValue(at: start)
    let marker = bytes[start]
    switch marker >> 4 {
    case 0x0 where marker == 0x08 || marker == 0x09: return .bool(marker == 0x09)
    case 0x1: return .integer(try integer(marker, at: start))
    case 0x2: return .real(try real(marker, at: start))
    case 0x5, 0x6:
      let text = try string(marker, at: start)
      try weigh(text.utf8.count, at: start)
      return .string(text)
    case 0xA:
      try enter(start)
      defer { path.removeLast() }
      return try array(marker, at: start)
    case 0xD:
      try enter(start)
      defer { path.removeLast() }
      return try dictionary(marker, at: start)
    default: throw unsupported(marker, at: start)
    }
  }

  private mutating func array(_ marker: UInt8, at start: Int) throws(PropertyListSyntaxError)
    -> PropertyListValue
  {
    let (count, content) = try references(marker, at: start, perEntry: 1)
    var items: [PropertyListValue] = []
    items.reserveCapacity(count)
    for entry in 0..<count {
      items.append(try value(try reference(content, entry)))
    }
    return .array(items)
  }

  private mutating func dictionary(_ marker: UInt8, at start: Int)
    throws(PropertyListSyntaxError) -> PropertyListValue
  {
    let (count, content) = try references(marker, at: start, perEntry: 2)
    var entries: [String: PropertyListValue] = [:]
    entries.reserveCapacity(count)
    for entry in 0..<count {
      let keyStart = try self.start(of: try reference(content, entry))
      try countValue(at: keyStart)
      let keyMarker = bytes[keyStart]
      guard keyMarker >> 4 == 0x5 || keyMarker >> 4 == 0x6 else {
        guard let kind = Self.kind(keyMarker) else { throw unsupported(keyMarker, at: keyStart) }
        throw fail(
          Message("a dictionary key that is {kind}, not a string", ["kind": kind]), at: keyStart)
      }
      let key = try string(keyMarker, at: keyStart)
      try weigh(key.utf8.count, at: keyStart)
      guard
        entries.updateValue(try value(try reference(content, count + entry)), forKey: key) == nil
      else { throw fail(Message("duplicate key '{key}'", ["key": key]), at: keyStart) }
    }
    return .dictionary(entries)
  }

  /// An array's or dictionary's entry count, and where its references begin, checked to
  /// hold `perEntry` references an entry.
  private func references(_ marker: UInt8, at start: Int, perEntry: Int)
    throws(PropertyListSyntaxError) -> (count: Int, content: Int)
  {
    let (count, content) = try length(marker, at: start)
    let (size, overflow) = count.multipliedReportingOverflow(by: perEntry * trailer.referenceSize)
    guard !overflow, size <= trailer.offsetTable - content else { throw runsPast(start) }
    return (count, content)
  }

  /// Adds the array or dictionary at `start` to the path: refused when it is on the path
  /// already, or when the path is as deep as the XML reader allows.
  private mutating func enter(_ start: Int) throws(PropertyListSyntaxError) {
    guard !path.contains(start) else {
      throw fail(Message("an array or dictionary that contains itself"), at: start)
    }
    let limit = PropertyListReader.maximumDepth
    guard path.count < limit else {
      throw fail(
        Message("nested more than {limit} levels", ["limit": String(limit)]), at: start,
        limit: .depth(limit))
    }
    path.append(start)
  }

  /// Counts a value: one per byte of the file at most, each weighing 7 bytes.
  private mutating func countValue(at start: Int) throws(PropertyListSyntaxError) {
    values += 1
    guard values <= bytes.count else {
      throw fail(
        Message(
          "more values than the file has bytes ({limit}): objects are referred to too often",
          ["limit": String(bytes.count)]), at: start)
    }
    try weigh("<true/>".utf8.count, at: start)
  }

  /// Adds `bytes` to what the values weigh: a value's, or a string's own.
  private mutating func weigh(_ amount: Int, at start: Int) throws(PropertyListSyntaxError) {
    // Each amount is at most a string's limit, and the sum stays near the bound.
    weight += amount
    guard weight <= maximumWeight else {
      throw fail(
        Message(
          "more than an XML file of {limit} bytes could hold: objects are referred to too often",
          ["limit": String(maximumWeight)]), at: start)
    }
  }

  // MARK: Scalars

  /// The ASCII (0x5) or UTF-16 big-endian (0x6) string at `start`, decoded once.
  private mutating func string(_ marker: UInt8, at start: Int) throws(PropertyListSyntaxError)
    -> String
  {
    if let known = strings[start] { return known }
    let limit = PropertyListReader.maximumStringLength
    let (count, content) = try length(marker, at: start)
    // Every unit is at least a byte of UTF-8: a count past the limit is refused unread.
    guard count <= limit else { throw tooLong(start) }
    let unicode = marker >> 4 == 0x6
    let stored = unicode ? 2 * count : count
    guard stored <= trailer.offsetTable - content else { throw runsPast(start) }
    // Strings decoded at different bytes that hold more bytes than all the objects overlap.
    stringBytes += stored
    guard stringBytes <= trailer.offsetTable else {
      throw fail(Message("strings whose bytes overlap"), at: start)
    }
    let text: String
    if unicode {
      var utf8: [UInt8] = []
      utf8.reserveCapacity(stored)
      do throws(UTF16Text.LoneSurrogate) {
        try UTF16Text.append(bytes, from: content, units: count, bigEndian: true, to: &utf8)
      } catch { throw fail(XMLText.notAllowed(error.code), at: start) }
      guard utf8.count <= limit else { throw tooLong(start) }
      if let code = utf8.withUnsafeBufferPointer({ XMLText.disallowed(in: $0) }) {
        throw fail(XMLText.notAllowed(code), at: start)
      }
      text = String(decoding: utf8, as: UTF8.self)
    } else {
      let ascii = UnsafeBufferPointer(rebasing: bytes[content..<(content + count)])
      guard ascii.allSatisfy({ $0 < 0x80 }) else {
        throw fail(Message("a byte above 0x7F in an ASCII string"), at: start)
      }
      if let code = XMLText.disallowed(in: ascii) {
        throw fail(XMLText.notAllowed(code), at: start)
      }
      text = String(decoding: ascii, as: UTF8.self)
    }
    strings[start] = text
    return text
  }
}
