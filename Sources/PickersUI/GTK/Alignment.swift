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
  package var gtk: GtkAlign {
    switch self {
    case .fill: GTK_ALIGN_FILL
    case .start: GTK_ALIGN_START
    case .end: GTK_ALIGN_END
    case .center: GTK_ALIGN_CENTER
    case .baseline: GTK_ALIGN_BASELINE
    }
  }

  /// The alignment GTK reports.
  package init(_ gtk: GtkAlign) {
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
  package var gtk: GtkOrientation {
    self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
  }
}

/// When a scrolled window shows a scroll bar (`GtkPolicyType`).
public enum ScrollBarPolicy: Sendable {
  /// Always.
  case always
  /// When the content is larger than the window.
  case automatic
  /// Never, and the window is as large as its content along that edge.
  case never
  /// Never, and the content scrolls only as the program says (the window may be smaller).
  case external

  /// The value GTK takes.
  package var gtk: GtkPolicyType {
    switch self {
    case .always: GTK_POLICY_ALWAYS
    case .automatic: GTK_POLICY_AUTOMATIC
    case .never: GTK_POLICY_NEVER
    case .external: GTK_POLICY_EXTERNAL
    }
  }
}

/// An edge of a widget: where a notebook's tabs sit (`GtkPositionType`).
public enum Edge: Sendable {
  /// The left edge.
  case left
  /// The right edge.
  case right
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom

  /// The value GTK takes.
  package var gtk: GtkPositionType {
    switch self {
    case .left: GTK_POS_LEFT
    case .right: GTK_POS_RIGHT
    case .top: GTK_POS_TOP
    case .bottom: GTK_POS_BOTTOM
    }
  }

  /// The edge GTK reports.
  package init(_ gtk: GtkPositionType) {
    switch gtk {
    case GTK_POS_LEFT: self = .left
    case GTK_POS_RIGHT: self = .right
    case GTK_POS_BOTTOM: self = .bottom
    default: self = .top
    }
  }
}
