/// A binary property list (`bplist00`) for tests, written object by object: each object is
/// its marker and content, references already written in `referenceSize` bytes. Every
/// field of the trailer can be set to lie.
public struct BinaryPlist: Sendable {
  /// The objects, numbered from 0 in this order.
  public var objects: [[UInt8]]
  /// The bytes of each offset in the offset table.
  public var offsetSize = 1
  /// The bytes of each object reference, as the trailer gives them.
  public var referenceSize = 1
  /// The root's object number.
  public var top: UInt64 = 0
  /// The object count the trailer gives; the true one when nil.
  public var objectCount: UInt64?
  /// Where the trailer says the offset table is; the true place when nil.
  public var offsetTable: UInt64?
  /// Offsets written in the table in place of the objects' true ones.
  public var offsets: [Int]?

  /// A list of `objects`, the first the root.
  public init(_ objects: [[UInt8]]) { self.objects = objects }

  /// The file.
  public var bytes: [UInt8] {
    var file = Array("bplist00".utf8)
    var starts: [Int] = []
    for object in objects {
      starts.append(file.count)
      file += object
    }
    let table = file.count
    for offset in offsets ?? starts { file += Self.bigEndian(UInt64(offset), size: offsetSize) }
    file += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
    file += Self.bigEndian(objectCount ?? UInt64(objects.count), size: 8)
    file += Self.bigEndian(top, size: 8)
    file += Self.bigEndian(offsetTable ?? UInt64(table), size: 8)
    return file
  }

  /// `value` in `size` bytes, most significant first.
  public static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
    (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
  }

  /// A marker of `kind` (its high four bits) with `count`: in its low four bits, or after
  /// it as an integer.
  public static func marker(_ kind: UInt8, count: Int) -> [UInt8] {
    if count < 15 { return [kind << 4 | UInt8(count)] }
    if count < 256 { return [kind << 4 | 0x0F, 0x10, UInt8(count)] }
    return [kind << 4 | 0x0F, 0x13] + bigEndian(UInt64(count), size: 8)
  }

  /// An ASCII string.
  public static func ascii(_ text: String) -> [UInt8] {
    marker(0x5, count: text.utf8.count) + Array(text.utf8)
  }

  /// A UTF-16 string, big-endian.
  public static func utf16(_ text: String) -> [UInt8] {
    let units = Array(text.utf16)
    return marker(0x6, count: units.count) + units.flatMap { bigEndian(UInt64($0), size: 2) }
  }

  /// An integer: one byte when it fits, else eight, signed.
  public static func integer(_ value: Int) -> [UInt8] {
    (0..<256).contains(value)
      ? [0x10, UInt8(value)] : [0x13] + bigEndian(UInt64(bitPattern: Int64(value)), size: 8)
  }

  /// `true`.
  public static let yes: [UInt8] = [0x09]

  /// An array of the objects `references` names, each in `size` bytes.
  public static func array(_ references: [Int], size: Int = 1) -> [UInt8] {
    marker(0xA, count: references.count)
      + references.flatMap { bigEndian(UInt64($0), size: size) }
  }

  /// A dictionary of `keys` to `values`, objects each named in `size` bytes.
  public static func dictionary(_ keys: [Int], _ values: [Int], size: Int = 1) -> [UInt8] {
    marker(0xD, count: keys.count)
      + (keys + values).flatMap { bigEndian(UInt64($0), size: size) }
  }
}
