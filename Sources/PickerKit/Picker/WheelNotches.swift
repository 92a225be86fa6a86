/// Turns a mouse wheel's smooth scroll deltas into whole notches: one notch, one row.
///
/// GTK 3 gives a mouse wheel's clicks as smooth deltas, and how big one click is depends
/// on who sends it. X (XInput 2) and GNOME's Mutter send 1.0 per click; wlroots
/// compositors (sway) and KWin pass libinput's 15° on, which GTK makes 1.5. GTK's own
/// discrete event, which says "one click", is dropped for a widget that asks for smooth
/// scrolling. So the counter learns a click's size from the deltas themselves: a mouse
/// sends whole clicks, one per event, and the smallest delta of at least 1 seen from it is
/// one click. A delta below 1 (a high-resolution wheel's part of a click) adds up until it
/// makes a click of the size known.
public struct WheelNotches: Equatable, Sendable {
  /// One click's delta, as learned (1 until a larger delta has been the only kind seen).
  public private(set) var click: Double?
  /// Clicks given but not yet whole.
  public private(set) var pending = 0.0

  /// A counter that has seen no click yet.
  public init() {}

  /// Adds one event's vertical delta (positive: down); returns the whole notches it
  /// completes, signed (positive: down).
  public mutating func add(_ delta: Double) -> Int {
    guard delta.isFinite, delta != 0 else { return 0 }
    let size = abs(delta)
    if size >= 1 { click = min(click ?? size, size) }
    // Turned back: a part-click the other way is forgotten, so the first click back is one.
    if pending != 0, (pending > 0) != (delta > 0) { pending = 0 }
    // Bounded: no wheel turns a thousand rows in one event, and a hostile delta must not
    // overflow the conversion to Int.
    pending = min(max(pending + delta / (click ?? 1), -1000), 1000)
    // A value a hair under a whole click (1.5 / 1.5 read back as 0.999…) is one click.
    let whole = Int((pending + (pending > 0 ? 1e-9 : -1e-9)).rounded(.towardZero))
    pending -= Double(whole)
    return whole
  }

  /// Forgets the part-click (the wheel came to rest); a click's size is kept.
  public mutating func rest() { pending = 0 }
}
