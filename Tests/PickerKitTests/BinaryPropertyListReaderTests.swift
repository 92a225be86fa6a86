import PickerKit
import PickerTestSupport
import Testing

/// What the binary reader reads (every type, the deepest nesting, the most a file may
/// weigh), how its errors are worded, and every cut and changed byte of a file. The hostile
/// files, one typed error each, are in `BinaryPropertyListReaderTests+Hostile.swift`.
@Suite("Binary property-list reader")
struct BinaryPropertyListReaderTests {
  /// Every type the reader reads, a key shared as an array's element, a string whose length
  /// follows its marker, and an empty array.
  static let everyType: BinaryPlist = {
    let keys = ["text", "negative", "wide", "real", "float", "yes", "no", "list", "empty"]
    let values: [[UInt8]] = [
      BinaryPlist.utf16("Zürich 東京 😀"), BinaryPlist.integer(-5),
      [0x12] + BinaryPlist.bigEndian(70_000, size: 4),
      [0x23] + BinaryPlist.bigEndian(2.5.bitPattern, size: 8),
      [0x22] + BinaryPlist.bigEndian(UInt64(Float(1.5).bitPattern), size: 4), BinaryPlist.yes,
      [0x08], BinaryPlist.array([19, 1, 20, 21]), BinaryPlist.array([]),
    ]
    return BinaryPlist(
      [BinaryPlist.dictionary(Array(1...9), Array(10...18))] + keys.map(BinaryPlist.ascii)
        + values
        + [BinaryPlist.integer(1), [0x11, 0x01, 0x00], BinaryPlist.ascii("longer than 15 bytes")])
  }()

  @Test func everyTypeReadsAsTheXMLReaderWouldGiveIt() throws {
    let expected = PropertyListValue.dictionary([
      "text": .string("Zürich 東京 😀"), "negative": .integer(-5), "wide": .integer(70_000),
      "real": .real(2.5), "float": .real(1.5), "yes": .bool(true), "no": .bool(false),
      "list": .array([.integer(1), .string("text"), .integer(256), .string("longer than 15 bytes")]
      ),
      "empty": .array([]),
    ])
    #expect(try BinaryPropertyListReader.parse(Self.everyType.bytes) == expected)
    // The one entry every data file goes through tells the formats apart.
    #expect(try PropertyListReader.parse(Self.everyType.bytes) == expected)
  }

  @Test func theDeepestNestingTheXMLReaderAllowsReads() throws {
    let depth = PropertyListReader.maximumDepth
    let nested = BinaryPlist(
      (0..<depth).map { $0 + 1 < depth ? BinaryPlist.array([$0 + 1]) : [0xA0] })
    #expect(throws: Never.self) { try BinaryPropertyListReader.parse(nested.bytes) }
  }

  /// What a file's values may weigh, `maximumWeight`: 7 bytes a value, as `<true/>`, and a
  /// string's bytes each time it is referred to. (Here with a bound of 7,000 bytes: the
  /// real one, 16 MiB, takes 2.4 million values.)
  @Test func theMostAFilesValuesMayWeigh() throws {
    func file(_ count: Int, _ object: [UInt8]) -> [UInt8] {
      let array = BinaryPlist.marker(0xA, count: count) + Array(repeating: 1, count: count)
      var plist = BinaryPlist([array, object])
      plist.offsetSize = 2
      return plist.bytes
    }
    #expect(BinaryPropertyListReader.maximumWeight == 16 * 1024 * 1024)
    let limit = 7_000
    // The array and 999 references to one `true`: 1,000 values of 7 bytes.
    let read = try BinaryPropertyListReader.parse(file(999, [0x09]), maximumWeight: limit)
    #expect(read == .array(Array(repeating: .bool(true), count: 999)))
    // One more, though the file has more bytes than values.
    let error = #expect(throws: PropertyListSyntaxError.self) {
      try BinaryPropertyListReader.parse(file(1_000, [0x09]), maximumWeight: limit)
    }
    #expect(
      error?.reason.description
        == "more than an XML file of 7000 bytes could hold: objects are referred to too often")
    // A string of 1,393 bytes referred to 5 times weighs 7 + 5 × (7 + 1,393): too much.
    let text = BinaryPlist.ascii(String(repeating: "a", count: 1_393))
    #expect(throws: Never.self) {
      try BinaryPropertyListReader.parse(file(4, text), maximumWeight: limit)
    }
    #expect(throws: PropertyListSyntaxError.self) {
      try BinaryPropertyListReader.parse(file(5, text), maximumWeight: limit)
    }
  }

  @Test func reasonsNameWhatTheyMet() throws {
    func reason(_ objects: [[UInt8]]) -> String? {
      #expect(throws: PropertyListSyntaxError.self) {
        try BinaryPropertyListReader.parse(BinaryPlist(objects).bytes)
      }?.reason.description
    }
    #expect(reason([[0x41, 0xAB]]) == "unsupported object <data> (marker 0x41)")
    #expect(reason([[0x80, 0x01]]) == "unsupported object UID (marker 0x80)")
    #expect(reason([[0x0F]]) == "unsupported object fill (marker 0x0F)")
    #expect(reason([[0x70]]) == "unknown object marker 0x70")
    #expect(
      #expect(throws: PropertyListSyntaxError.self) {
        try BinaryPropertyListReader.parse(Array("<plist/>".utf8))
      }?.reason.description == "not a binary property list")
    #expect(
      reason([BinaryPlist.dictionary([1], [1]), [0x23] + BinaryPlist.bigEndian(0, size: 8)])
        == "a dictionary key that is <real>, not a string")
    #expect(reason([[0x61, 0xDC, 0x00]]) == "U+DC00 is a character XML does not allow")
    let error = #expect(throws: PropertyListSyntaxError.self) {
      try BinaryPropertyListReader.parse(BinaryPlist([BinaryPlist.array([0])]).bytes)
    }
    #expect(error?.offset == 8, "the array's own byte")
  }

  /// Every cut of a file and every byte of it changed: a value or a typed error, never a
  /// trap (the fuzzer does this at length; these run in every test run).
  @Test func everyCutAndEveryChangedByteIsAValueOrATypedError() {
    let bytes = Self.everyType.bytes
    for end in 0..<bytes.count {
      #expect(throws: PropertyListSyntaxError.self) {
        try BinaryPropertyListReader.parse(Array(bytes[..<end]))
      }
    }
    var outcomes = 0
    for index in bytes.indices {
      for replacement: UInt8 in [0x00, 0x0F, 0x7F, 0xFF, bytes[index] &+ 1] {
        var changed = bytes
        changed[index] = replacement
        _ = try? PropertyListReader.parse(changed)
        outcomes += 1
      }
    }
    #expect(outcomes == bytes.count * 5)
  }
}
