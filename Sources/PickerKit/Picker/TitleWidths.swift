/// Whether a text wheel ellipsizes its titles: when a title it draws is wider than the
/// wheel (three meals side by side on a phone with Large Text), or one is longer than the
/// bound every wheel keeps. The view measures a title as it first draws it (with Pango);
/// this says which need measuring and what follows.
///
/// A title of printable ASCII and `n` bytes has `n` glyphs, each at most ``glyphBound``
/// pixels wide, so while the longest title's bytes times that bound fit the cell, no title
/// can overflow and none is measured: a wheel of short codes or numbers never is, however
/// many rows it has, and measuring them all at each reload would cost a frame. Other text
/// (a tab, a ligature as wide as a word, Chinese) has no such bound: each title drawn is
/// measured. (Figures: docs/PERFORMANCE.md.)
public struct TitleWidths: Sendable {
  /// The most characters a title keeps before it ellipsizes whatever the wheel's width.
  public let boundChars: Int
  /// The widest a printable ASCII glyph of the font can be, in pixels (nil: not known,
  /// every title is measured).
  public private(set) var glyphBound: Int?
  /// The renderer's padding, both sides together, in pixels.
  public private(set) var padding = 0
  /// The longest title's length in bytes (at least its characters).
  public private(set) var longestBytes = 0
  /// Whether every title is printable ASCII, whose glyphs ``glyphBound`` bounds.
  public private(set) var isPlainASCII = true
  /// The widest title measured since the rows or the font last changed, padding included.
  public private(set) var widest = 0
  private var measured: Set<Int> = []

  /// Titles that ellipsize past `boundChars` characters.
  public init(boundChars: Int) {
    self.boundChars = boundChars
  }

  /// New rows, whose longest title has `longestBytes` bytes, all of them printable ASCII
  /// or not (`isPlainASCII`): none is measured yet.
  public mutating func reload(longestBytes: Int, isPlainASCII: Bool) {
    self.longestBytes = longestBytes
    self.isPlainASCII = isPlainASCII
    forget()
  }

  /// Whether `title` is printable ASCII only (no tab, no control character, nothing past
  /// U+007E).
  public static func isPlainASCII(_ title: String) -> Bool {
    title.utf8.allSatisfy { (0x20...0x7E).contains($0) }
  }

  /// A new font: no glyph wider than `glyphBound` pixels, `padding` pixels around a title.
  public mutating func setFont(glyphBound: Int?, padding: Int) {
    self.glyphBound = glyphBound
    self.padding = padding
    forget()
  }

  /// Whether `row`'s title is to be measured before it is drawn in a cell `cellWidth`
  /// pixels wide: not yet measured, and perhaps wider than the cell.
  public func needsMeasuring(row: Int, cellWidth: Int) -> Bool {
    guard !measured.contains(row) else { return false }
    guard isPlainASCII, let glyphBound else { return true }
    let (glyphs, overflow) = longestBytes.multipliedReportingOverflow(by: glyphBound)
    return overflow || glyphs > cellWidth - padding
  }

  /// Records that `row`'s title is `width` pixels wide, padding included.
  public mutating func record(row: Int, width: Int) {
    measured.insert(row)
    widest = max(widest, width)
  }

  /// Whether titles ellipsize in a cell `cellWidth` pixels wide.
  public func ellipsizes(cellWidth: Int) -> Bool {
    longestBytes > boundChars || widest > cellWidth
  }

  private mutating func forget() {
    measured.removeAll()
    widest = 0
  }
}
