// Whole numbers as text, written here rather than by the standard library's generic
// integer printing.
//
// Design note: the numbers start-up makes (the date wheels' rows, the page shortcuts) and
// the saved state's, written at quit, go through this explicit call. The standard library writes
// an `Int` through its generic integer printing, in a part of libswiftCore that start-up
// otherwise never reads: the release build keeps 192 KiB of it out of memory this way
// (docs/MEMORY.md). Everywhere else "\(n)" is the library's, as in any Swift program.

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
