import CGtk

/// Slot reels: a wheel its model turns by rolling, as a fruit machine's reel rolls.
///
/// A roll runs `offset` down from more than one whole turn above the target to the target,
/// so the symbols move down through the band. While it rolls the drum draws row
/// `i mod rowCount` for every `i` (`WheelView+Drum.swift`), so the reel reads as a loop, and
/// the tree view behind it holds the row the roll has reached. Only the drawing wraps: the
/// store, the selection and the accessible table stay the model's.
extension WheelView {
  /// Makes this wheel a reel: a person cannot turn it; `roll(to:duration:)` turns it.
  func becomeReel() {
    isTurnable = false
  }

  /// Rolls to `row` (selected at once, without a report) through more than one whole turn,
  /// ending after `duration` seconds with an ease-out. Unmapped, it just selects.
  func roll(to row: Int, duration: Double) {
    guard rowCount >= 3, gtk_widget_get_mapped(treeView) != 0 else {
      return select(row, animated: false)
    }
    let target = clamped(row)
    moveCursor(to: target)
    let count = Double(rowCount)
    let current = Double(clamped(Int(offset.rounded())))
    // The same row as now, a whole number of turns up, more than one turn from the target.
    var start = current
    while start - Double(target) <= count { start += count }
    animation = nil
    rolling = true
    offset = start
    animation = ScrollAnimation(
      widget: treeView, from: start, to: Double(target), duration: duration,
      update: { [weak self] value in self?.move(to: value) },
      completion: { [weak self] in
        guard let self else { return }
        self.rolling = false
        self.animation = nil
        self.move(to: Double(target))
      })
  }

  /// The offset within the rows that `value` names on a wheel that wraps: `value` less a
  /// whole number of turns, in −0.5 ..< rowCount − 0.5.
  func wrapped(_ value: Double) -> Double {
    guard rowCount > 0 else { return value }
    let count = Double(rowCount)
    var shown = value.truncatingRemainder(dividingBy: count)
    if shown < -0.5 { shown += count }
    if shown >= count - 0.5 { shown -= count }
    return shown
  }
}
