import CGtk
import XCTest

@testable import PickersUI

/// Which row is drawn where: a click names the row drawn under it, the shortest wheels
/// draw nothing wrong, and a looping wheel at rest draws its rows round the loop.
extension DrumDrawingTests {
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
}
