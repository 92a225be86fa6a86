import CGtk
import PickerKit

/// What a person is doing to a wheel: a press and perhaps a drag (by the pointer or a
/// finger), the last moments of motion (for a fling's speed), the target of mouse-wheel
/// notches, and the timer that says the motion has come to rest.
struct WheelInput {
  /// Where (pixels from the wheel's top) and at which offset the press or touch began.
  var press: (y: Double, offset: Double)?
  /// Whether the press has become a drag.
  var dragging = false
  /// The press count GTK's multi-press gesture gave the press under way: 2 for the
  /// second press of a double-click or double-tap (two in one place, in GTK's
  /// double-click time; a drag between them starts the count again).
  var presses = 0
  /// Whether GTK cancelled the press under way (a touch cancelled, a grab taken): it then
  /// ends as a drag does, in a rest, never as a tap.
  var cancelled = false
  /// How far the press under way may move and still be a tap: a finger wobbles more than
  /// a mouse (``WheelView/dragThreshold`` for a pointer, GTK's drag threshold for touch).
  var threshold = 4.0
  /// Whether the last press ended as a drag: a press that follows it in one place is no
  /// double-tap, whatever GTK counted.
  var lastWasDrag = false
  /// Recent (time in seconds, offset) samples of a drag or touchpad scroll.
  var samples: [(time: Double, offset: Double)] = []
  /// The row mouse-wheel notches are heading for.
  var stepTarget: Int?
  /// Mouse-wheel clicks given as smooth deltas, counted into whole notches.
  var notches = WheelNotches()
  /// The GLib source that fires when the motion has rested, or 0.
  var restTimer: UInt32 = 0

  /// Stops the rest timer.
  @MainActor
  mutating func cancelRest() {
    GLibScheduler.cancel(restTimer)
    restTimer = 0
  }

  /// The speed of the recent motion, rows per second (0 when it stopped moving).
  func velocity(now: Double) -> Double {
    let recent = samples.filter { now - $0.time < 0.1 }
    guard let first = recent.first, let last = recent.last, last.time - first.time > 0.01,
      now - last.time < 0.05
    else { return 0 }
    return (last.offset - first.offset) / (last.time - first.time)
  }
}
