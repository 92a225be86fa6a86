import CGtk
import XCTest

@testable import PickersUI

/// Scrolling in smooth deltas, from a mouse and from a touchpad: the wheel follows, then
/// rests on a row and reports once.
extension WheelMotionTests {
  func testSmoothMouseDeltasRestAndReportAsNotchesDo() async {
    let (model, picker, window, _) = clock()
    defer { gtk_widget_destroy(window.pointer) }
    let zip = picker.wheels[1]
    // A mouse wheel reporting smooth deltas: four notches in halves, as some mice do.
    for _ in 0..<8 {
      guard let event = WheelEvents.scroll(zip, direction: GDK_SCROLL_SMOOTH, dy: 0.5) else {
        return XCTFail("no input window over the wheel")
      }
      WheelEvents.deliver(event, to: zip)
      run(for: 0.03)
    }
    XCTAssertTrue(model.selections.isEmpty, "no report while the wheel is still moving")
    run(for: 1.0)
    XCTAssertEqual(model.selections.map(\.row), [4], "one report, at rest, as four notches give")
    XCTAssertEqual(zip.offset, 4, accuracy: 0.001)
  }

  func testTouchpadDeltasRestOnARowAndReportOnce() async throws {
    let (model, picker, window, ticks) = clock()
    defer { gtk_widget_destroy(window.pointer) }
    guard let touchpad = WheelEvents.touchpad else {
      throw XCTSkip("the test touchpad is made as GDK's X11 and Wayland backends make one")
    }
    let zip = picker.wheels[1]
    // A slow two-finger scroll of 3.2 rows (a touchpad's deltas are rows here), then the
    // stop event a touchpad sends when the fingers lift.
    for index in 1...16 {
      guard let event = WheelEvents.scroll(zip, direction: GDK_SCROLL_SMOOTH, dy: 0.2) else {
        return XCTFail("no input window over the wheel")
      }
      WheelEvents.deliver(event, to: zip, source: touchpad)
      run(for: 0.06)
      if index == 8 {
        XCTAssertEqual(zip.offset, 1.6, accuracy: 0.01, "the wheel follows the fingers")
      }
    }
    XCTAssertTrue(model.selections.isEmpty, "no report while the fingers move")
    let stop = try XCTUnwrap(WheelEvents.scroll(zip, direction: GDK_SCROLL_SMOOTH, stop: true))
    WheelEvents.deliver(stop, to: zip, source: touchpad)
    run(for: 1.0)
    XCTAssertEqual(model.selections.map(\.row), [3], "one report, for the row at rest")
    XCTAssertEqual(zip.offset, 3, accuracy: 0.001, "at rest on a row")
    XCTAssertEqual(ticks(), 3, "a tick for each row that crossed the band")
  }
}
