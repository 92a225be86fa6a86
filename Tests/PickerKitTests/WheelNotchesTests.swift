import PickerKit
import Testing

/// A mouse wheel's smooth deltas counted into notches (``WheelNotches``), as X, Mutter and
/// wlroots compositors send them.
@Suite("Mouse-wheel notches")
struct WheelNotchesTests {
  /// (who sends them, deltas of one event each, notches each event completes)
  @Test(
    "one click, one notch, whatever a click's size",
    arguments: [
      ("X and Mutter: 1.0 a click", [1.0, 1.0, -1.0], [1, 1, -1]),
      ("sway and KWin: 1.5 a click", [1.5, 1.5, 1.5, -1.5], [1, 1, 1, -1]),
      ("two clicks in one event", [1.5, 3.0], [1, 2]),
      (
        "a high-resolution wheel: quarter clicks", [0.25, 0.25, 0.25, 0.25, 0.25], [0, 0, 0, 1, 0]
      ),
      (
        "quarters after a click of 1.5 is known", [1.5, 0.375, 0.375, 0.375, 0.375],
        [1, 0, 0, 0, 1]
      ),
      ("no delta and no number", [0, .nan, .infinity, 1.0], [0, 0, 0, 1]),
      ("turned back with a part-click", [1.0, 0.5, -1.0], [1, 0, -1]),
      ("a hostile delta is bounded", [1.0, 1e300], [1, 1000]),
    ])
  func notches(sender: String, deltas: [Double], expected: [Int]) {
    var counter = WheelNotches()
    #expect(deltas.map { counter.add($0) } == expected, "\(sender)")
  }

  @Test("a click's size is the smallest whole delta seen")
  func learnsTheClick() {
    var counter = WheelNotches()
    #expect(counter.click == nil)
    _ = counter.add(3.0)
    #expect(counter.click == 3.0)
    _ = counter.add(1.5)
    #expect(counter.click == 1.5)
    _ = counter.add(0.5)
    #expect(counter.click == 1.5)
  }

  @Test("a rest forgets a part-click and keeps the click's size")
  func rest() {
    var counter = WheelNotches()
    _ = counter.add(1.5)
    _ = counter.add(0.75)
    #expect(counter.pending == 0.5)
    counter.rest()
    #expect(counter.pending == 0)
    #expect(counter.add(1.5) == 1)
  }
}
