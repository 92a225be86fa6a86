extension BinaryPropertyListReader {
  /// The last 32 bytes of a binary property list: how wide its offsets and references
  /// are, how many objects it has, which is the root, and where the table of the objects'
  /// offsets begins. Every field is checked against the file here, once, so that reading
  /// an object's offset or a reference needs only its own check.
  struct Trailer {
    /// The bytes of an offset in the offset table: 1 to 8.
    let offsetSize: Int
    /// The bytes of a reference to an object: 1 to 8.
    let referenceSize: Int
    /// The number of objects, each with its offset in the table.
    let objectCount: Int
    /// The root's object number, one of the objects.
    let topObject: Int
    /// Where the offset table begins; the objects lie between the signature and it.
    let offsetTable: Int
    /// Where the trailer begins; the offset table ends before it.
    let start: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>) throws(PropertyListSyntaxError) {
      let ends = Message("the file ends before its trailer")
      guard bytes.starts(with: BinaryPropertyListReader.signature) else {
        throw PropertyListSyntaxError(offset: 0, reason: Message("not a binary property list"))
      }
      guard bytes.count >= 8 else { throw PropertyListSyntaxError(offset: 0, reason: ends) }
      guard bytes[6] == UInt8(ascii: "0"), bytes[7] == UInt8(ascii: "0") else {
        let version =
          bytes[6..<8].allSatisfy { $0 > 0x20 && $0 < 0x7F }
          ? String(decoding: bytes[6..<8], as: UTF8.self)
          : bytes[6..<8].map { String($0, radix: 16) }.joined(separator: " ")
        throw PropertyListSyntaxError(
          offset: 6,
          reason: Message(
            "binary property list version '{version}' is not supported", ["version": version]))
      }
      // The signature, one object, one offset, the trailer.
      guard bytes.count >= 8 + 1 + 1 + 32 else {
        throw PropertyListSyntaxError(offset: bytes.count, reason: ends)
      }
      start = bytes.count - 32
      offsetSize = Int(bytes[start + 6])
      referenceSize = Int(bytes[start + 7])
      guard (1...8).contains(offsetSize) else {
        throw PropertyListSyntaxError(
          offset: start + 6,
          reason: Message(
            "the trailer gives offsets of {size} bytes, not 1 to 8", ["size": String(offsetSize)])
        )
      }
      guard (1...8).contains(referenceSize) else {
        throw PropertyListSyntaxError(
          offset: start + 7,
          reason: Message(
            "the trailer gives references of {size} bytes, not 1 to 8",
            ["size": String(referenceSize)]))
      }
      let count = Self.field(bytes, start + 8)
      let top = Self.field(bytes, start + 16)
      let table = Self.field(bytes, start + 24)
      guard count > 0 else {
        throw PropertyListSyntaxError(
          offset: start + 8, reason: Message("the trailer gives no object"))
      }
      // The table lies between the objects (one at least) and the trailer.
      guard let objects = Int(exactly: count), let offsets = Int(exactly: table), offsets >= 9,
        case (let size, false) = objects.multipliedReportingOverflow(by: offsetSize),
        size <= start - offsets
      else {
        throw PropertyListSyntaxError(
          offset: start + 8,
          reason: Message(
            "the trailer's table of {count} offsets at byte {table} does not fit in the file",
            ["count": String(count), "table": String(table)]))
      }
      guard top < count else {
        throw PropertyListSyntaxError(
          offset: start + 16,
          reason: Message(
            "the top object, {object}, is not one of the {count} objects",
            ["object": String(top), "count": String(count)]))
      }
      objectCount = objects
      topObject = Int(top)
      offsetTable = offsets
    }

    /// The trailer's 8-byte big-endian field at `at`.
    private static func field(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int) -> UInt64 {
      BinaryPropertyListReader.unsigned(bytes, at: at, size: 8, end: bytes.count) ?? 0
    }
  }

  /// The big-endian unsigned integer of `size` bytes (1 to 8) at `at`, or nil unless they
  /// all lie before `end`.
  static func unsigned(_ bytes: UnsafeBufferPointer<UInt8>, at: Int, size: Int, end: Int)
    -> UInt64?
  {
    guard at >= 0, size >= 1, size <= 8, end <= bytes.count, at <= end - size else { return nil }
    var value: UInt64 = 0
    for byte in bytes[at..<(at + size)] { value = value << 8 | UInt64(byte) }
    return value
  }

  /// Where object `object` (one of the trailer's) begins: its offset, from the table, must
  /// lie among the objects.
  func start(of object: Int) throws(PropertyListSyntaxError) -> Int {
    // object < objectCount, and the table was checked to fit: no overflow.
    let entry = trailer.offsetTable + object * trailer.offsetSize
    guard
      let raw = Self.unsigned(bytes, at: entry, size: trailer.offsetSize, end: trailer.start),
      let start = Int(exactly: raw), start >= 8, start < trailer.offsetTable
    else {
      throw fail(
        Message("object {object} lies outside the objects", ["object": String(object)]),
        at: entry)
    }
    return start
  }

  /// The object that reference `index` of the references at `content` names; the caller has
  /// checked that they lie among the objects.
  func reference(_ content: Int, _ index: Int) throws(PropertyListSyntaxError) -> Int {
    let at = content + index * trailer.referenceSize
    let raw = Self.unsigned(bytes, at: at, size: trailer.referenceSize, end: trailer.offsetTable)
    guard let raw, let object = Int(exactly: raw), object < trailer.objectCount else {
      throw fail(
        Message(
          "a reference to object {object}, of {count}",
          ["object": raw.map { String($0) } ?? "?", "count": String(trailer.objectCount)]),
        at: at)
    }
    return object
  }

  /// The length the marker at `start` gives (its low four bits or, when they are all set,
  /// the integer after it), and where the object's content begins.
  func length(_ marker: UInt8, at start: Int) throws(PropertyListSyntaxError)
    -> (length: Int, content: Int)
  {
    let nibble = Int(marker & 0x0F)
    guard nibble == 0x0F else { return (nibble, start + 1) }
    guard start + 1 < trailer.offsetTable else { throw runsPast(start) }
    let lengthMarker = bytes[start + 1]
    let power = Int(lengthMarker & 0x0F)
    guard lengthMarker >> 4 == 0x1, power <= 3 else {
      throw fail(Message("a length that is not an integer of 1, 2, 4 or 8 bytes"), at: start + 1)
    }
    guard
      let raw = Self.unsigned(bytes, at: start + 2, size: 1 << power, end: trailer.offsetTable),
      let length = Int(exactly: raw)
    else { throw runsPast(start) }
    return (length, start + 2 + (1 << power))
  }

  /// The unsigned integer of `size` bytes at `at`, which must lie among the objects.
  func unsigned(at: Int, size: Int) -> UInt64? {
    Self.unsigned(bytes, at: at, size: size, end: trailer.offsetTable)
  }

  /// The error of a marker this reader does not read, naming what it is.
  func unsupported(_ marker: UInt8, at start: Int) -> PropertyListSyntaxError {
    let hex = String(marker, radix: 16, uppercase: true)
    let code = marker < 0x10 ? "0" + hex : hex
    guard let kind = Self.kind(marker) else {
      return fail(Message("unknown object marker 0x{marker}", ["marker": code]), at: start)
    }
    return fail(
      Message("unsupported object {kind} (marker 0x{marker})", ["kind": kind, "marker": code]),
      at: start)
  }

  /// What the object of `marker` is, in the XML format's words where it has them, or nil
  /// when the format gives the marker no meaning.
  static func kind(_ marker: UInt8) -> String? {
    switch marker >> 4 {
    case 0x0:
      switch marker {
      case 0x00: return "null"
      case 0x08: return "<false/>"
      case 0x09: return "<true/>"
      case 0x0C, 0x0D: return "URL"
      case 0x0E: return "UUID"
      case 0x0F: return "fill"
      default: return nil
      }
    case 0x1: return "<integer>"
    case 0x2: return "<real>"
    case 0x3: return "<date>"
    case 0x4: return "<data>"
    case 0x5, 0x6: return "<string>"
    case 0x8: return "UID"
    case 0xA: return "<array>"
    case 0xB: return "ordered set"
    case 0xC: return "set"
    case 0xD: return "<dict>"
    default: return nil
    }
  }

  func runsPast(_ start: Int) -> PropertyListSyntaxError {
    fail(Message("an object that runs past the end of the objects"), at: start)
  }

  func tooLong(_ start: Int) -> PropertyListSyntaxError {
    let limit = PropertyListReader.maximumStringLength
    return fail(
      Message("a text longer than {limit} bytes", ["limit": String(limit)]), at: start,
      limit: .stringLength(limit))
  }

  func fail(_ reason: Message, at offset: Int, limit: PropertyListSyntaxError.Limit? = nil)
    -> PropertyListSyntaxError
  {
    PropertyListSyntaxError(offset: offset, reason: reason, limit: limit)
  }
}
