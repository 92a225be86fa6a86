import PickerKit
import Testing

/// Whole numbers as text (``decimalText(_:)``), written without the standard library's
/// generic integer printing, must read as the library writes them.
@Suite("Decimal text")
struct DecimalTextTests {
  @Test(
    "the same digits as String(n)",
    arguments: [
      0, 1, 9, 10, 11, 59, 99, 100, 101, 640, 999, 1000, 2026, 65_535, 1 << 31, 1 << 32,
      999_999_999_999_999_999, 1_000_000_000_000_000_000, Int.max, Int.max - 1,
      -1, -9, -10, -42, -1000, -(1 << 31), Int.min + 1, Int.min,
    ])
  func sameDigits(_ value: Int) {
    #expect(decimalText(value) == value.description)
  }

  @Test("every power of ten and its neighbours, either sign")
  func powersOfTen() {
    var power = 1
    for _ in 0...18 {
      for value in [power - 1, power, power + 1] {
        #expect(decimalText(value) == value.description)
        #expect(decimalText(-value) == (-value).description)
      }
      power = power.multipliedReportingOverflow(by: 10).partialValue
    }
  }
}
