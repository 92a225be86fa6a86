/// Whole numbers as text: "\(n)" for an `Int`, written here rather than by the standard
/// library's generic integer printing.
///
/// Design note. The standard library writes an `Int` through `Int.description`, its generic
/// `_BinaryIntegerToASCII` and the integer protocols' witnesses. That code sits in
/// libswiftCore's one 1.5 MB block of text, which the release link cannot reorder (the
/// archive has no function sections), and the few numbers start-up writes (the page
/// shortcuts, the date wheel's rows, the saved window size) were the only reason two
/// 64 KiB stretches of that block were read: 128 KiB resident (docs/MEMORY.md). The
/// overload below is more specific than the library's generic `appendInterpolation`, so
/// every "\(n)" of an `Int` in PickerKit and in the modules that import it writes its digits
/// here, into a buffer on the stack. The text is the same as `String(n)`, digit for digit
/// (`DecimalTextTests` compares them from `Int.min` to `Int.max`).
extension DefaultStringInterpolation {
  /// Appends `value` in decimal, as `String(value)` writes it: "-42", "0", "2026".
  public mutating func appendInterpolation(_ value: Int) {
    appendLiteral(decimalText(value))
  }
}

/// `value` in decimal, as `String(value)` writes it: a minus sign for a negative number,
/// then its digits, with no leading zeros.
public func decimalText(_ value: Int) -> String {
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
