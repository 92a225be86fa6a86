import CGtk
import Foundation
import PickerKit
import XCTest

@testable import PickersUI

/// The wheels as wheels: the band holds the selected row at both ends, scrolling chooses
/// once per rest, and reels do not turn for a person. Runs under Xvfb (make test).
/// This file: the band, reels, clicks and flings, and the geometry; keys and smooth
/// scrolling are in `WheelMotionTests+Keys` and `+Scroll`.
@MainActor
final class WheelMotionTests: XCTestCase {
  override func setUp() async throws {
    try requireDisplay()
  }

  /// Runs the main loop for `seconds` (timers and frame-clock animations included).
  func run(for seconds: Double) { runMainLoop(for: seconds) }

  private func show(_ picker: PickerWidget) -> Window {
    let window = Window()
    gtk_window_set_default_size(window.cast(), 400, 300)
    gtk_container_add(window.cast(), picker.widget.pointer)
    gtk_widget_show_all(window.pointer)
    run(for: 0.3)
    return window
  }

  /// Sends one notch of the mouse wheel to `wheel`, as the X server would.
  func scrollNotch(_ wheel: WheelView, down: Bool) {
    guard let event = WheelEvents.scroll(wheel, direction: down ? GDK_SCROLL_DOWN : GDK_SCROLL_UP)
    else { return XCTFail("no input window over the wheel") }
    WheelEvents.deliver(event, to: wheel)
  }

  func testTheSelectedRowSitsInTheBandAtBothEnds() async {
    let model = ListModel([Wheel(name: "Zip", titles: (0..<40).map { "\(35_004 + $0)" })])
    let picker = PickerWidget()
    picker.attach(model)
    let window = show(picker)
    defer { gtk_widget_destroy(window.pointer) }
    let middle = Double(picker.wheels[0].visibleHeight) / 2
    for row in [0, 17, 39, 1, 38] {
      picker.selectRow(row, inComponent: 0, animated: false)
      run(for: 0.1)
      XCTAssertEqual(treeRowCentre(picker.wheels[0]), middle, accuracy: 1, "row \(row)")
    }
    var area = GdkRectangle()
    let first = gtk_tree_path_new_from_indices_shim(0)
    gtk_tree_view_get_background_area(picker.wheels[0].treeView.cast(), first, nil, &area)
    gtk_tree_path_free(first)
    XCTAssertEqual(Int(area.height), picker.wheels[0].rowHeight, "GTK's rows are rowHeight high")
  }

  func testReelsDoNotTurnForAPerson() async {
    let model = ListModel(
      (1...2).map {
        Wheel(name: "Reel \($0)", titles: ["seven", "bar", "crown", "cherry"], looping: true)
      })
    let picker = PickerWidget(style: .reels)
    picker.attach(model)
    let window = show(picker)
    defer { gtk_widget_destroy(window.pointer) }
    scrollNotch(picker.wheels[0], down: true)
    picker.userSelectRow(2, inComponent: 1)  // as an assistive technology would
    run(for: 0.6)
    XCTAssertEqual(
      [picker.selectedRow(inComponent: 0), picker.selectedRow(inComponent: 1)], [0, 0])
    XCTAssertTrue(model.selections.isEmpty)
    XCTAssertFalse(picker.grabFocus(), "a reel takes no keyboard focus")
    var ticks = 0
    picker.onTick = { ticks += 1 }
    picker.selectRow(3, inComponent: 1, animated: true)  // the model's spin
    run(for: 0.8)
    XCTAssertEqual(ticks, 0, "a roll does not tick")
    XCTAssertEqual(picker.selectedRow(inComponent: 1), 3)
    XCTAssertEqual(picker.wheels[1].offset, 3, accuracy: 0.001, "the roll ends on the row")
    XCTAssertFalse(picker.wheels[1].isRolling, "at rest the reel draws its own rows")
  }

  /// A clock's Minute wheel (looping, 60 rows) and a wheel with ends, each counting ticks.
  func clock() -> (ListModel, PickerWidget, Window, ticks: () -> Int) {
    let model = ListModel([
      Wheel(name: "Minute", titles: (0..<60).map { String(format: "%02d", $0) }, looping: true),
      Wheel(name: "Zip", titles: (0..<40).map { "\(35_004 + $0)" }),
    ])
    let picker = PickerWidget()
    picker.attach(model)
    var ticks = 0
    picker.onTick = { ticks += 1 }
    let window = show(picker)
    return (model, picker, window, { ticks })
  }

  func testAClickAboveRowZeroOfALoopSelectsTheRowDrawnThere() async throws {
    let (model, picker, window, _) = clock()
    defer { gtk_widget_destroy(window.pointer) }
    let minute = picker.wheels[0]
    XCTAssertEqual(minute.selectedRow, 0)
    // The top of the wheel: no tree view there (it holds row 0 behind the band), but the
    // drum draws 57, 58 and 59 above 00.
    let y = 30.0
    let expected = try XCTUnwrap(minute.row(drawnAt: y))
    XCTAssertTrue((55...58).contains(expected), "a row from the other end: \(expected)")
    for press in [true, false] {
      let event = try XCTUnwrap(WheelEvents.button(minute, press: press, y: y))
      WheelEvents.deliver(event, to: minute)
    }
    run(for: 0.8)
    XCTAssertEqual(model.selections.map(\.row), [expected])
    XCTAssertEqual(minute.offset, Double(expected), accuracy: 0.001)
  }

  func testADoubleClickOnARowOffTheBandTurnsItInAndActivatesIt() async throws {
    let (model, picker, window, _) = clock()
    defer { gtk_widget_destroy(window.pointer) }
    let zip = picker.wheels[1]
    var activations = 0
    picker.onActivate = { activations += 1 }
    // Two rows below the band; the second click comes 30 ms into the turn the first began.
    let y = Double(zip.visibleHeight) / 2 + 2 * zip.rowHeightF
    let expected = try XCTUnwrap(zip.row(drawnAt: y))
    XCTAssertEqual(expected, 2)
    for type in [GDK_BUTTON_PRESS, GDK_BUTTON_RELEASE, GDK_BUTTON_PRESS, GDK_2BUTTON_PRESS] {
      let event = try XCTUnwrap(WheelEvents.button(zip, type: type, y: y))
      WheelEvents.deliver(event, to: zip)
      if type == GDK_BUTTON_RELEASE { run(for: 0.03) }
    }
    let release = try XCTUnwrap(WheelEvents.button(zip, type: GDK_BUTTON_RELEASE, y: y))
    WheelEvents.deliver(release, to: zip)
    run(for: 0.8)
    XCTAssertEqual(activations, 1, "a double-click activates the row, as in a GTK list")
    XCTAssertEqual(model.selections.map(\.row), [2], "the row clicked, reported once")
    XCTAssertEqual(zip.offset, 2, accuracy: 0.001, "the turn the first click began is finished")
  }

  func testTwoQuickFlingsAreNoDoubleClick() async throws {
    let (_, picker, window, _) = clock()
    defer { gtk_widget_destroy(window.pointer) }
    let zip = picker.wheels[1]
    var activations = 0
    picker.onActivate = { activations += 1 }
    // Flings up from the same place, 100 ms apart: GDK sees a double-click in the presses.
    let y = Double(zip.visibleHeight) / 2 + 40
    for second in [false, true] {
      let press = try XCTUnwrap(WheelEvents.button(zip, type: GDK_BUTTON_PRESS, y: y))
      WheelEvents.deliver(press, to: zip)
      if second {
        let double = try XCTUnwrap(WheelEvents.button(zip, type: GDK_2BUTTON_PRESS, y: y))
        WheelEvents.deliver(double, to: zip)
      }
      for step in 1...4 {
        let motion = try XCTUnwrap(WheelEvents.motion(zip, y: y - Double(step) * 15))
        WheelEvents.deliver(motion, to: zip)
        run(for: 0.01)
      }
      let release = try XCTUnwrap(WheelEvents.button(zip, type: GDK_BUTTON_RELEASE, y: y - 60))
      WheelEvents.deliver(release, to: zip)
      run(for: 0.1)
    }
    run(for: 1.0)
    XCTAssertEqual(activations, 0, "flings activate nothing")
    XCTAssertGreaterThan(zip.selectedRow, 2, "both flings turned the wheel")
    XCTAssertEqual(zip.offset, Double(zip.selectedRow), accuracy: 0.001, "at rest on a row")
  }

  func testGeometryPutsEveryRowInTheBand() async {
    // Five rows of 32 px in view: the band is 64…96 px from the top.
    let cases: [(offset: Double, rows: Int, top: Int, bottom: Int, scroll: Double)] = [
      (0, 100, 64, 0, 0),  // the first row: the tree view starts two rows down
      (1, 100, 32, 0, 0),
      (2, 100, 0, 0, 0),
      (50, 100, 0, 0, 1_536),  // the middle of a long list: no margins
      (99, 100, 0, 64, 3_104),  // the last row: the tree view ends two rows up
      (1, 3, 32, 32, 0),  // a short list: rows 32…128
      (2, 3, 0, 64, 0),  // rows 0…96
    ]
    for c in cases {
      let geometry = WheelGeometry(offset: c.offset, rows: c.rows, rowHeight: 32, height: 160)
      XCTAssertEqual(
        geometry, WheelGeometry.make(top: c.top, bottom: c.bottom, scroll: c.scroll),
        "offset \(c.offset) of \(c.rows) rows")
    }
  }
}

extension WheelGeometry {
  fileprivate static func make(top: Int, bottom: Int, scroll: Double) -> WheelGeometry {
    var geometry = WheelGeometry(offset: 0, rows: 0, rowHeight: 1, height: 1)
    geometry.top = top
    geometry.bottom = bottom
    geometry.scroll = scroll
    return geometry
  }
}
