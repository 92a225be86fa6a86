import CGtk
import XCTest

@testable import PickersUI

/// Single taps: one turns the row tapped into the band, a finger's wobble is still a tap,
/// and a third tap after a double-tap finishes the turn and activates no more.
extension WheelTouchTests {
  func testATapOnARowOffTheBandTurnsItIntoTheBand() async throws {
    for emulating in [true, false] {
      let (model, picker, window, activations, _, _) = clock()
      defer { gtk_widget_destroy(window.pointer) }
      let minute = picker.wheels[0]
      // Above row 0 of the loop: the drum draws 58 there, where the tree view has no row.
      let y = middle(minute) - 2 * minute.rowHeightF
      let expected = try XCTUnwrap(minute.row(drawnAt: y))
      XCTAssertEqual(expected, 58)
      try touch(minute, [y, y + 1], pause: 0.05, emulating: emulating)
      runMainLoop(for: 0.8)
      XCTAssertEqual(model.selections.map(\.row), [58], "the row tapped, once (\(emulating))")
      XCTAssertEqual(minute.offset.truncatingRemainder(dividingBy: 60), 58, accuracy: 0.001)
      XCTAssertEqual(activations(), 0, "one tap activates nothing")
    }
  }

  func testAFingersWobbleIsStillATap() async throws {
    let (model, picker, window, _, _, _) = clock()
    defer { gtk_widget_destroy(window.pointer) }
    let zip = picker.wheels[1]
    // A finger moves 6 px while it taps: past a mouse's 4 px, within GTK's drag threshold.
    let y = middle(zip) + 2 * zip.rowHeightF
    let expected = try XCTUnwrap(zip.row(drawnAt: y + 6))
    try touch(zip, [y, y + 3, y + 6, y + 6], pause: 0.02, emulating: false)
    runMainLoop(for: 0.8)
    XCTAssertEqual(model.selections.map(\.row), [expected], "the row tapped, once")
    XCTAssertEqual(zip.offset, Double(expected), accuracy: 0.001)
  }

  func testAThirdTapFinishesTheTurnAndActivatesNoMore() async throws {
    let (model, picker, window, activations, _, _) = clock()
    defer { gtk_widget_destroy(window.pointer) }
    let zip = picker.wheels[1]
    let y = middle(zip) + 2 * zip.rowHeightF
    for sequence in 1...3 {
      try touch(zip, [y, y], pause: 0.03, emulating: false, sequence: sequence)
      runMainLoop(for: 0.05)
    }
    runMainLoop(for: 0.8)
    XCTAssertEqual(activations(), 1, "a triple-tap activates once")
    XCTAssertEqual(model.selections.map(\.row), [2], "the row the first tap chose, once")
    XCTAssertEqual(zip.offset, 2, accuracy: 0.001, "the first tap's turn is finished")
  }
}
