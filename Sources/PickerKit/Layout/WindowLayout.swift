/// How a window lays itself out at its current size: the same window, the same code path,
/// at every size, with two named breakpoints (a ``LayoutPolicy``), as GNOME Clocks and the
/// Phosh apps adapt from the desktop to a 360 px phone.
///
/// What an app does at each is its own; typically:
/// - **Narrow**: a tab bar moves to the bottom with an icon over a short label, margins
///   shrink, rows of images get smaller.
/// - **Short**: margins and spacing shrink, and rows of images get smaller still. (The
///   wheels choose their compact drum from the height they are given, not from this.)
public struct WindowLayout: Equatable, Sendable, CustomStringConvertible {
  /// Whether the window is narrower than its policy's ``LayoutPolicy/narrowBelow`` (a phone
  /// held upright).
  public var isNarrow: Bool
  /// Whether the window is shorter than its policy's ``LayoutPolicy/shortBelow`` (a phone
  /// held sideways).
  public var isShort: Bool

  /// A layout.
  public init(isNarrow: Bool = false, isShort: Bool = false) {
    self.isNarrow = isNarrow
    self.isShort = isShort
  }

  /// The desktop's layout: neither narrow nor short.
  public static let wide = WindowLayout()

  /// Whether the layout is compact in any way (narrow or short).
  public var isCompact: Bool { isNarrow || isShort }

  /// The layout of a window `width` × `height` pixels under `policy` that had the layout
  /// `current` (none for a window laid out for the first time). Sizes of 0 or less (not yet
  /// allocated) keep `current`.
  public static func at(
    width: Int, height: Int, current: WindowLayout? = nil, policy: LayoutPolicy = .phone
  ) -> WindowLayout {
    guard width > 0, height > 0 else { return current ?? .wide }
    return WindowLayout(
      isNarrow: policy.crossed(width, policy.narrowBelow, inside: current?.isNarrow),
      isShort: policy.crossed(height, policy.shortBelow, inside: current?.isShort))
  }

  /// The layout in words: "wide", "narrow", "short", "narrow short".
  public var description: String {
    let words = [isNarrow ? "narrow" : nil, isShort ? "short" : nil].compactMap { $0 }
    return words.isEmpty ? "wide" : words.joined(separator: " ")
  }
}
