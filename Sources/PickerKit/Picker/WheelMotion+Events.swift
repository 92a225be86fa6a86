// What the wheel view tells a `WheelMotion`, and what the motion tells it back.

extension WheelMotion {
  /// What a person or the program did to the wheel.
  public enum Input: Equatable, Sendable {
    /// A press or a touch began, `y` pixels from the wheel's top; it becomes a drag past
    /// `threshold` pixels (more for a finger than for a mouse).
    case press(y: Double, threshold: Double)
    /// The press under way has moved `dy` pixels since it began.
    case drag(dy: Double)
    /// The press ended. `tapped` is the position drawn where it ended (nil: none);
    /// `selectedRow` the wheel's selected row.
    case release(tapped: Int?, selectedRow: Int)
    /// The press under way was taken from the wheel (a touch cancelled by the
    /// compositor, a grab).
    case cancel
    /// GTK counted the press under way as the `count`th in one place (2: a double-click
    /// or double-tap).
    case pressCount(Int)
    /// GTK stopped counting presses (its double-click time passed, or a press moved away).
    case pressCountStopped
    /// Mouse-wheel notches: `count` rows down (negative: up).
    case notch(Int)
    /// A mouse wheel's smooth delta, in notches (some mice report halves).
    case mouseDelta(Double)
    /// A touchpad's delta, in rows.
    case scroll(Double)
    /// The touchpad's fingers lifted.
    case scrollStop
    /// Turn so `row` sits in the band: a key, type-ahead, an assistive technology
    /// (`byPerson`: its turn ticks) or the program. Not `animated`: at once.
    case turn(toRow: Int, animated: Bool, byPerson: Bool)
    /// A reel's roll: through more than one whole turn down to `row`, for `duration`
    /// seconds, without ticks.
    case roll(toRow: Int, duration: Double)
    /// The wheel's rows changed: the motion stops, at the position of `row`.
    case reload(WheelRows, row: Int)
    /// The turn under way ends at once (the view cannot show it: it is not on screen).
    case finishTurn
  }

  /// What the wheel view does for the motion.
  public enum Output: Equatable, Sendable {
    /// A row crossed the band while a person turned the wheel.
    case tick
    /// The motion will come to rest on `row`: select it, and report it if it changed.
    case settle(row: Int)
    /// A double-click or double-tap: activate the selected row.
    case activate
  }
}
