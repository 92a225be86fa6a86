/// Typing to a row, as a wheel does it without a search pop-up: what a person types within
/// ``pause`` seconds of the last key adds up to a prefix, and the first row whose title
/// starts with it (letter case aside) becomes the row to turn to.
///
/// Design note: GTK's type-ahead opens a search pop-up over the window, which took the next
/// click only to close itself (a click on Select opened no alert). A wheel needs none: its
/// band already shows where typing led. The rule lives here, a value with the time passed
/// in, so it is tested without a display.
public struct TypeAhead: Sendable {
  /// How long a pause starts a new prefix, in seconds (GTK's type-ahead waits as long).
  public static let pause = 1.0
  /// What was typed since the last pause.
  public private(set) var typed = ""
  private var lastKey = -Double.infinity

  /// Nothing typed yet.
  public init() {}

  /// Adds `text` (a key's character) typed at `time` (seconds) and returns the first row of
  /// `titles` that starts with everything typed since the last pause, or nil when none
  /// does (the wheel then stays where it is, and typing on still adds to the prefix).
  public mutating func type(_ text: String, at time: Double, titles: [String]) -> Int? {
    if time - lastKey > Self.pause { typed = "" }
    lastKey = time
    typed += text
    let prefix = Self.folded(typed)
    return titles.firstIndex { Self.folded($0).hasPrefix(prefix) }
  }

  /// Whether a prefix is being typed at `time`: something was typed less than ``pause``
  /// ago. A space only continues a prefix ("New Y"); alone it is the key's own (GTK's).
  public func isTyping(at time: Double) -> Bool {
    !typed.isEmpty && time - lastKey <= Self.pause
  }

  /// Forgets what was typed (Escape, or new rows).
  public mutating func reset() {
    typed = ""
    lastKey = -Double.infinity
  }

  /// `text` with letter case folded for comparison, the same in every language: "Texel"
  /// and "tex" match, and so do "İl", "IL", "il" and "ıl" with "Ilford", and "STRASSE" with
  /// "Straße". Upper then lower case is Unicode's full case folding but for a few letters
  /// no row title starts with; a lower-case "İ" is "i" with a combining dot above (U+0307),
  /// and that dot, on a letter that has its own dot (Unicode's `Soft_Dotted`), is dropped.
  /// Canonically equivalent texts ("é" and "e" + U+0301) already compare equal in Swift.
  static func folded(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    var dotted = false
    for scalar in text.uppercased().lowercased().unicodeScalars {
      if dotted && scalar == "\u{307}" { continue }
      scalars.append(scalar)
      dotted = scalar.properties.isSoftDotted
    }
    return String(scalars)
  }
}
