import CGtk
import PickerKit
import XCTest

@testable import PickersUI

/// A text wheel's width: its titles' width by choice, a few characters' at least, and its
/// titles ellipsized while it is narrower than one it draws. Runs under Xvfb (make test).
@MainActor
final class WheelWidthTests: XCTestCase {
  override func setUp() async throws {
    try requireDisplay()
  }

  private static let meals = [
    "Fried Rice", "Beef Noodles", "Roast Chicken", "Grilled Salmon", "Dumplings",
    "Vegetable Curry", "Cheeseburger",
  ]

  /// A shown text wheel of `titles` in a window `width` px wide, and the window.
  private func wheel(_ titles: [String], width: Int) -> (WheelView, Window) {
    let wheel = WheelView(
      name: "Main Course", rowHeight: 32, visibleHeight: 216, compactHeights: [180, 162],
      showsImages: false)
    wheel.setRows(count: titles.count, title: { titles[$0] })
    let window = Window()
    gtk_window_set_default_size(window.cast(), gint(width), 216)
    gtk_container_add(window.cast(), wheel.widget.pointer)
    gtk_widget_show_all(window.pointer)
    drawn(wheel)
    return (wheel, window)
  }

  /// Lays the wheel out and draws it once, as a frame does.
  private func drawn(_ wheel: WheelView) {
    runMainLoop(for: 0.1)
    let width = max(1, gtk_widget_get_allocated_width(wheel.widget.pointer))
    let height = max(1, gtk_widget_get_allocated_height(wheel.widget.pointer))
    let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height)
    let cr = cairo_create(surface)
    gtk_widget_draw(wheel.widget.pointer, cr)
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
    runMainLoop(for: 0.1)
  }

  private func ellipsizes(_ wheel: WheelView) -> Bool {
    guard let text = wheel.renderers.last?.renderer else { return false }
    return pickers_object_get_int(text, "ellipsize") != gint(PANGO_ELLIPSIZE_NONE.rawValue)
  }

  func testATextWheelAsksForItsTitlesByChoiceAndAFewCharactersAtLeast() async {
    let (wheel, window) = wheel(Self.meals, width: 300)
    defer { gtk_widget_destroy(window.pointer) }
    let (least, natural) = wheel.widget.preferredWidth
    // GTK measures the rows it lays out (in fixed-height mode, those in view): "Roast
    // Chicken" is one, "Vegetable Curry" not yet.
    let layout = gtk_widget_create_pango_layout(wheel.treeView.pointer, "Roast Chicken")
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    var title: gint = 0
    pango_layout_get_pixel_size(layout, &title, nil)
    XCTAssertLessThan(least, Int(title) / 2, "four characters' width at least, not a title's")
    XCTAssertGreaterThanOrEqual(natural, Int(title), "the titles' width by choice")
    XCTAssertFalse(ellipsizes(wheel), "every title fits 300 px")
  }

  func testASqueezedWheelEllipsizesItsTitlesAndStopsOnceWideAgain() async {
    let (wheel, window) = wheel(Self.meals, width: 300)
    defer { gtk_widget_destroy(window.pointer) }
    XCTAssertFalse(ellipsizes(wheel))
    wheel.select(5, animated: false)  // "Vegetable Curry" in the band
    gtk_window_resize(window.cast(), 70, 216)
    drawn(wheel)
    XCTAssertEqual(wheel.widget.allocatedWidth, 70, "the wheel can be made that narrow")
    XCTAssertTrue(ellipsizes(wheel), "a title wider than 70 px is ellipsized")
    XCTAssertLessThanOrEqual(
      wheel.treeView.preferredWidth.natural, 70,
      "the column fits the wheel, so each cell's extents lie inside it")
    gtk_window_resize(window.cast(), 300, 216)
    drawn(wheel)
    XCTAssertFalse(ellipsizes(wheel), "every title fits 300 px again")
  }

  func testNarrowTitlesAreNeverMeasured() async {
    let zips = (0..<2_662).map { "\(73_301 + $0)" }
    let (wheel, window) = wheel(zips, width: 170)
    defer { gtk_widget_destroy(window.pointer) }
    wheel.select(1_000, animated: false)
    drawn(wheel)
    XCTAssertEqual(wheel.titleWidths.widest, 0, "five digits cannot be wider than 170 px")
    XCTAssertFalse(ellipsizes(wheel))
  }
}
