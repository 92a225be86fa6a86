import PickerKit
import Testing

/// A wheel's motion run by hand: `WheelTurner` with a `ManualScheduler`'s clock, and a
/// frame each 1/60 s while the wheel turns, as GTK's frame clock gives them. Rows are
/// 32 px high.
final class MotionRig {
  let scheduler = ManualScheduler()
  let turner: WheelTurner
  private(set) var outputs: [WheelMotion.Output] = []

  init(rows: Int, looping: Bool = false, row: Int = 0) {
    let scheduler = self.scheduler
    turner = WheelTurner(
      WheelMotion(rows: WheelRows(count: rows, looping: looping), rowHeight: 32, row: row),
      clock: { scheduler.now }, scheduler: scheduler)
    turner.onOutput = { [unowned self] output in outputs.append(output) }
  }

  var motion: WheelMotion { turner.motion }
  var offset: Double { motion.offset }
  var ticks: Int { outputs.filter { $0 == .tick }.count }
  var activations: Int { outputs.filter { $0 == .activate }.count }
  /// The rows the motion settled on, in order.
  var settled: [Int] {
    outputs.compactMap { if case .settle(let row) = $0 { row } else { nil } }
  }

  func send(_ input: WheelMotion.Input) { turner.send(input) }

  /// Moves time on by `seconds`, a frame each 1/60 s while the wheel turns.
  func wait(_ seconds: Double) {
    let end = scheduler.now + seconds
    while scheduler.now < end - 1e-9 {
      scheduler.advance(by: min(1.0 / 60, end - scheduler.now))
      if motion.isTurning { turner.frame() }
    }
  }

  /// A press at `y` that drags by each of `steps` (pixels from the press), `interval`
  /// seconds apart.
  func drag(from y: Double = 100, _ steps: [Double], interval: Double = 0.01) {
    send(.press(y: y, threshold: 4))
    for dy in steps {
      wait(interval)
      send(.drag(dy: dy))
    }
  }

  /// Ends the press under way where it is, as a tap on `tapped` if it did not move.
  func release(tapped: Int? = nil, selectedRow: Int = 0) {
    send(.release(tapped: tapped, selectedRow: selectedRow))
  }
}

/// A press and what follows it: the drag past its threshold, the pull past the ends, the
/// fling or snap at release, taps, double taps and a cancelled touch. Scrolling, keys and
/// the program's turns are in `WheelMotionTests+Turns.swift`.
@Suite("Wheel motion")
struct WheelMotionTests {
  /// (threshold px, move px, offset after): a press is a tap until it moves past its
  /// threshold, then the wheel follows it, a row per 32 px, the other way.
  @Test(
    "a press becomes a drag past its threshold",
    arguments: [(4.0, 3.0, 0.0), (4.0, -4.0, 0.125), (8.0, -6.0, 0.0), (8.0, -64.0, 2.0)])
  func dragThreshold(threshold: Double, dy: Double, offset: Double) {
    let rig = MotionRig(rows: 20)
    rig.send(.press(y: 100, threshold: threshold))
    rig.send(.drag(dy: dy))
    #expect(abs(rig.offset - offset) < 1e-9)
    #expect(rig.outputs.isEmpty || offset != 0, "nothing happens under the threshold")
  }

  /// (looping, pixels dragged, offset): a wheel with ends gives 0.4 of a row past them, a
  /// loop none.
  @Test(
    "a drag pulls a little past the ends, a loop has none",
    arguments: [(false, 100.0, -0.4), (false, -1000.0, 19.4), (true, 100.0, -3.125)])
  func overscroll(looping: Bool, dy: Double, offset: Double) {
    let rig = MotionRig(rows: 20, looping: looping)
    rig.send(.press(y: 100, threshold: 4))
    rig.send(.drag(dy: dy))
    #expect(abs(rig.offset - offset) < 1e-9)
  }

  @Test func aQuickReleaseFlingsAndAHeldOneSnaps() {
    // Half a row every 10 ms, 50 rows a second: the fling coasts 0.3 s × 50 = 15 rows on.
    let flung = MotionRig(rows: 100)
    flung.drag([-16, -32, -48, -64, -80])
    flung.release()
    #expect(flung.settled == [18], "2.5 rows dragged, 15 coasted, rounded")
    flung.wait(1.0)
    #expect(flung.offset == 18)
    #expect(flung.motion.phase == .resting)
    #expect(flung.ticks == 18, "a tick for each row that crossed the band")
    // The same drag held still for 60 ms before its release: no speed, a snap.
    let held = MotionRig(rows: 100)
    held.drag([-16, -32, -48, -64, -80])
    held.wait(0.06)
    held.release()
    #expect(held.settled == [3])
    held.wait(0.5)
    #expect(held.offset == 3)
  }

  @Test func aSlowDragSnapsToTheNearestRowWithAnEaseOut() {
    let rig = MotionRig(rows: 20)
    rig.drag([-40, -74], interval: 0.2)  // 2.3 rows, slowly
    rig.release()
    #expect(rig.settled == [2])
    rig.wait(0.1)
    #expect(rig.offset > 2 && rig.offset < 2.3, "on its way back to row 2")
    rig.wait(0.5)
    #expect(rig.offset == 2)
    #expect(rig.ticks == 2)
  }

  /// (rows to the tapped row, seconds its turn takes): 0.2 s and 0.05 s a row, at most
  /// 0.45 s.
  @Test(
    "a tap turns the row drawn there into the band", arguments: [(1, 0.25), (3, 0.35), (9, 0.45)])
  func tap(distance: Int, duration: Double) {
    let rig = MotionRig(rows: 20)
    rig.send(.press(y: 100, threshold: 4))
    rig.send(.release(tapped: distance, selectedRow: 0))
    #expect(rig.settled == [distance], "selected at once, reported once")
    guard case .turning(let turn) = rig.motion.phase else {
      Issue.record("the tap did not turn the wheel")
      return
    }
    #expect(abs(turn.duration - duration) < 1e-9)
    rig.wait(duration)
    #expect(rig.offset == Double(distance))
  }

  @Test func aTapOffTheRowsRestsWhereTheWheelIs() {
    let rig = MotionRig(rows: 3, row: 1)
    rig.send(.press(y: 0, threshold: 4))
    rig.send(.release(tapped: nil, selectedRow: 1))
    #expect(rig.settled == [1])
    #expect(rig.offset == 1)
  }

  @Test func aDoubleTapFinishesTheFirstTapsTurnAndActivates() {
    let rig = MotionRig(rows: 20)
    rig.send(.press(y: 100, threshold: 4))
    rig.send(.pressCount(1))
    rig.send(.release(tapped: 2, selectedRow: 0))
    rig.wait(0.03)
    rig.send(.press(y: 100, threshold: 4))
    rig.send(.pressCount(2))
    #expect(rig.motion.phase != .resting, "the second press stops the turn")
    rig.send(.release(tapped: 2, selectedRow: 2))
    #expect(rig.activations == 1)
    rig.wait(0.5)
    #expect(rig.offset == 2, "the turn the first tap began is finished")
    #expect(rig.settled == [2], "the row, reported once")
    // A third press in one place finishes the turn and does nothing more.
    rig.send(.press(y: 100, threshold: 4))
    rig.send(.pressCount(3))
    rig.send(.release(tapped: 2, selectedRow: 2))
    #expect(rig.activations == 1)
  }

  @Test func twoQuickFlingsAreNoDoubleTap() {
    let rig = MotionRig(rows: 40)
    rig.drag([-15, -30, -45, -60])
    rig.release()
    rig.wait(0.1)
    // GTK counts the second press in one place as a double-click.
    rig.send(.press(y: 100, threshold: 4))
    rig.send(.pressCount(2))
    rig.send(.release(tapped: 5, selectedRow: 5))
    #expect(rig.activations == 0, "a press after a fling is a tap, not a double-tap")
    #expect(rig.settled.count == 2)
  }

  @Test func aCancelledTouchSettlesWhereItIsWithoutAFling() {
    let rig = MotionRig(rows: 100)
    rig.drag([-16, -32, -48, -64, -80])  // a fast drag: 50 rows a second
    rig.send(.cancel)
    #expect(rig.settled == [3], "no coast: the nearest row")
    rig.wait(0.5)
    #expect(rig.offset == 3)
    // GTK ends the cancelled drag afterwards: nothing more happens.
    rig.send(.release(tapped: nil, selectedRow: 3))
    #expect(rig.settled == [3])
  }
}
