// Whole numbers as text: "\(n)" of an `Int`, written here rather than by the standard
// library's generic integer printing.
//
// Design note: why PickerKit writes its own digits. The standard library writes an `Int`
// through `Int.description`, its generic `_BinaryIntegerToASCII` and the integer protocols'
// witnesses. That code sits in libswiftCore's one 1.5 MB block of text, which the release
// link cannot reorder (the archive has no function sections), and the few numbers start-up
// writes (the page shortcuts, the date wheel's rows, the saved window size) were the only
// reason two 64 KiB windows of that block were read: the executable's resident pages went
// 2,004 -> 1,876 KiB without them (docs/MEMORY.md). The overload below is more specific
// than the library's generic `appendInterpolation`, so every "\(n)" of an `Int` in this
// package's modules writes its digits here, into a buffer on the stack; `Int32`, `UInt`
// and optionals still go through the library. The text is the same as `String(n)`
// (`DecimalTextTests` compares them at `Int.min`, `Int.max`, every power of ten and its
// neighbours, either sign). Package access: other packages keep the library's printing.

extension DefaultStringInterpolation {
  /// Appends `value` in decimal, as `String(value)` writes it: "-42", "0", "2026".
  package mutating func appendInterpolation(_ value: Int) {
    appendLiteral(decimalText(value))
  }
}

/// `value` in decimal, as `String(value)` writes it: a minus sign for a negative number,
/// then its digits, with no leading zeros.
package func decimalText(_ value: Int) -> String {
  // 20 digits for UInt64.max (the magnitude of Int.min needs 19) and the sign.
  var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)
  return withUnsafeMutableBytes(of: &buffer) { bytes in
    var magnitude = value.magnitude
    var start = bytes.count
    repeat {
      start -= 1
      bytes[start] = 0x30 + UInt8(truncatingIfNeeded: magnitude % 10)
      magnitude /= 10
    } while magnitude != 0
    if value < 0 {
      start -= 1
      bytes[start] = 0x2D  // "-"
    }
    return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
  }
}
