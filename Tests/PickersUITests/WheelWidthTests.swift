import CGtk
import PickerKit
import XCTest

@testable import PickersUI

/// A text wheel's width: its titles' width by choice, a few characters' at least, and its
/// titles ellipsized while it is narrower than one it draws. Runs under Xvfb and sway.
/// A wheel is squeezed inside a window that keeps its size (`Squeeze`).
@MainActor
final class WheelWidthTests: XCTestCase {
  override func setUp() async throws {
    try requireDisplay()
  }

  private static let meals = [
    "Fried Rice", "Beef Noodles", "Roast Chicken", "Grilled Salmon", "Dumplings",
    "Vegetable Curry", "Cheeseburger",
  ]

  /// A shown text wheel of `titles` drawn as `look`, given `width` px of a window that keeps
  /// its size, and its squeeze.
  private func shown(_ titles: [String], width: Int, look: WheelLook = .drum)
    -> (WheelView, Squeeze)
  {
    let wheel = WheelView(
      name: "Main Course", rowHeight: 32, visibleHeight: 216, compactHeights: [180, 162],
      showsImages: false)
    wheel.setRows(count: titles.count, title: { titles[$0] })
    wheel.look = look
    let squeeze = Squeeze(
      wheel.widget, along: .horizontal, length: 400, across: 216, room: width)
    give(squeeze, wheel, width: width)
    return (wheel, squeeze)
  }

  /// Gives the wheel `width` px of its window, waits for it to be laid out at that width,
  /// and draws it once, as a frame does.
  private func give(_ squeeze: Squeeze, _ wheel: WheelView, width: Int) {
    XCTAssertLessThanOrEqual(
      wheel.widget.preferredWidth.minimum, width, "the wheel can be given \(width) px")
    squeeze.give(width)
    runMainLoop(until: { wheel.treeView.allocatedWidth == width }, timeout: 5)
    XCTAssertEqual(wheel.treeView.allocatedWidth, width, "the wheel laid out \(width) px wide")
    // A resize the last drawing queued (a natural width, the column) is done first.
    gtk_container_check_resize(squeeze.window.cast())
    _ = drawn(wheel)
    // A change of ellipsizing measures the column again: it fits the wheel once laid out.
    runMainLoop(
      until: { gtk_tree_view_column_get_width(wheel.column) <= width }, timeout: 1)
  }

  /// The wheel drawn once on a white canvas, as a frame draws it.
  private func drawn(_ wheel: WheelView) -> (pixels: [UInt32], width: Int, height: Int) {
    render(
      { wheel.drawDrum($0) }, width: max(1, gint(wheel.widget.allocatedWidth)),
      height: max(1, gint(wheel.widget.allocatedHeight)))
  }

  private func ellipsizes(_ wheel: WheelView) -> Bool {
    guard let text = wheel.renderers.last?.renderer else { return false }
    return pickers_object_get_int(text, "ellipsize") != gint(PANGO_ELLIPSIZE_NONE.rawValue)
  }

  /// `text`'s width in the wheel's font, pixels.
  private func textWidth(_ wheel: WheelView, _ text: String) -> Int {
    let layout = gtk_widget_create_pango_layout(wheel.treeView.pointer, text)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    var width: gint = 0
    pango_layout_get_pixel_size(layout, &width, nil)
    return Int(width)
  }

  func testATextWheelAsksForItsTitlesByChoiceAndAFewCharactersAtLeast() async {
    let (wheel, squeeze) = shown(Self.meals, width: 300)
    defer { squeeze.window.destroy() }
    let (least, natural) = wheel.widget.preferredWidth
    XCTAssertGreaterThanOrEqual(least, textWidth(wheel, "Veg"), "a few characters at least")
    XCTAssertLessThan(least, textWidth(wheel, "Fried Rice"), "not a title's width")
    // GTK measures the rows it lays out (in fixed-height mode, those in view).
    XCTAssertGreaterThanOrEqual(natural, textWidth(wheel, "Roast Chicken"), "titles by choice")
    XCTAssertFalse(ellipsizes(wheel), "every title fits 300 px")
  }

  func testASqueezedWheelEllipsizesItsTitlesAndStopsOnceWideAgain() async {
    let (wheel, squeeze) = shown(Self.meals, width: 300)
    defer { squeeze.window.destroy() }
    wheel.select(5, animated: false)  // "Vegetable Curry" in the band
    give(squeeze, wheel, width: 70)
    XCTAssertTrue(ellipsizes(wheel), "a title wider than 70 px is ellipsized")
    XCTAssertLessThanOrEqual(
      wheel.treeView.preferredWidth.natural, 70,
      "the column fits the wheel, so each cell's extents lie inside it")
    XCTAssertGreaterThanOrEqual(
      wheel.widget.preferredWidth.natural, textWidth(wheel, "Vegetable Curry"),
      "the wheel still asks for its titles' width by choice")
    give(squeeze, wheel, width: 300)
    XCTAssertFalse(ellipsizes(wheel), "every title fits 300 px again")
  }

  func testAMagnifiedBandEllipsizesATitleThatFitsOnlyUnmagnified() async {
    let title = "Vegetable Curry"
    let (plain, plainSqueeze) = shown([title], width: 300)
    defer { plainSqueeze.window.destroy() }
    // Wide enough for the title as it is, not once magnified 1.5 times.
    let width = textWidth(plain, title) + 16
    var magnified = WheelLook.drum
    magnified.magnification = 1.5
    let (wheel, squeeze) = shown([title], width: width, look: magnified)
    defer { squeeze.window.destroy() }
    give(plainSqueeze, plain, width: width)
    XCTAssertFalse(ellipsizes(plain), "\(title) fits \(width) px unmagnified")
    XCTAssertTrue(ellipsizes(wheel), "\(title) magnified 1.5 times does not fit \(width) px")
    // Drawn magnified, the ellipsized title stays inside the wheel: no ink at its edges.
    let image = drawn(wheel)
    let band = Int(wheel.bandHeight / 2)
    var inked: [Int] = []
    for y in (image.height / 2 - band)..<(image.height / 2 + band) {
      for x in [0, 1, width - 2, width - 1] where image.pixels[y * image.width + x] & 0xff < 0xc0 {
        inked.append(x)
      }
    }
    XCTAssertEqual(inked, [], "the band's title is drawn within the wheel's \(width) px")
  }

  func testPlainNarrowTitlesAreNeverMeasured() async {
    let zips = (0..<2_662).map { "\(73_301 + $0)" }
    let (wheel, squeeze) = shown(zips, width: 170)
    defer { squeeze.window.destroy() }
    wheel.select(1_000, animated: false)
    give(squeeze, wheel, width: 170)
    XCTAssertNotNil(wheel.titleWidths.glyphBound, "the font is known")
    XCTAssertEqual(wheel.titleWidths.widest, 0, "five digits cannot be wider than 170 px")
    XCTAssertFalse(ellipsizes(wheel))
    // Three bytes each, but wider than three of the widest ASCII glyphs.
    wheel.setRows(count: 2, title: { ["\u{FDFD}", "a\tb"][$0] })
    give(squeeze, wheel, width: 170)
    XCTAssertGreaterThan(wheel.titleWidths.widest, 0, "a ligature and a tab have no bound")
  }
}
