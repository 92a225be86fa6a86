import CGtk
import Foundation
import PickerKit
import XCTest

@testable import PickersUI

/// A finger on the wheels: real `GdkEventTouch` sequences from a touchscreen, handed to
/// `gtk_main_do_event` for the wheel's input window, once as the first finger (which
/// emulates the pointer, so GTK's default `touch-event` handler would make button events
/// of it) and once as a finger that does not (only a touch handler sees it). GDK's own
/// touch grab, made as X events are translated, is skipped. Runs under Xvfb, and under sway in
/// the Wayland lane, with a touchscreen device made as each backend makes one. Single taps
/// are in `WheelTouchTests+Taps`.
@MainActor
final class WheelTouchTests: XCTestCase {
  override func setUp() async throws {
    try requireDisplay()
  }

  /// A Minute wheel (looping, 60 rows) and a Zip wheel (40 rows, with ends), shown; the
  /// picker's `onActivate`, the zip wheel's button events (GTK's pointer emulation) and
  /// those that reach the picker around it are counted.
  func clock() -> (
    ListModel, PickerWidget, Window, activations: () -> Int, buttons: () -> Int,
    around: () -> Int
  ) {
    let model = ListModel([
      Wheel(name: "Minute", titles: (0..<60).map { String(format: "%02d", $0) }, looping: true),
      Wheel(name: "Zip", titles: (0..<40).map { "\(35_004 + $0)" }),
    ])
    let picker = PickerWidget()
    picker.attach(model)
    var activations = 0
    picker.onActivate = { activations += 1 }
    var buttons = 0
    for signal in ["button-press-event", "button-release-event"] {
      picker.wheels[1].widget.connect(signal, .event) { _ in
        buttons += 1
        return false
      }
    }
    // The picker's grid has no window of its own: its parent, an event box, hears what
    // the wheel lets through.
    var around = 0
    let parent = EventBox()
    gtk_widget_add_events(
      parent.pointer, gint(GDK_BUTTON_PRESS_MASK.rawValue | GDK_BUTTON_RELEASE_MASK.rawValue))
    for signal in ["button-press-event", "button-release-event", "touch-event"] {
      parent.connect(signal, .event) { _ in
        around += 1
        return false
      }
    }
    gtk_container_add(parent.cast(), picker.widget.pointer)
    let window = Window()
    gtk_window_set_default_size(window.cast(), 400, 300)
    gtk_container_add(window.cast(), parent.pointer)
    gtk_widget_show_all(window.pointer)
    runMainLoop(for: 0.3)
    return (model, picker, window, { activations }, { buttons }, { around })
  }

  /// Sends the touch events of one finger on `wheel`: down at `ys[0]`, moved to each of
  /// the others `pause` seconds apart, lifted at the last (`last`: a cancel in its place;
  /// `beforeLift` runs just before).
  func touch(
    _ wheel: WheelView, _ ys: [Double], pause: Double, emulating: Bool, sequence: Int = 1,
    last: GdkEventType = GDK_TOUCH_END, beforeLift: () -> Void = {},
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    guard let screen = WheelEvents.touchscreen else {
      throw XCTSkip("the test touchscreen is made as GDK's X11 and Wayland backends make one")
    }
    for (index, y) in ys.enumerated() {
      let type =
        index == 0 ? GDK_TOUCH_BEGIN : index == ys.count - 1 ? last : GDK_TOUCH_UPDATE
      if index == ys.count - 1 { beforeLift() }
      let event = try XCTUnwrap(
        WheelEvents.touch(
          wheel, type: type, y: y, sequence: sequence, emulatingPointer: emulating),
        "no input window over the wheel", file: file, line: line)
      WheelEvents.deliver(event, to: wheel, source: screen)
      if index < ys.count - 1 { runMainLoop(for: pause) }
    }
  }

  /// The middle of `wheel`, pixels from its top.
  func middle(_ wheel: WheelView) -> Double {
    Double(gtk_widget_get_allocated_height(wheel.widget.pointer)) / 2
  }

  func testATouchDragTurnsTheWheelAndRestsOnceOnARow() async throws {
    for emulating in [true, false] {
      let (model, picker, window, _, buttons, around) = clock()
      defer { gtk_widget_destroy(window.pointer) }
      let zip = picker.wheels[1]
      // A slow drag up by 3.2 rows (so no fling), then the finger lifts where it stopped.
      let start = middle(zip) + 40
      let ys = (0...17).map { start - Double(min($0, 16)) * 0.2 * zip.rowHeightF }
      try touch(zip, ys, pause: 0.06, emulating: emulating) {
        XCTAssertEqual(zip.offset, 3.2, accuracy: 0.05, "the wheel follows the finger")
        XCTAssertTrue(model.selections.isEmpty, "no report while the finger is down")
      }
      runMainLoop(for: 1.0)
      XCTAssertEqual(
        model.selections.map(\.row), [3], "one report, for the row at rest (\(emulating))")
      XCTAssertEqual(zip.offset, 3, accuracy: 0.001, "at rest on a row (\(emulating))")
      // The first finger emulates the pointer: GTK's default touch handler makes a press
      // and a release of it, which the gestures take; another finger's touch goes to the
      // gestures as it is.
      XCTAssertEqual(buttons(), emulating ? 2 : 0, "button events made from the touch")
      XCTAssertEqual(around(), 0, "the wheel claims the touch: nothing around it sees it")
    }
  }

  func testAQuickSwipeFlingsTheWheelOnPastTheFinger() async throws {
    for emulating in [true, false] {
      let (model, picker, window, _, _, _) = clock()
      defer { gtk_widget_destroy(window.pointer) }
      let zip = picker.wheels[1]
      // Two rows in 40 ms, lifted while moving: the wheel coasts on.
      let start = middle(zip) + 40
      let ys = (0...4).map { start - Double($0) * 16 }
      try touch(zip, ys, pause: 0.01, emulating: emulating)
      runMainLoop(for: 1.4)
      XCTAssertGreaterThan(zip.selectedRow, 3, "the fling went past the finger (\(emulating))")
      XCTAssertEqual(model.selections.map(\.row), [zip.selectedRow], "reported once at rest")
      XCTAssertEqual(zip.offset, Double(zip.selectedRow), accuracy: 0.001, "at rest on a row")
    }
  }

  func testADoubleTapTurnsTheRowInAndActivates() async throws {
    for emulating in [true, false] {
      let (model, picker, window, activations, _, _) = clock()
      defer { gtk_widget_destroy(window.pointer) }
      let zip = picker.wheels[1]
      // Two taps in one place, the second 60 ms into the turn the first began.
      let y = middle(zip) + 2 * zip.rowHeightF
      try touch(zip, [y, y], pause: 0.03, emulating: emulating)
      runMainLoop(for: 0.06)
      try touch(zip, [y, y], pause: 0.03, emulating: emulating, sequence: 2)
      runMainLoop(for: 0.8)
      XCTAssertEqual(activations(), 1, "a double-tap activates, as a double-click (\(emulating))")
      XCTAssertEqual(model.selections.map(\.row), [2], "the row the first tap chose, once")
      XCTAssertEqual(zip.offset, 2, accuracy: 0.001, "the first tap's turn is finished")
    }
  }

  func testTwoQuickTapsOnDifferentRowsAreTwoTaps() async throws {
    for emulating in [true, false] {
      let (model, picker, window, activations, _, _) = clock()
      defer { gtk_widget_destroy(window.pointer) }
      let zip = picker.wheels[1]
      // The row drawn three rows' height below the band, then, 60 ms later, the row drawn
      // a row's height below it, as the first tap's turn has left it.
      let low = middle(zip) + 3 * zip.rowHeightF
      let first = try XCTUnwrap(zip.row(drawnAt: low))
      try touch(zip, [low, low], pause: 0.03, emulating: emulating)
      runMainLoop(for: 0.06)
      let high = middle(zip) + zip.rowHeightF
      let second = try XCTUnwrap(zip.row(drawnAt: high))
      try touch(zip, [high, high], pause: 0.03, emulating: emulating, sequence: 2)
      runMainLoop(for: 0.8)
      XCTAssertEqual(activations(), 0, "taps on two rows activate nothing (\(emulating))")
      XCTAssertEqual(model.selections.map(\.row), [first, second], "each tap chose its row")
      XCTAssertNotEqual(first, second)
      XCTAssertEqual(zip.offset, Double(second), accuracy: 0.001)
    }
  }

  func testACancelledTouchRestsOnARowAndIsNoTap() async throws {
    for emulating in [true, false] {
      let (model, picker, window, _, _, _) = clock()
      defer { gtk_widget_destroy(window.pointer) }
      let zip = picker.wheels[1]
      // A slow drag of 2.3 rows, then the system takes the touch (a gesture of its own).
      let start = middle(zip) + 40
      let ys = (0...23).map { start - Double($0) * 0.1 * zip.rowHeightF }
      try touch(zip, ys, pause: 0.04, emulating: emulating, last: GDK_TOUCH_CANCEL)
      runMainLoop(for: 1.0)
      XCTAssertEqual(model.selections.map(\.row), [2], "at rest on the nearest row (\(emulating))")
      XCTAssertEqual(zip.offset, 2, accuracy: 0.001)
      // A tap cancelled before it moved selects nothing.
      let y = middle(zip) + 2 * zip.rowHeightF
      try touch(
        zip, [y, y], pause: 0.03, emulating: emulating, sequence: 2, last: GDK_TOUCH_CANCEL)
      runMainLoop(for: 0.8)
      XCTAssertEqual(model.selections.count, 1, "a cancelled tap chooses nothing (\(emulating))")
    }
  }

  func testATouchOnAReelDoesNothing() async throws {
    let model = ListModel(
      (1...2).map {
        Wheel(name: "Reel \($0)", titles: ["seven", "bar", "crown", "cherry"], looping: true)
      })
    let picker = PickerWidget(style: .reels)
    picker.attach(model)
    let window = Window()
    gtk_container_add(window.cast(), picker.widget.pointer)
    gtk_widget_show_all(window.pointer)
    runMainLoop(for: 0.3)
    defer { gtk_widget_destroy(window.pointer) }
    let reel = picker.wheels[0]
    let below = middle(reel) + reel.rowHeightF
    for emulating in [true, false] {
      try touch(reel, [below, below], pause: 0.03, emulating: emulating)  // a tap
      try touch(reel, [below, below - 40, below - 80], pause: 0.02, emulating: emulating)
    }
    runMainLoop(for: 0.8)
    XCTAssertEqual(reel.selectedRow, 0, "reels turn only by Spin")
    XCTAssertEqual(reel.offset, 0, accuracy: 0.001)
    XCTAssertTrue(model.selections.isEmpty)
  }
}
