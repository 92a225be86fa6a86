import PickerKit
import Testing

/// When a text wheel measures its titles and ellipsizes them (``TitleWidths``).
@Suite("Title widths")
struct TitleWidthsTests {
  /// (case, longest title's bytes, all printable ASCII, glyph bound, padding, cell width,
  /// measured?)
  @Test(
    "a title is measured only where it may be wider than the cell",
    arguments: [
      ("five-digit zips in a desktop wheel", 5, true, 20, 4, 170, false),
      ("the longest fits exactly", 8, true, 20, 4, 164, false),
      ("one pixel more than the cell", 8, true, 20, 4, 163, true),
      ("a meal in a phone's third", 15, true, 20, 4, 112, true),
      ("short, but not ASCII", 2, false, 20, 4, 500, true),
      ("the font not known yet", 1, true, nil, 0, 500, true),
      ("a hostile length", Int.max / 2, true, 20, 4, 500, true),
      ("a hostile length, just no overflow", Int.max / 2, true, 2, 4, 500, true),
    ] as [(String, Int, Bool, Int?, Int, Int, Bool)])
  func measuring(
    _ name: String, bytes: Int, plain: Bool, glyphBound: Int?, padding: Int, cellWidth: Int,
    measured: Bool
  ) {
    var widths = TitleWidths(boundChars: 32)
    widths.setFont(glyphBound: glyphBound, padding: padding)
    widths.reload(longestBytes: bytes, isPlainASCII: plain)
    #expect(widths.needsMeasuring(row: 3, cellWidth: cellWidth) == measured, "\(name)")
  }

  @Test(
    "printable ASCII is what the glyph bound holds for",
    arguments: [
      ("75001", true), ("Vegetable Curry", true), ("", true), ("tab\there", false),
      ("line\nbreak", false), ("牛肉麵", false), ("\u{FDFD}", false), ("café", false),
    ])
  func plainASCII(title: String, plain: Bool) {
    #expect(TitleWidths.isPlainASCII(title) == plain)
  }

  @Test("a row is measured once, until the rows or the font change")
  func once() {
    var widths = TitleWidths(boundChars: 32)
    widths.setFont(glyphBound: 20, padding: 4)
    widths.reload(longestBytes: 15, isPlainASCII: true)
    widths.record(row: 5, width: 130)
    #expect(!widths.needsMeasuring(row: 5, cellWidth: 112))
    #expect(widths.needsMeasuring(row: 6, cellWidth: 112))
    widths.reload(longestBytes: 15, isPlainASCII: true)
    #expect(widths.needsMeasuring(row: 5, cellWidth: 112))
    #expect(widths.widest == 0)
    widths.record(row: 5, width: 130)
    widths.setFont(glyphBound: 25, padding: 4)
    #expect(widths.needsMeasuring(row: 5, cellWidth: 112))
    #expect(widths.widest == 0)
  }

  /// (case, longest bytes, widths measured, cell width, ellipsizes?)
  @Test(
    "titles ellipsize while one drawn is wider than the cell, or one passes the bound",
    arguments: [
      ("nothing measured", 15, [], 112, false),
      ("all fit", 15, [90, 104, 112], 112, false),
      ("one a pixel wider", 15, [90, 113], 112, true),
      ("the same wheel made wider", 15, [90, 130], 140, false),
      ("a title past 32 bytes, in a wide wheel", 33, [], 2_000, true),
    ] as [(String, Int, [Int], Int, Bool)])
  func ellipsizing(_ name: String, bytes: Int, measured: [Int], cellWidth: Int, on: Bool) {
    var widths = TitleWidths(boundChars: 32)
    widths.setFont(glyphBound: 20, padding: 4)
    widths.reload(longestBytes: bytes, isPlainASCII: true)
    for (row, width) in measured.enumerated() { widths.record(row: row, width: width) }
    #expect(widths.ellipsizes(cellWidth: cellWidth) == on, "\(name)")
  }
}
