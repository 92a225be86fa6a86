import CGtk

/// Where a label's lines may break (`PangoWrapMode`).
public enum WrapMode: Sendable {
  /// Between words only.
  case word
  /// Between any two characters.
  case character
  /// Between words, and inside a word too long for a line.
  case wordOrCharacter

  /// The value GTK takes.
  package var pango: PangoWrapMode {
    switch self {
    case .word: PANGO_WRAP_WORD
    case .character: PANGO_WRAP_CHAR
    case .wordOrCharacter: PANGO_WRAP_WORD_CHAR
    }
  }

  /// The value GTK reports.
  package init(_ pango: PangoWrapMode) {
    switch pango {
    case PANGO_WRAP_CHAR: self = .character
    case PANGO_WRAP_WORD_CHAR: self = .wordOrCharacter
    default: self = .word
    }
  }
}

/// Where text that does not fit is cut, with an ellipsis (`PangoEllipsizeMode`).
public enum Truncation: Sendable {
  /// Never: the text asks for its whole width.
  case none
  /// "…end of the text".
  case start
  /// "Start…end".
  case middle
  /// "Start of the text…".
  case end

  /// The value GTK takes.
  package var pango: PangoEllipsizeMode {
    switch self {
    case .none: PANGO_ELLIPSIZE_NONE
    case .start: PANGO_ELLIPSIZE_START
    case .middle: PANGO_ELLIPSIZE_MIDDLE
    case .end: PANGO_ELLIPSIZE_END
    }
  }

  /// The value GTK reports.
  package init(_ pango: PangoEllipsizeMode) {
    switch pango {
    case PANGO_ELLIPSIZE_START: self = .start
    case PANGO_ELLIPSIZE_MIDDLE: self = .middle
    case PANGO_ELLIPSIZE_END: self = .end
    default: self = .none
    }
  }
}

/// How a label's lines align with each other (`GtkJustification`).
public enum Justification: Sendable {
  /// At the left.
  case left
  /// At the right.
  case right
  /// Centred.
  case center
  /// Stretched to the full width.
  case fill

  /// The value GTK takes.
  package var gtk: GtkJustification {
    switch self {
    case .left: GTK_JUSTIFY_LEFT
    case .right: GTK_JUSTIFY_RIGHT
    case .center: GTK_JUSTIFY_CENTER
    case .fill: GTK_JUSTIFY_FILL
    }
  }

  /// The value GTK reports.
  package init(_ gtk: GtkJustification) {
    switch gtk {
    case GTK_JUSTIFY_RIGHT: self = .right
    case GTK_JUSTIFY_CENTER: self = .center
    case GTK_JUSTIFY_FILL: self = .fill
    default: self = .left
    }
  }
}
