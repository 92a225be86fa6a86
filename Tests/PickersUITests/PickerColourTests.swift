import CGtk
import Foundation
import PickerKit
import XCTest

@testable import PickersUI

/// The picker's fades, veil and band take their colours from its style context in its
/// state: focused and in backdrop, light and dark, the fades over the drum's edges are the
/// background beside them, so no box shows round the drum. Runs under Xvfb (make test).
@MainActor
final class PickerColourTests: XCTestCase {
  override func setUp() async throws {
    try requireDisplay()
  }

  /// The red, green and blue levels of the pixel at (`x`, `y`) of an ARGB32 surface.
  private func levels(_ surface: OpaquePointer, x: Int, y: Int) -> [Int] {
    let stride = Int(cairo_image_surface_get_stride(surface)) / 4
    let pixel = cairo_image_surface_get_data(surface)!.withMemoryRebound(
      to: UInt32.self, capacity: stride * (y + 1)
    ) { $0[y * stride + x] }
    return [Int((pixel >> 16) & 0xff), Int((pixel >> 8) & 0xff), Int(pixel & 0xff)]
  }

  func testTheFadesAreTheBackgroundBesideThemInEveryState() async throws {
    let settings = try XCTUnwrap(gtk_settings_get_default())
    defer { pickers_object_set_int(settings, "gtk-application-prefer-dark-theme", 0) }
    let model = ListModel([
      Wheel(name: "Town", titles: ["Lima", "Lens", "Hue", "Chester", "Aachen"])
    ])
    let picker = PickerWidget()
    picker.attach(model)
    let window = Window()
    defer { gtk_widget_destroy(window.pointer) }
    gtk_window_set_default_size(window.cast(), 300, 260)
    gtk_container_add(window.cast(), picker.widget.pointer)
    gtk_widget_show_all(window.pointer)
    runMainLoop(for: 0.3)
    let wheel = picker.wheels[0]
    var seen: Set<[Int]> = []
    for dark in [false, true] {
      pickers_object_set_int(settings, "gtk-application-prefer-dark-theme", dark ? 1 : 0)
      for backdrop in [false, true] {
        // Bare Xvfb never moves the focus: the state a window manager would give.
        if backdrop {
          gtk_widget_set_state_flags(window.pointer, GTK_STATE_FLAG_BACKDROP, 0)
        } else {
          gtk_widget_unset_state_flags(window.pointer, GTK_STATE_FLAG_BACKDROP)
        }
        runMainLoop(for: 0.2)
        let width = gtk_widget_get_allocated_width(picker.widget.pointer)
        let height = gtk_widget_get_allocated_height(picker.widget.pointer)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        gtk_widget_draw(picker.widget.pointer, cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        var box = GtkAllocation()
        gtk_widget_get_allocation(wheel.widget.pointer, &box)
        var grid = GtkAllocation()
        gtk_widget_get_allocation(picker.widget.pointer, &grid)
        let middle = Double(box.y - grid.y) + Double(box.height) / 2
        let top = Int(middle - Double(wheel.drumHeight) / 2)
        let bottom = Int(middle + Double(wheel.drumHeight) / 2)
        // At x = 1, left of the band and of every row: the background, under a fade or not.
        let beside = levels(surface, x: 1, y: Int(middle + wheel.bandHeight / 2) + 10)
        seen.insert(beside)
        for y in [top + 1, top + 8, bottom - 2, bottom - 8] {
          let fade = levels(surface, x: 1, y: y)
          for (a, b) in zip(fade, beside) {
            XCTAssertLessThanOrEqual(
              abs(a - b), 1,
              "the fade at y \(y) is \(fade), the background beside it \(beside)"
                + " (dark \(dark), backdrop \(backdrop))")
          }
        }
      }
    }
    XCTAssertGreaterThanOrEqual(seen.count, 3, "light, dark and backdrop backgrounds differ")
  }
}
