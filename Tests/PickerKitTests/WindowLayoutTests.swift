import PickerKit
import Testing

/// The window's breakpoints (``WindowLayout``): where each layout begins and ends, and that
/// a slow resize across one changes the layout once.
@Suite("Window layout")
struct WindowLayoutTests {
  /// (width, height, layout) for a window laid out for the first time.
  @Test(
    "first layouts",
    arguments: [
      (640, 440, "wide"), (360, 720, "narrow"), (720, 360, "short"), (360, 320, "narrow short"),
      (559, 600, "narrow"), (560, 600, "wide"), (800, 439, "short"), (800, 440, "wide"),
      (0, 0, "wide"), (-5, 300, "wide"),
    ])
  func first(width: Int, height: Int, layout: String) {
    #expect(WindowLayout.at(width: width, height: height).description == layout)
  }

  /// (from layout, width, height, to layout): inside the hysteresis the layout stays.
  @Test(
    "hysteresis",
    arguments: [
      ("narrow", 560, 600, "narrow"), ("narrow", 599, 600, "narrow"), ("narrow", 600, 600, "wide"),
      ("wide", 559, 600, "narrow"), ("short", 800, 479, "short"), ("short", 800, 480, "wide"),
      ("narrow short", 599, 479, "narrow short"), ("narrow short", 600, 480, "wide"),
      ("narrow", 0, 0, "narrow"),
    ])
  func hysteresis(from: String, width: Int, height: Int, to: String) {
    let current = WindowLayout(isNarrow: from.contains("narrow"), isShort: from.contains("short"))
    #expect(WindowLayout.at(width: width, height: height, current: current).description == to)
  }

  @Test("a slow resize across a breakpoint and back changes the layout once each way")
  func slowResize() {
    var layout = WindowLayout.at(width: 700, height: 600)
    var changes = 0
    for width in Array(stride(from: 700, through: 300, by: -1)) + Array(300...700) {
      let next = WindowLayout.at(width: width, height: 600, current: layout)
      if next != layout { changes += 1 }
      layout = next
    }
    #expect(changes == 2)
    #expect(layout == .wide)
  }
}
