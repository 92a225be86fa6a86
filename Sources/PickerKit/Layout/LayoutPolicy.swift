/// Where a window's layouts begin and end (``WindowLayout``), and the least size every
/// window keeps to in its compact layouts.
///
/// Each breakpoint has hysteresis: a layout entered below a width or height is left only
/// ``hysteresis`` pixels above it, so a window resized slowly across a breakpoint changes
/// once, and a change that alters the window's least size cannot swing it back. Every
/// layout's least size lies below the breakpoint that leaves it, so a person can always
/// shrink a window across one.
public struct LayoutPolicy: Equatable, Sendable {
  /// Below this width, in logical pixels, a window is narrow.
  public var narrowBelow: Int
  /// Below this height, in logical pixels (the window's own, header bar included), a
  /// window is short.
  public var shortBelow: Int
  /// How far past a breakpoint a window must grow to leave the layout it entered there.
  public var hysteresis: Int
  /// The least size a window reaches in its compact layouts, header bar included.
  public var leastSize: (width: Int, height: Int)

  /// A policy.
  public init(
    narrowBelow: Int, shortBelow: Int, hysteresis: Int, leastSize: (width: Int, height: Int)
  ) {
    self.narrowBelow = narrowBelow
    self.shortBelow = shortBelow
    self.hysteresis = hysteresis
    self.leastSize = leastSize
  }

  /// A policy from the desktop to a phone: narrow below 560 px, short below 440 px, 40 px
  /// of hysteresis, and every window fits a phone's 360 × 320.
  public static let phone = LayoutPolicy(
    narrowBelow: 560, shortBelow: 440, hysteresis: 40, leastSize: (360, 320))

  /// Whether `size` is inside the layout of a breakpoint at `limit`: below it to enter,
  /// at `limit + hysteresis` or more to leave.
  func crossed(_ size: Int, _ limit: Int, inside: Bool?) -> Bool {
    inside == true ? size < limit + hysteresis : size < limit
  }

  public static func == (a: LayoutPolicy, b: LayoutPolicy) -> Bool {
    a.narrowBelow == b.narrowBelow && a.shortBelow == b.shortBelow
      && a.hysteresis == b.hysteresis && a.leastSize == b.leastSize
  }
}
