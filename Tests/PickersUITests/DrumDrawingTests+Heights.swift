import XCTest

@testable import PickersUI

/// The drum's heights: the full one and the compact ones a wheel may draw, and the tallest
/// that fits the height a wheel is given.
extension DrumDrawingTests {
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
