import CGtk
import PickerKit
import XCTest

@testable import PickersUI

/// The drum as drawn: a wheel rendered to an image surface, its rows found by their colour
/// and measured against `DrumProjection`'s formula. Runs under Xvfb and sway (make test).
@MainActor
final class DrumDrawingTests: XCTestCase {
  override func setUp() async throws {
    try requireDisplay()
  }

  /// Runs the main loop for a moment: events, and the frame clock's layout.
  private func drain() {
    let end = g_get_monotonic_time() + 60_000
    while g_get_monotonic_time() < end {
      while gtk_events_pending() != 0 { gtk_main_iteration_do(0) }
      g_usleep(2_000)
    }
  }

  private var dumped = 0
  private static let rowHeight = 32
  private static let height = 216
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
  private func blockWheel(count: Int, row: Int, look: WheelLook, windowHeight: Int = height)
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

  /// `render` (Support.swift), each picture also written to `$DRUM_DUMP-N.png` when set.
  private func render(
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

  private func renderWheel(_ wheel: WheelView, canvas: Double = 1)
    -> (pixels: [UInt32], width: Int, height: Int)
  {
    render(
      { gtk_widget_draw(wheel.widget.pointer, $0) },
      width: gtk_widget_get_allocated_width(wheel.widget.pointer),
      height: gtk_widget_get_allocated_height(wheel.widget.pointer), canvas: canvas)
  }

  /// A drawn block: its colour, centre and height in pixels, measured down the column `x`
  /// with each pixel weighted by how much of the block's colour it holds at `strength(y)`.
  private struct Block {
    var red: Bool
    var centre: Double
    var height: Double
  }

  private func blocks(
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

  func testAClickOnADrawnRowNamesThatRow() async {
    let (wheel, window) = blockWheel(count: 40, row: 20, look: .drum)
    defer { gtk_widget_destroy(window.pointer) }
    let height = Double(gtk_widget_get_allocated_height(wheel.widget.pointer))
    let projection = DrumProjection(look: .drum, height: height)
    for d in -4...4 {
      let s = Double(d * Self.rowHeight)
      guard let y = projection.position(s) else { return XCTFail("row \(d) not drawn") }
      XCTAssertEqual(wheel.row(drawnAt: height / 2 + y), 20 + d, "the row drawn \(d) rows away")
    }
    // 100 px up, the drum draws row 16 (four rows up) where a flat list has row 17.
    XCTAssertEqual(wheel.row(drawnAt: height / 2 - 100), 16)
    XCTAssertNil(wheel.row(drawnAt: 0), "nothing is drawn past the silhouette")
  }

  func testEmptyOneAndTwoRowWheelsDrawNothingWrong() async {
    let (empty, emptyWindow) = blockWheel(count: 0, row: 0, look: .drum)
    defer { gtk_widget_destroy(emptyWindow.pointer) }
    // On grey: a tree view painting itself would show its white background.
    let blank = renderWheel(empty, canvas: 0.5)
    XCTAssertTrue(
      blank.pixels.allSatisfy { $0 & 0xffffff == 0x808080 }, "an empty wheel draws nothing")
    XCTAssertNil(empty.row(drawnAt: Double(Self.height) / 2))

    let (one, oneWindow) = blockWheel(count: 1, row: 0, look: .drum)
    defer { gtk_widget_destroy(oneWindow.pointer) }
    let image = renderWheel(one)
    let found = blocks(image, x: image.width / 2) { _ in 1 }
    XCTAssertEqual(found.count, 1, "one row drawn: \(found.map(\.centre))")
    XCTAssertEqual(found.first?.centre ?? 0, Double(image.height) / 2, accuracy: 1)
    XCTAssertEqual(one.row(drawnAt: Double(Self.height) / 2), 0)
    XCTAssertNil(one.row(drawnAt: Double(Self.height) / 2 - 40), "no row above the only one")

    let (two, twoWindow) = blockWheel(count: 2, row: 1, look: .drum)
    defer { gtk_widget_destroy(twoWindow.pointer) }
    let pair = blocks(renderWheel(two), x: image.width / 2) { _ in 0.45 }
    XCTAssertEqual(pair.map(\.red), [true, false], "row 0 above, row 1 in the band")
    XCTAssertEqual(pair.last?.centre ?? 0, Double(image.height) / 2, accuracy: 1)
  }

  func testALoopingWheelIsDrawnAsALoopAtRest() async {
    let (reel, window) = blockWheel(count: 4, row: 0, look: .drum)
    defer { gtk_widget_destroy(window.pointer) }
    reel.becomeReel()
    drain()
    let strength: (Int) -> Double = { y in
      abs(Double(y) + 0.5 - Double(Self.height) / 2) < Double(Self.rowHeight) / 2 ? 1 : 0.45
    }
    let first = renderWheel(reel)
    let ended = blocks(first, x: first.width / 2, strength: strength)
    XCTAssertEqual(ended.count, 4, "with ends, nothing above row 0: \(ended.map(\.centre))")
    reel.looping = true  // as a reel's model says
    drain()
    let image = renderWheel(reel)
    let middle = Double(image.height) / 2
    let found = blocks(image, x: image.width / 2) { y in
      abs(Double(y) + 0.5 - middle) < Double(Self.rowHeight) / 2 ? 1 : 0.45
    }
    guard let band = found.firstIndex(where: { abs($0.centre - middle) < 4 }) else {
      return XCTFail("no row in the band: \(found.map(\.centre))")
    }
    XCTAssertTrue(found[band].red, "row 0 in the band")
    guard band >= 3 else { return XCTFail("no rows drawn above row 0: \(found.map(\.centre))") }
    XCTAssertFalse(found[band - 1].red, "row 3 just above row 0")
    XCTAssertTrue(found[band - 2].red, "row 2 above it")
    XCTAssertGreaterThanOrEqual(found.count, 9, "a full drum, wrapping at both ends")
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

  /// The drum heights a wheel may draw: the full one, then each compact height below it
  /// once, tallest first; heights at or above the full one, and below 1 px, are dropped.
  func testDrumHeightsAreTallestFirstWithoutRepeats() async {
    let table: [(full: Int, compact: [Int], heights: [Int])] = [
      (216, [], [216]),
      (216, [180, 162], [216, 180, 162]),
      (216, [162, 180], [216, 180, 162]),
      (216, [162, 180, 162, 180], [216, 180, 162]),
      (216, [216, 240, 180], [216, 180]),
      (216, [0, -3, 1], [216, 1]),
    ]
    for row in table {
      XCTAssertEqual(
        WheelView.drumHeights(full: row.full, compact: row.compact), row.heights,
        "full \(row.full), compact \(row.compact)")
    }
  }

  /// A standard wheel asks for its compact drum at least and its full drum by choice, and
  /// draws the tallest of 216, 180 and 162 px that fits what it is given: the same wheel
  /// given less and less of a window past each, with no new size asked for on the way.
  func testTheDrumIsTheTallestThatFitsTheHeightGiven() async {
    let wheel = WheelView(
      name: "Sizes", rowHeight: 32, visibleHeight: 216, compactHeights: [180, 162],
      showsImages: false)
    wheel.setRows(count: 30, title: { "Row \($0)" })
    let squeeze = Squeeze(
      wheel.widget, along: .vertical, length: 320, across: 200, room: 300)
    defer { squeeze.window.destroy() }
    XCTAssertEqual(wheel.widget.preferredHeight.minimum, 162, "least height")
    XCTAssertEqual(wheel.widget.preferredHeight.natural, 216, "natural height")
    for (given, drum) in [(300, 216), (216, 216), (215, 180), (180, 180), (179, 162), (162, 162)] {
      squeeze.give(given)
      runMainLoop(until: { squeeze.given == given }, timeout: 2)
      drain()
      XCTAssertEqual(squeeze.given, given, "the height the wheel is given")
      XCTAssertEqual(wheel.drumHeight, drum, "the drum in \(given) px")
      let (least, natural) = wheel.widget.preferredHeight
      XCTAssertEqual([least, natural], [162, 216], "no new size asked for at \(given) px")
      // The selected row stays in the band, at the wheel's middle, whatever the drum.
      let middle = Double(wheel.widget.allocatedHeight) / 2
      XCTAssertEqual(wheel.row(drawnAt: middle), wheel.selectedRow, "the band's row at \(given)")
      // So does the tree view's (an end's row: the tree view's margins hold it there).
      XCTAssertEqual(treeRowCentre(wheel), middle, accuracy: 1, "the tree view's row at \(given)")
    }
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
