import PickerKit
import Testing

/// Turns that are not a press: the mouse wheel's notches and smooth deltas, a touchpad's
/// fingers, keys, the program's turns and a reel's roll, loops, and a reload mid-motion.
extension WheelMotionTests {
  @Test func notchesTurnARowEachAndReportOnceAtRest() {
    let rig = MotionRig(rows: 20)
    for _ in 0..<4 {
      rig.send(.notch(1))
      rig.wait(0.05)
    }
    #expect(rig.settled.isEmpty, "no report while the wheel is still moving")
    rig.wait(0.3)
    #expect(rig.settled == [4])
    #expect(rig.offset == 4)
    rig.send(.notch(-1))
    rig.send(.notch(-1))
    rig.wait(0.5)
    #expect(rig.settled == [4, 2])
  }

  @Test func aKeyAfterNotchesEndsOnTheKeysRow() {
    let rig = MotionRig(rows: 40)
    rig.send(.notch(1))
    rig.send(.notch(1))
    rig.wait(0.05)
    // Page Down on row 2 selects row 10 at once (the view reports it) and turns there.
    rig.send(.turn(toRow: 10, animated: true, byPerson: true))
    rig.wait(0.6)
    #expect(rig.settled.isEmpty, "the notches' rest does not settle mid-turn")
    #expect(rig.offset == 10)
  }

  @Test func smoothMouseDeltasCountAsNotches() {
    let rig = MotionRig(rows: 20)
    for _ in 0..<8 {
      rig.send(.mouseDelta(0.5))
      rig.wait(0.03)
    }
    rig.wait(0.5)
    #expect(rig.settled == [4])
    #expect(rig.offset == 4)
  }

  @Test func aNotchDuringATurnGoesOnFromWhereTheTurnEnds() {
    let rig = MotionRig(rows: 40, row: 5)
    rig.send(.turn(toRow: 0, animated: true, byPerson: false))  // a dependent wheel reloaded
    rig.wait(0.02)
    #expect(rig.offset > 3, "still turning from row 5")
    rig.send(.notch(1))
    rig.wait(0.5)
    #expect(rig.settled == [1], "one row past the row the turn went to, not past 5")
    #expect(rig.offset == 1)
  }

  @Test func touchpadDeltasFollowTheFingersAndRestOnARow() {
    let rig = MotionRig(rows: 40)
    for index in 1...16 {
      rig.send(.scroll(0.2))
      rig.wait(0.06)
      if index == 8 { #expect(abs(rig.offset - 1.6) < 1e-9, "the wheel follows the fingers") }
    }
    #expect(rig.settled.isEmpty, "no report while the fingers move")
    rig.send(.scrollStop)
    rig.wait(0.5)
    #expect(rig.settled == [3])
    #expect(rig.offset == 3)
    #expect(rig.ticks == 3)
    // Without a stop event, the wheel rests 0.15 s after the last delta.
    rig.send(.scroll(0.8))
    rig.wait(0.1)
    #expect(rig.settled == [3])
    rig.wait(0.5)
    #expect(rig.settled == [3, 4])
  }

  @Test func aLoopTurnsPastItsEndAndComesBackAmongItsRows() {
    let rig = MotionRig(rows: 60, looping: true, row: 59)
    rig.send(.notch(1))
    rig.wait(0.5)
    #expect(rig.settled == [0], "59 plus a notch is 00")
    #expect(rig.offset == 0, "the position brought back among the rows")
    rig.send(.notch(-1))
    rig.send(.notch(-1))
    rig.wait(0.5)
    #expect(rig.settled == [0, 58])
    #expect(rig.offset == 58)
    #expect(rig.ticks == 3)
  }

  @Test func aReelRollsMoreThanATurnWithoutTicks() {
    let rig = MotionRig(rows: 10, looping: true, row: 7)
    rig.send(.roll(toRow: 3, duration: 0.3))
    #expect(rig.offset >= 13, "starts more than a whole turn above the row")
    rig.wait(0.15)
    #expect(rig.offset > 3)
    rig.wait(0.2)
    #expect(rig.offset == 3)
    #expect(rig.ticks == 0)
    #expect(rig.motion.phase == .resting)
  }

  /// (by a person, ticks): a key's turn ticks, the program's does not.
  @Test("turns tick only for a person", arguments: [(true, 5), (false, 0)])
  func turnTicks(byPerson: Bool, ticks: Int) {
    let rig = MotionRig(rows: 20)
    rig.send(.turn(toRow: 5, animated: true, byPerson: byPerson))
    rig.wait(0.5)
    #expect(rig.offset == 5)
    #expect(rig.ticks == ticks)
    #expect(rig.settled.isEmpty, "a turn to a row already selected reports nothing")
  }

  @Test func aReloadStopsTheMotionAndItsPendingRest() {
    let rig = MotionRig(rows: 20)
    rig.send(.notch(3))
    rig.send(.reload(WheelRows(count: 5, looping: false), row: 0))
    rig.wait(0.5)
    #expect(rig.settled.isEmpty, "a rest pending from the old rows does not settle")
    #expect(rig.offset == 0)
  }
}
