import CGtk
import Foundation
import PickerKit
import XCTest

@testable import PickersUI

/// The wheels as wheels: the band holds the selected row at both ends, scrolling chooses
/// once per rest, and reels do not turn for a person. Runs under Xvfb (make test).
@MainActor
final class WheelMotionTests: XCTestCase {
  override func setUp() async throws {
    try requireDisplay()
  }

  /// Runs the main loop for `seconds` (timers and frame-clock animations included).
  private func run(for seconds: Double) { runMainLoop(for: seconds) }

  private func show(_ picker: PickerWidget) -> Window {
    let window = Window()
    gtk_window_set_default_size(window.cast(), 400, 300)
    gtk_container_add(window.cast(), picker.widget.pointer)
    gtk_widget_show_all(window.pointer)
    run(for: 0.3)
    return window
  }

  /// Sends one notch of the mouse wheel to `wheel`, as the X server would.
  private func scrollNotch(_ wheel: WheelView, down: Bool) {
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

  /// Gives the window the keyboard focus as the X server would when a person activates it.
  /// Without it the focus widget has no focus (no window manager runs), and GTK's own key
  /// handlers, which run only in a focused widget, are left out of the test.
  private func focusIn(_ window: OpaquePointer) {
    guard let event = gdk_event_new(GDK_FOCUS_CHANGE) else { return XCTFail("no focus event") }
    g_object_ref(UnsafeMutableRawPointer(window))
    event.pointee.focus_change.window = window
    event.pointee.focus_change.in = 1
    let seat = gdk_display_get_default_seat(gdk_display_get_default())
    gdk_event_set_device(event, gdk_seat_get_keyboard(seat))
    gtk_main_do_event(event)
    gdk_event_free(event)
  }

  /// A key press on the focused wheel, as the X server sends one (GTK's key bindings read
  /// the hardware keycode).
  private func press(_ keyval: Int32, on wheel: WheelView) {
    gtk_widget_grab_focus(wheel.treeView.pointer)
    guard let window = gtk_widget_get_window(gtk_widget_get_toplevel(wheel.treeView.pointer)),
      let event = gdk_event_new(GDK_KEY_PRESS)
    else { return XCTFail("no window for the key") }
    var keys: UnsafeMutablePointer<GdkKeymapKey>?
    var count: gint = 0
    let keymap = gdk_keymap_get_for_display(gdk_display_get_default())
    gdk_keymap_get_entries_for_keyval(keymap, guint(keyval), &keys, &count)
    defer { g_free(keys) }
    guard count > 0, let key = keys?.pointee else { return XCTFail("no keycode for \(keyval)") }
    focusIn(window)
    g_object_ref(UnsafeMutableRawPointer(window))
    event.pointee.key.window = window
    event.pointee.key.keyval = guint(keyval)
    event.pointee.key.hardware_keycode = guint16(key.keycode)
    event.pointee.key.group = guint8(key.group)
    event.pointee.key.time = guint32(g_get_monotonic_time() / 1000)
    let seat = gdk_display_get_default_seat(gdk_display_get_default())
    gdk_event_set_device(event, gdk_seat_get_keyboard(seat))
    gtk_main_do_event(event)
    gdk_event_free(event)
  }

  /// A clock's Minute wheel (looping, 60 rows) and a wheel with ends, each counting ticks.
  private func clock() -> (ListModel, PickerWidget, Window, ticks: () -> Int) {
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

  func testALoopingWheelTurnsPastItsEndsAndReportsItsOwnRows() async {
    let (model, picker, window, ticks) = clock()
    defer { gtk_widget_destroy(window.pointer) }
    let minute = picker.wheels[0]
    picker.selectRow(59, inComponent: 0, animated: false)
    scrollNotch(minute, down: true)
    run(for: 0.8)
    XCTAssertEqual(model.selections.map(\.row), [0], "59 plus a notch is 00")
    XCTAssertEqual(minute.offset, 0, accuracy: 0.001, "the position comes back to its row")
    XCTAssertEqual(ticks(), 1)
    scrollNotch(minute, down: false)
    scrollNotch(minute, down: false)
    run(for: 0.8)
    XCTAssertEqual(model.selections.map(\.row), [0, 58], "and back past 00 to 58")
    let zip = picker.wheels[1]
    scrollNotch(zip, down: false)
    run(for: 0.8)
    XCTAssertEqual(zip.selectedRow, 0, "a wheel with ends stops at its first row")
    XCTAssertEqual(model.selections.count, 2, "nothing to report")
    // Real key presses: Up on 00 is 59, Down on 59 is 00, Page Down wraps, Home and End;
    // each moves one row, away from the ends too (GTK's own move must not follow ours).
    picker.selectRow(0, inComponent: 0, animated: false)
    let keys: [(Int32, Int)] = [
      (GDK_KEY_Up, 59), (GDK_KEY_Up, 58), (GDK_KEY_Down, 59), (GDK_KEY_Down, 0),
      (GDK_KEY_Down, 1), (GDK_KEY_Down, 2), (GDK_KEY_Up, 1), (GDK_KEY_Up, 0),
      (GDK_KEY_Page_Up, 60 - minute.pageRows), (GDK_KEY_Page_Down, 0), (GDK_KEY_End, 59),
      (GDK_KEY_Home, 0),
    ]
    for (key, row) in keys {
      press(key, on: minute)
      run(for: 0.6)
      XCTAssertEqual(minute.selectedRow, row, "key \(key)")
      XCTAssertEqual(minute.rows.row(at: Int(minute.offset.rounded())), row, "in the band")
      XCTAssertLessThanOrEqual(abs(minute.offset - Double(row)), 0.001, "at rest on its row")
    }
    XCTAssertEqual(model.selections.suffix(keys.count).map(\.row), keys.map(\.1))
    XCTAssertTrue(model.selections.allSatisfy { (0..<60).contains($0.row) })
    // An assistive technology's selection turns the short way round: 00 to 58 goes back
    // two rows, never forward through 58.
    picker.userSelectRow(58, inComponent: 0)
    run(for: 0.05)
    XCTAssertTrue((-2.0...0.0).contains(minute.offset), "going back: \(minute.offset)")
    run(for: 0.6)
    XCTAssertEqual(minute.offset, 58, accuracy: 0.001, "at rest on 58, brought back")
    XCTAssertEqual(model.selections.last?.row, 58)
    let before = ticks()
    picker.selectRow(30, inComponent: 0, animated: true)
    run(for: 0.8)
    XCTAssertEqual(ticks(), before, "a programmatic turn does not tick")
    XCTAssertEqual(minute.offset, 30, accuracy: 0.001)
  }

  func testKeysMoveAWheelWithEndsByTheSameStepsAndStopAtItsEnds() async {
    let (model, picker, window, _) = clock()
    defer { gtk_widget_destroy(window.pointer) }
    let zip = picker.wheels[1]
    let page = zip.pageRows
    XCTAssertGreaterThan(page, 1)
    // Page Down three times goes a page each time, whatever the tree view scrolled to.
    let keys: [(Int32, Int)] = [
      (GDK_KEY_Down, 1), (GDK_KEY_Page_Down, 1 + page), (GDK_KEY_Page_Down, 1 + 2 * page),
      (GDK_KEY_Page_Down, 1 + 3 * page), (GDK_KEY_Page_Up, 1 + 2 * page), (GDK_KEY_End, 39),
      (GDK_KEY_Page_Up, 39 - page), (GDK_KEY_Page_Down, 39), (GDK_KEY_Home, 0),
      (GDK_KEY_Page_Down, page), (GDK_KEY_Up, page - 1),
    ]
    for (key, row) in keys {
      press(key, on: zip)
      run(for: 0.6)
      XCTAssertEqual(zip.selectedRow, row, "key \(key)")
      XCTAssertLessThanOrEqual(abs(zip.offset - Double(row)), 0.001, "at rest on its row")
    }
    XCTAssertEqual(model.selections.map(\.row), keys.map(\.1), "one report a key")
    // At the ends a key goes nowhere and reports nothing.
    let ends: [(Int32, Int32, Int)] = [
      (GDK_KEY_End, GDK_KEY_Down, 39), (GDK_KEY_End, GDK_KEY_Page_Down, 39),
      (GDK_KEY_Home, GDK_KEY_Up, 0), (GDK_KEY_Home, GDK_KEY_Page_Up, 0),
    ]
    for (end, key, row) in ends {
      press(end, on: zip)
      run(for: 0.5)
      let reports = model.selections.count
      press(key, on: zip)
      run(for: 0.5)
      XCTAssertEqual(zip.selectedRow, row, "key \(key) at an end")
      XCTAssertEqual(model.selections.count, reports, "key \(key) at an end reports nothing")
    }
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
