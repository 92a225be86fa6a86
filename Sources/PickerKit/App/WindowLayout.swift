/// How a window lays itself out at its current size: the same window, the same code path,
/// at every size, with two named breakpoints, as GNOME Clocks and the Phosh apps adapt from
/// the desktop to a 360 px phone.
///
/// - **Narrow** (``narrowBelow``): the tab bar moves to the bottom with an icon over a short
///   label, the pages' margins shrink, the slot reels take smaller rows.
/// - **Short** (``shortBelow``): the pages' margins and spacing shrink, and the slot
///   machine's WINNER! label sits beside Spin instead of over it. (The wheels choose their
///   compact drum from the height they are given, not from this.)
///
/// Each breakpoint has hysteresis: a layout entered below a width or height is left only
/// ``hysteresis`` pixels above it, so a window resized slowly across a breakpoint changes
/// once, and a change that alters the window's least size cannot swing it back. Every
/// layout's least size lies below the breakpoint that leaves it, so a person can always
/// shrink a window across one.
public struct WindowLayout: Equatable, Sendable, CustomStringConvertible {
  /// Whether the window is narrower than ``narrowBelow`` (a phone held upright).
  public var isNarrow: Bool
  /// Whether the window is shorter than ``shortBelow`` (a phone held sideways).
  public var isShort: Bool

  /// A layout.
  public init(isNarrow: Bool = false, isShort: Bool = false) {
    self.isNarrow = isNarrow
    self.isShort = isShort
  }

  /// The desktop's layout: neither narrow nor short.
  public static let wide = WindowLayout()

  /// Below this width, in logical pixels, a window is narrow.
  public static let narrowBelow = 560
  /// Below this height, in logical pixels (the window's own, header bar included), a
  /// window is short.
  public static let shortBelow = 440
  /// How far past a breakpoint a window must grow to leave the layout it entered there.
  public static let hysteresis = 40

  /// Whether the layout is compact in any way (narrow or short).
  public var isCompact: Bool { isNarrow || isShort }

  /// The layout of a window `width` × `height` pixels that had the layout `current` (none for
  /// a window laid out for the first time). Sizes of 0 or less (not yet allocated) keep
  /// `current`.
  public static func at(width: Int, height: Int, current: WindowLayout? = nil) -> WindowLayout {
    guard width > 0, height > 0 else { return current ?? .wide }
    return WindowLayout(
      isNarrow: crossed(width, narrowBelow, inside: current?.isNarrow),
      isShort: crossed(height, shortBelow, inside: current?.isShort))
  }

  /// Whether `size` is inside the layout of a breakpoint at `limit`: below it to enter,
  /// at `limit + hysteresis` or more to leave.
  private static func crossed(_ size: Int, _ limit: Int, inside: Bool?) -> Bool {
    inside == true ? size < limit + hysteresis : size < limit
  }

  /// The layout in words: "wide", "narrow", "short", "narrow short".
  public var description: String {
    let words = [isNarrow ? "narrow" : nil, isShort ? "short" : nil].compactMap { $0 }
    return words.isEmpty ? "wide" : words.joined(separator: " ")
  }
}
