@testable import PickersUI

/// A widget in a window that keeps its size, given some of it: a filler beside the widget
/// takes the rest. A test squeezes the widget this way, never the window, which a compositor
/// may overrule (sway keeps a floating window at least 75 x 50, and gives one that resized
/// itself its first size back when focus moves).
@MainActor
final class Squeeze {
  /// The window, `length` px along the squeeze.
  let window = Window()
  /// The box the widget fills: the room it is given.
  let slot = Box(.vertical)
  private let filler: Box
  private let horizontal: Bool
  private let length: Int

  /// Shows `widget` given `room` px of a window `length` px along `orientation` and
  /// `across` px across it. `room` stays below `length`: a filler of 0 px still takes 1.
  init(_ widget: Widget, along orientation: Orientation, length: Int, across: Int, room: Int) {
    filler = Box(orientation)
    horizontal = orientation == .horizontal
    self.length = length
    let line = Box(orientation)
    slot.packStart(widget, expand: true, fill: true)
    line.packStart(slot, expand: true, fill: true)
    line.packStart(filler)
    window.add(line)
    window.setDefaultSize(
      width: horizontal ? length : across, height: horizontal ? across : length)
    give(room)
    window.showAll()
  }

  /// Gives the widget `room` px along the squeeze from the next layout on.
  func give(_ room: Int) {
    let rest = length - room
    filler.setSizeRequest(width: horizontal ? rest : -1, height: horizontal ? -1 : rest)
  }

  /// The room the widget has been given, as laid out.
  var given: Int { horizontal ? slot.allocatedWidth : slot.allocatedHeight }
}
