import CGtk
import XCTest

@testable import PickersUI

/// Real key presses on a focused wheel: they move a wheel with ends by the same steps and
/// stop at its ends, and turn a looping wheel past its ends, as scrolling and an assistive
/// technology do.
extension WheelMotionTests {
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
}
