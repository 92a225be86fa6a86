import CGtk
import PickerKit
import XCTest

@testable import PickersUI

/// The looks: the flat look draws what the tree view draws, a look out of range is clamped
/// with one warning, and the documentation's picture of the three looks.
extension DrumDrawingTests {
  func testTheFlatLookDrawsWhatTheTreeViewDraws() async {
    let wheel = WheelView(
      name: "Titles", rowHeight: Self.rowHeight, visibleHeight: Self.height, showsImages: false)
    wheel.setRows(count: 30, title: { "Row \($0) of the list" })
    wheel.look = .flat
    let window = Window()
    gtk_window_set_default_size(window.cast(), 200, Int32(Self.height))
    gtk_container_add(window.cast(), wheel.widget.pointer)
    gtk_widget_show_all(window.pointer)
    drain()
    defer { gtk_widget_destroy(window.pointer) }
    for row in [0, 1, 12, 29] {
      wheel.select(row, animated: false)
      drain()
      let width = gtk_widget_get_allocated_width(wheel.widget.pointer)
      let height = gtk_widget_get_allocated_height(wheel.widget.pointer)
      let drum = render({ gtk_widget_draw(wheel.widget.pointer, $0) }, width: width, height: height)
      // The tree view's own picture, where it lies in the wheel.
      var scrolled = GtkAllocation()
      var box = GtkAllocation()
      gtk_widget_get_allocation(wheel.scrolled.pointer, &scrolled)
      gtk_widget_get_allocation(wheel.widget.pointer, &box)
      let flat = render(
        { cr in
          cairo_translate(cr, Double(scrolled.x - box.x), Double(scrolled.y - box.y))
          gtk_widget_draw(wheel.scrolled.pointer, cr)
        }, width: width, height: height)
      var differing = 0
      var inked = 0
      for (a, b) in zip(drum.pixels, flat.pixels) {
        if a & 0xff != 0xff || b & 0xff != 0xff { inked += 1 }
        if Self.channelDifference(a, b) > 48 { differing += 1 }
      }
      XCTAssertGreaterThan(inked, 500, "row \(row): text was drawn")
      XCTAssertLessThan(
        Double(differing), Double(inked) * 0.02,
        "row \(row): the flat look differs from the tree view's own drawing in \(differing) of \(inked) inked pixels"
      )
    }
  }

  /// The largest difference of one colour channel between two RGB24 pixels.
  private static func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
    var largest = 0
    for shift: UInt32 in [0, 8, 16] {
      let x = Int((a >> shift) & 0xff)
      let y = Int((b >> shift) & 0xff)
      largest = max(largest, abs(x - y))
    }
    return largest
  }

  func testOutOfRangeLooksAreClampedWithOneWarning() async {
    let warnings = WarningCounter()
    defer { warnings.stop() }
    let picker = PickerWidget(
      look: WheelLook(diameterRatio: 0.5, perspective: -1, magnification: 3, outerOpacity: 0.45))
    XCTAssertEqual(
      picker.look,
      WheelLook(
        diameterRatio: WheelLook.minimumDiameterRatio, perspective: 0, magnification: 1.5,
        outerOpacity: 0.45))
    XCTAssertEqual(warnings.count, 1, "one warning for one bad look")
    picker.look.diameterRatio = .nan
    XCTAssertEqual(picker.look.diameterRatio, WheelLook.drum.diameterRatio)
    picker.look.magnification = 0.5
    XCTAssertEqual(picker.look.magnification, 1)
    XCTAssertEqual(warnings.count, 3)
    picker.look = .flat
    XCTAssertEqual(picker.look, .flat, "an infinite diameter is the flat look, not an error")
    XCTAssertEqual(warnings.count, 3)
  }

  /// Not a check: with PICKERS_DOCS_IMAGE=path (make docs-images), draws the picture of
  /// `WheelLook`'s documentation: the Single page's wheel as a drum, magnified, and flat.
  func testDrawTheLooksForTheDocumentation() async throws {
    guard let path = ProcessInfo.processInfo.environment["PICKERS_DOCS_IMAGE"] else {
      throw XCTSkip("set PICKERS_DOCS_IMAGE to draw the documentation's picture")
    }
    let characters = ["Luke", "Leia", "Han", "Chewbacca", "Artoo", "Threepio", "Lando"]
    let looks = [WheelLook.drum, WheelLook.drum.magnified(1.12), WheelLook.flat]
    let models = looks.map { _ in ListModel([Wheel(name: "Character", titles: characters)]) }
    let pickers = looks.map { PickerWidget(look: $0) }
    let row = Box(.horizontal, spacing: Int(12))
    for (picker, model) in zip(pickers, models) {
      picker.attach(model)
      picker.selectRow(3, inComponent: 0, animated: false)
      gtk_box_pack_start(row.cast(), picker.widget.pointer, 1, 1, 0)
    }
    let window = Window()
    defer { gtk_widget_destroy(window.pointer) }
    gtk_window_set_default_size(window.cast(), 3 * 180 + 24, Int32(Self.height))
    gtk_container_add(window.cast(), row.pointer)
    gtk_widget_show_all(window.pointer)
    drain()
    let width = gtk_widget_get_allocated_width(row.pointer)
    let height = gtk_widget_get_allocated_height(row.pointer)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
    let cr = cairo_create(surface)!
    gtk_widget_draw(row.pointer, cr)
    cairo_destroy(cr)
    XCTAssertEqual(cairo_surface_write_to_png(surface, path), CAIRO_STATUS_SUCCESS)
    cairo_surface_destroy(surface)
  }
}

/// Counts the warnings logged in the tests' domain while it lives.
@MainActor
final class WarningCounter {
  private static var count = 0
  private let handler: guint
  var count: Int { Self.count }

  init() {
    Self.count = 0
    handler = g_log_set_handler(
      testLogDomain, G_LOG_LEVEL_WARNING, { _, _, _, _ in WarningCounter.count += 1 }, nil)
  }

  func stop() { g_log_remove_handler(testLogDomain, handler) }
}
