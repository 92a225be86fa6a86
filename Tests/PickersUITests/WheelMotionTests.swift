import CGtk
import PickerKit
import XCTest

@testable import PickersUI

/// The wheels as wheels: the band holds the selected row at both ends, scrolling chooses
/// once per rest, and reels do not turn for a person. Runs under Xvfb (make test).
final class WheelMotionTests: XCTestCase {
  override func setUpWithError() throws {
    try requireDisplay()
  }

  /// Runs the main loop for `seconds` (timers and frame-clock animations included).
  private func run(for seconds: Double) {
    let end = g_get_monotonic_time() + Int(seconds * 1_000_000)
    while g_get_monotonic_time() < end {
      while gtk_events_pending() != 0 { gtk_main_iteration_do(0) }
      g_usleep(5_000)
    }
  }

  private func show(_ picker: PickerWidget) -> WidgetPointer {
    let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
    gtk_window_set_default_size(window.cast(), 400, 300)
    gtk_container_add(window.cast(), picker.widget)
    gtk_widget_show_all(window)
    run(for: 0.3)
    return window
  }

  /// Sends one notch of the mouse wheel to `wheel`, as the X server would.
  private func scrollNotch(_ wheel: WheelView, down: Bool) {
    guard let event = gdk_event_new(GDK_SCROLL) else { return }
    guard let window = gtk_tree_view_get_bin_window(wheel.treeView.cast()) else { return }
    g_object_ref(UnsafeMutableRawPointer(window))  // the event's reference, freed with it
    event.pointee.scroll.window = window
    event.pointee.scroll.direction = down ? GDK_SCROLL_DOWN : GDK_SCROLL_UP
    event.pointee.scroll.x = 20
    event.pointee.scroll.y = 20
    let seat = gdk_display_get_default_seat(gdk_display_get_default())
    gdk_event_set_device(event, gdk_seat_get_pointer(seat))
    gtk_widget_event(wheel.treeView, event)
    gdk_event_free(event)
  }

  /// The centre of the selected row, from the top of its wheel.
  private func selectedRowCentre(_ picker: PickerWidget, _ component: Int) -> Double {
    let wheel = picker.wheels[component]
    let path = gtk_tree_path_new_from_indices_shim(gint(wheel.selectedRow))
    defer { gtk_tree_path_free(path) }
    var area = GdkRectangle()
    gtk_tree_view_get_background_area(wheel.treeView.cast(), path, nil, &area)
    var x: gint = 0
    var y: gint = 0
    gtk_tree_view_convert_bin_window_to_widget_coords(
      wheel.treeView.cast(), 0, area.y + area.height / 2, &x, &y)
    var px: gint = 0
    var py: gint = 0
    gtk_widget_translate_coordinates(wheel.treeView, wheel.widget, x, y, &px, &py)
    return Double(py)
  }

  func testScrollingAcrossSeveralRowsReportsOnceAtRest() {
    let model = ListModel([Wheel(name: "Character", titles: (0..<20).map { "Row \($0)" })])
    let picker = PickerWidget()
    picker.attach(model)
    let window = show(picker)
    defer { gtk_widget_destroy(window) }
    for _ in 0..<4 {
      scrollNotch(picker.wheels[0], down: true)
      run(for: 0.05)
    }
    XCTAssertTrue(model.selections.isEmpty, "no report while the wheel is still moving")
    run(for: 1.0)
    XCTAssertEqual(model.selections.map(\.row), [4], "one didSelectRow, for the row at rest")
    XCTAssertEqual(picker.selectedRow(inComponent: 0), 4)
    for _ in 0..<2 { scrollNotch(picker.wheels[0], down: false) }
    run(for: 1.0)
    XCTAssertEqual(model.selections.map(\.row), [4, 2])
  }

  func testTheSelectedRowSitsInTheBandAtBothEnds() {
    let model = ListModel([Wheel(name: "Zip", titles: (0..<40).map { "\(35_004 + $0)" })])
    let picker = PickerWidget()
    picker.attach(model)
    let window = show(picker)
    defer { gtk_widget_destroy(window) }
    let middle = Double(picker.wheels[0].visibleHeight) / 2
    for row in [0, 17, 39, 1, 38] {
      picker.selectRow(row, inComponent: 0, animated: false)
      run(for: 0.1)
      XCTAssertEqual(selectedRowCentre(picker, 0), middle, accuracy: 1, "row \(row)")
    }
    var area = GdkRectangle()
    let first = gtk_tree_path_new_from_indices_shim(0)
    gtk_tree_view_get_background_area(picker.wheels[0].treeView.cast(), first, nil, &area)
    gtk_tree_path_free(first)
    XCTAssertEqual(Int(area.height), picker.wheels[0].rowHeight, "GTK's rows are rowHeight high")
  }

  func testReelsDoNotTurnForAPerson() {
    let model = ListModel(
      (1...2).map { Wheel(name: "Reel \($0)", titles: ["seven", "bar", "crown", "cherry"]) })
    let picker = PickerWidget(style: .reels)
    picker.attach(model)
    let window = show(picker)
    defer { gtk_widget_destroy(window) }
    scrollNotch(picker.wheels[0], down: true)
    picker.userSelectRow(2, inComponent: 1)  // as an assistive technology would
    run(for: 0.6)
    XCTAssertEqual(
      [picker.selectedRow(inComponent: 0), picker.selectedRow(inComponent: 1)], [0, 0])
    XCTAssertTrue(model.selections.isEmpty)
    XCTAssertFalse(picker.grabFocus(), "a reel takes no keyboard focus")
    picker.selectRow(3, inComponent: 1, animated: true)  // the model's spin
    run(for: 0.8)
    XCTAssertEqual(picker.selectedRow(inComponent: 1), 3)
    XCTAssertEqual(picker.wheels[1].offset, 3, accuracy: 0.001, "the roll ends on the row")
    XCTAssertFalse(picker.wheels[1].rolling, "at rest the reel draws its own rows")
  }

  func testGeometryPutsEveryRowInTheBand() {
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
