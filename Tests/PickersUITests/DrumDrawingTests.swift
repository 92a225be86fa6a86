import CGtk
import PickerKit
import XCTest

@testable import PickersUI

/// The drum as drawn: a wheel rendered to an image surface, its rows found by their colour
/// and measured against `DrumProjection`'s formula. Runs under Xvfb and sway (make test).
/// This file: the fixtures, the rows against the formula, and the projection; the looks, the
/// rows drawn where, and the drum's heights are in `DrumDrawingTests+Looks`, `+Rows` and
/// `+Heights`.
@MainActor
final class DrumDrawingTests: XCTestCase {
  override func setUp() async throws {
    try requireDisplay()
  }

  /// Runs the main loop for a moment: events, and the frame clock's layout.
  func drain() {
    let end = g_get_monotonic_time() + 60_000
    while g_get_monotonic_time() < end {
      while gtk_events_pending() != 0 { gtk_main_iteration_do(0) }
      g_usleep(2_000)
    }
  }

  private var dumped = 0
  static let rowHeight = 32
  static let height = 216
  /// Each image is a solid block 4 px shorter than its row: red on even rows, blue on odd.
  private static let blockHeight = Double(rowHeight - 4)

  /// A solid `width` × `height` surface of one colour.
  private func block(red: Bool, width: Int32 = 60) -> OpaquePointer? {
    guard
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, Int32(Self.blockHeight))
    else { return nil }
    let cr = cairo_create(surface)
    cairo_set_source_rgb(cr, red ? 1 : 0, 0, red ? 0 : 1)
    cairo_paint(cr)
    cairo_destroy(cr)
    return surface
  }

  /// A shown image wheel of `count` solid blocks, `height` px tall by choice (with the
  /// standard wheel's compact drums), on `row`, in a window `windowHeight` px tall.
  func blockWheel(count: Int, row: Int, look: WheelLook, windowHeight: Int = height)
    -> (WheelView, Window)
  {
    let wheel = WheelView(
      name: "Blocks", rowHeight: Self.rowHeight, visibleHeight: Self.height,
      compactHeights: [180, 162], showsImages: true)
    let red = block(red: true)
    let blue = block(red: false)
    wheel.setRows(count: count, title: { "Row \($0)" }, image: { $0 % 2 == 0 ? red : blue })
    cairo_surface_destroy(red)
    cairo_surface_destroy(blue)
    wheel.look = look
    let window = Window()
    gtk_window_set_default_size(window.cast(), 200, Int32(windowHeight))
    gtk_container_add(window.cast(), wheel.widget.pointer)
    gtk_widget_show_all(window.pointer)
    drain()
    wheel.select(row, animated: false)
    drain()
    return (wheel, window)
  }

  /// `render` (Rendering.swift), each picture also written to `$DRUM_DUMP-N.png` when set.
  func render(
    _ draw: (OpaquePointer) -> Void, width: Int32, height: Int32, canvas: Double = 1
  )
    -> (pixels: [UInt32], width: Int, height: Int)
  {
    var dump: String?
    if let path = ProcessInfo.processInfo.environment["DRUM_DUMP"] {
      dumped += 1
      dump = "\(path)-\(dumped).png"
    }
    return PickersUITests.render(draw, width: width, height: height, canvas: canvas, dump: dump)
  }

  func renderWheel(_ wheel: WheelView, canvas: Double = 1)
    -> (pixels: [UInt32], width: Int, height: Int)
  {
    render(
      { gtk_widget_draw(wheel.widget.pointer, $0) },
      width: gtk_widget_get_allocated_width(wheel.widget.pointer),
      height: gtk_widget_get_allocated_height(wheel.widget.pointer), canvas: canvas)
  }

  /// A drawn block: its colour, centre and height in pixels, measured down the column `x`
  /// with each pixel weighted by how much of the block's colour it holds at `strength(y)`.
  struct Block {
    var red: Bool
    var centre: Double
    var height: Double
  }

  func blocks(
    _ image: (pixels: [UInt32], width: Int, height: Int), x: Int, strength: (Int) -> Double
  ) -> [Block] {
    var found: [Block] = []
    var current: (red: Bool, weight: Double, moment: Double)?
    func close() {
      if let c = current, c.weight > 0.3 {
        found.append(Block(red: c.red, centre: c.moment / c.weight, height: c.weight))
      }
      current = nil
    }
    for y in 0..<image.height {
      let pixel = image.pixels[y * image.width + x]
      let r = Double((pixel >> 16) & 0xff)
      let b = Double(pixel & 0xff)
      let weight = min(1, abs(r - b) / (255 * strength(y)))
      guard weight > 0.02 else {
        close()
        continue
      }
      let red = r > b
      if current?.red != red { close() }
      current = current ?? (red, 0, 0)
      current!.weight += weight
      current!.moment += weight * (Double(y) + 0.5)
    }
    close()
    return found
  }

  func testEachDrawnRowSitsWhereTheFormulaPutsItAndShrinksAwayFromTheBand() async {
    checkRowsAgainstTheFormula(drum: Self.height, readable: 9)
  }

  /// The compact drum (a wheel given 162 px): the same look at 162 px, its rows where the
  /// formula puts them within 1 px, seven of them readable; and 180 px between, nine.
  func testTheCompactDrumsRowsSitWhereTheFormulaPutsThem() async {
    checkRowsAgainstTheFormula(drum: 162, readable: 7)
    checkRowsAgainstTheFormula(drum: 180, readable: 9)
  }

  private func checkRowsAgainstTheFormula(drum: Int, readable: Int) {
    for look in [WheelLook.drum, WheelLook.drum.magnified(1.12)] {
      let (wheel, window) = blockWheel(count: 40, row: 20, look: look, windowHeight: drum)
      defer { gtk_widget_destroy(window.pointer) }
      XCTAssertEqual(wheel.drumHeight, drum, "the drum drawn in a wheel given \(drum) px")
      let image = renderWheel(wheel)
      let middle = Double(image.height) / 2
      let band = wheel.bandHeight
      let found = blocks(image, x: image.width / 2) { y in
        abs(Double(y) + 0.5 - middle) < band / 2 ? 1 : look.outerOpacity
      }
      let projection = DrumProjection(look: look, height: Double(drum))
      // The block in the band is row 20 (red, even); each block above and below is the next.
      guard let bandIndex = found.firstIndex(where: { abs($0.centre - middle) < 4 }) else {
        return XCTFail("no row drawn in the band: \(found)")
      }
      var checked = 0
      var heights: [Int: Double] = [:]
      for (index, block) in found.enumerated() {
        let row = 20 + index - bandIndex
        let s = Double(row - 20) * Double(Self.rowHeight)
        let scale = row == 20 ? look.magnification : 1
        guard let position = projection.position(s) else {
          return XCTFail("row \(row) drawn past the silhouette")
        }
        let expectedHeight = Self.blockHeight * projection.verticalScale(s) * scale
        XCTAssertEqual(block.red, row % 2 == 0, "row \(row)'s colour, look \(look)")
        guard expectedHeight >= 3 else { continue }  // a sliver: position only
        XCTAssertEqual(block.centre, middle + position * scale, accuracy: 1, "row \(row) centre")
        XCTAssertEqual(block.height, expectedHeight, accuracy: 1, "row \(row) height")
        heights[row - 20] = block.height
        checked += 1
      }
      XCTAssertEqual(
        checked, readable, "\(readable) rows readable at \(drum) px: \(found.map(\.height))")
      for side in [-1, 1] {
        let run = (1...4).compactMap { heights[side * $0] }
        XCTAssertEqual(run, run.sorted(by: >), "heights shrink away from the band: \(run)")
        XCTAssertLessThan(run.last ?? 99, run.first ?? 0)
      }
    }
  }

  func testTheProjectionAndItsInverse() async {
    let projection = DrumProjection(look: .drum, height: 216)
    XCTAssertEqual(projection.radius, 1.07 * 108, accuracy: 1e-9)
    for s in stride(from: -150.0, through: 150, by: 7.5) {
      guard let y = projection.position(s) else { continue }
      let theta = s / projection.radius
      let p = WheelLook.drum.perspective
      let r = projection.radius
      XCTAssertEqual(y, r * sin(theta) / (1 + p * r * (1 - cos(theta))), accuracy: 1e-9)
      XCTAssertEqual(projection.inverse(y) ?? .nan, s, accuracy: 1e-6, "inverse at \(s)")
    }
    let flat = DrumProjection(look: .flat, height: 216)
    XCTAssertEqual(flat.position(500), 500)
    XCTAssertEqual(flat.verticalScale(500), 1)
    XCTAssertNil(projection.position(projection.silhouette * projection.radius + 1))
    let orthographic = DrumProjection(look: WheelLook(perspective: 0), height: 216)
    XCTAssertEqual(orthographic.verticalScale(40), cos(40 / orthographic.radius), accuracy: 1e-12)
  }
}
