import PickerKit
import PickerTestSupport
import Testing

/// The hostile files: a table of one file a case (a broken trailer, references out of range,
/// cycles, depth and weight past their limits, bad strings, unsupported objects), each
/// refused with its typed error.
extension BinaryPropertyListReaderTests {
  /// (case, file, the reason's English template, the limit it went past).
  static let hostile: [(String, [UInt8], String, PropertyListSyntaxError.Limit?)] = {
    func file(_ objects: [[UInt8]], _ change: (inout BinaryPlist) -> Void = { _ in }) -> [UInt8] {
      var plist = BinaryPlist(objects)
      change(&plist)
      return plist.bytes
    }
    let yes = [BinaryPlist.yes]
    let limit = PropertyListReader.maximumStringLength
    var version = file(yes)
    version.replaceSubrange(6..<8, with: Array("15".utf8))
    // Object 1, a string of 20 bytes, lies inside object 2's, a string of 23.
    let inner = BinaryPlist.ascii(String(repeating: "x", count: 20))
    let overlapping = file([BinaryPlist.array([1, 2]), [0x5F, 0x10, 23] + inner]) {
      $0.offsets = [8, 14, 11]
      $0.objectCount = 3
    }
    return [
      (
        "truncated trailer", Array("bplist00".utf8) + [0x09], "the file ends before its trailer",
        nil
      ),
      (
        "other version", version, "binary property list version '{version}' is not supported",
        nil
      ),
      (
        "offset table past the end", file(yes) { $0.offsetTable = 1 << 40 },
        "the trailer's table of {count} offsets at byte {table} does not fit in the file", nil
      ),
      (
        "offset table in the header", file(yes) { $0.offsetTable = 3 },
        "the trailer's table of {count} offsets at byte {table} does not fit in the file", nil
      ),
      (
        "object count huge", file(yes) { $0.objectCount = .max },
        "the trailer's table of {count} offsets at byte {table} does not fit in the file", nil
      ),
      (
        "object count past the table", file(yes) { $0.objectCount = 1 << 40 },
        "the trailer's table of {count} offsets at byte {table} does not fit in the file", nil
      ),
      ("no object", file(yes) { $0.objectCount = 0 }, "the trailer gives no object", nil),
      (
        "top object out of range", file(yes) { $0.top = 1 },
        "the top object, {object}, is not one of the {count} objects", nil
      ),
      (
        "reference size 0", file(yes) { $0.referenceSize = 0 },
        "the trailer gives references of {size} bytes, not 1 to 8", nil
      ),
      (
        "reference size 9", file(yes) { $0.referenceSize = 9 },
        "the trailer gives references of {size} bytes, not 1 to 8", nil
      ),
      (
        "offset size 0", file([BinaryPlist.ascii("long enough")]) { $0.offsetSize = 0 },
        "the trailer gives offsets of {size} bytes, not 1 to 8", nil
      ),
      (
        "offset size 9", file([BinaryPlist.ascii("long enough")]) { $0.offsetSize = 9 },
        "the trailer gives offsets of {size} bytes, not 1 to 8", nil
      ),
      (
        "object offset past the objects", file(yes) { $0.offsets = [200] },
        "object {object} lies outside the objects", nil
      ),
      (
        "object offset in the header", file(yes) { $0.offsets = [2] },
        "object {object} lies outside the objects", nil
      ),
      (
        "reference out of range", file([BinaryPlist.array([7])]),
        "a reference to object {object}, of {count}", nil
      ),
      (
        "references past the objects", file([[0xA5, 0x00]]),
        "an object that runs past the end of the objects", nil
      ),
      (
        "string past the objects", file([[0x55, 0x41, 0x42]]),
        "an object that runs past the end of the objects", nil
      ),
      (
        "integer past the objects", file([[0x13, 0x01]]),
        "an object that runs past the end of the objects", nil
      ),
      (
        "length not an integer", file([[0x5F, 0x20, 0x41]]),
        "a length that is not an integer of 1, 2, 4 or 8 bytes", nil
      ),
      (
        "cycle", file([BinaryPlist.array([0])]), "an array or dictionary that contains itself",
        nil
      ),
      (
        "indirect cycle",
        file([BinaryPlist.array([1]), BinaryPlist.dictionary([2], [0]), BinaryPlist.ascii("k")]),
        "an array or dictionary that contains itself", nil
      ),
      (
        "depth 65", file((0...64).map { $0 < 64 ? BinaryPlist.array([$0 + 1]) : [0xA0] }),
        "nested more than {limit} levels", .depth(64)
      ),
      (
        // 2⁴⁰ values from 41 objects: refused after one per byte of the file.
        "shared objects",
        file((0...40).map { $0 < 40 ? BinaryPlist.array([$0 + 1, $0 + 1]) : [0x09] }),
        "more values than the file has bytes ({limit}): objects are referred to too often", nil
      ),
      ("overlapping strings", overlapping, "strings whose bytes overlap", nil),
      (
        "ASCII string over the limit",
        file([BinaryPlist.ascii(String(repeating: "a", count: limit + 1))]),
        "a text longer than {limit} bytes", .stringLength(limit)
      ),
      (
        "UTF-16 string over the limit once UTF-8",
        file([BinaryPlist.utf16(String(repeating: "é", count: limit / 2 + 1))]),
        "a text longer than {limit} bytes", .stringLength(limit)
      ),
      (
        "string length huge, no bytes",
        file([[0x5F, 0x13] + BinaryPlist.bigEndian(1 << 40, size: 8)]),
        "a text longer than {limit} bytes", .stringLength(limit)
      ),
      (
        "length past any file", file([[0x5F, 0x13] + BinaryPlist.bigEndian(.max, size: 8)]),
        "an object that runs past the end of the objects", nil
      ),
      ("unknown marker 0x70", file([[0x70]]), "unknown object marker 0x{marker}", nil),
      ("unknown marker 0xE0", file([[0xE0]]), "unknown object marker 0x{marker}", nil),
      ("unknown marker 0x01", file([[0x01]]), "unknown object marker 0x{marker}", nil),
      ("data", file([[0x41, 0xAB]]), "unsupported object {kind} (marker 0x{marker})", nil),
      (
        "date", file([[0x33] + BinaryPlist.bigEndian(0, size: 8)]),
        "unsupported object {kind} (marker 0x{marker})", nil
      ),
      ("UID", file([[0x80, 0x01]]), "unsupported object {kind} (marker 0x{marker})", nil),
      ("set", file([[0xC0]]), "unsupported object {kind} (marker 0x{marker})", nil),
      ("null", file([[0x00]]), "unsupported object {kind} (marker 0x{marker})", nil),
      (
        "16-byte integer", file([[0x14] + [UInt8](repeating: 1, count: 16)]),
        "an integer of {size} bytes; integers are of 1, 2, 4 or 8", nil
      ),
      ("2-byte real", file([[0x21, 0, 0]]), "a real of {size} bytes; reals are of 4 or 8", nil),
      (
        "duplicate key, ASCII and UTF-16",
        file([
          BinaryPlist.dictionary([1, 2], [3, 3]), BinaryPlist.ascii("a"), BinaryPlist.utf16("a"),
          BinaryPlist.yes,
        ]), "duplicate key '{key}'", nil
      ),
      (
        "integer key",
        file([BinaryPlist.dictionary([1], [2]), BinaryPlist.integer(1), BinaryPlist.yes]),
        "a dictionary key that is {kind}, not a string", nil
      ),
      (
        "array key",
        file([BinaryPlist.dictionary([1], [2]), BinaryPlist.array([]), BinaryPlist.yes]),
        "a dictionary key that is {kind}, not a string", nil
      ),
      (
        "lone surrogate", file([[0x61, 0xD8, 0x00]]), "U+{code} is a character XML does not allow",
        nil
      ),
      (
        "NUL in a string", file([[0x53, 0x61, 0x00, 0x62]]),
        "U+{code} is a character XML does not allow", nil
      ),
      (
        "U+FFFF in a string", file([BinaryPlist.utf16("\u{FFFF}")]),
        "U+{code} is a character XML does not allow", nil
      ),
      (
        "not ASCII", file([[0x51, 0xE9]]), "a byte above 0x7F in an ASCII string", nil
      ),
    ]
  }()

  @Test("each hostile file gives its typed error", arguments: hostile)
  func hostileFile(
    name: String, bytes: [UInt8], template: String, limit: PropertyListSyntaxError.Limit?
  ) {
    let error = #expect(throws: PropertyListSyntaxError.self, "\(name)") {
      try PropertyListReader.parse(bytes)
    }
    #expect(error?.reason.template == template, "\(name): \(error?.reason.description ?? "")")
    #expect(error?.limit == limit, "\(name)")
    #expect(error?.offset.map { (0...bytes.count).contains($0) } == true, "\(name)")
  }
}
