import CGtk

/// How a widget sits in more width or height than it asks for (`GtkAlign`).
public enum Alignment: Sendable {
  /// It takes all of it.
  case fill
  /// At the start (the top, or the left in a left-to-right language).
  case start
  /// At the end.
  case end
  /// In the middle.
  case center
  /// On the baseline of its row's text (height only).
  case baseline

  /// The value GTK takes.
  public var gtk: GtkAlign {
    switch self {
    case .fill: GTK_ALIGN_FILL
    case .start: GTK_ALIGN_START
    case .end: GTK_ALIGN_END
    case .center: GTK_ALIGN_CENTER
    case .baseline: GTK_ALIGN_BASELINE
    }
  }

  /// The alignment GTK reports.
  public init(_ gtk: GtkAlign) {
    switch gtk {
    case GTK_ALIGN_START: self = .start
    case GTK_ALIGN_END: self = .end
    case GTK_ALIGN_CENTER: self = .center
    case GTK_ALIGN_BASELINE: self = .baseline
    default: self = .fill
    }
  }
}

/// Which way a box lays out its children (`GtkOrientation`).
public enum Orientation: Sendable {
  /// In a row.
  case horizontal
  /// In a column.
  case vertical

  /// The value GTK takes.
  public var gtk: GtkOrientation {
    self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
  }
}
