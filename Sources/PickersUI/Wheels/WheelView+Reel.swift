import CGtk

/// Slot reels: a wheel its model turns by rolling, as a fruit machine's reel rolls.
///
/// A roll (`WheelMotion`'s) runs `offset` down from more than one whole turn above the
/// target to the target, so the symbols move down through the band. A reel's model makes it
/// loop
/// (`PickerDelegate`'s `looping`), so the drum draws its row `i mod rowCount` for every
/// `i` (`WheelView+Drum.swift`), at rest and rolling; the tree view behind it holds the row
/// the roll ends on (selected when it starts), so it neither scrolls nor resizes while the
/// reel turns. Only the drawing wraps: the store, the selection and the accessible table
/// stay the model's.
extension WheelView {
  /// Makes this wheel a reel: a person cannot turn it, and `roll(to:duration:)` turns it.
  func becomeReel() {
    isTurnable = false
  }

  /// Rolls to `row` (selected at once, without a report) through more than one whole turn,
  /// ending after `duration` seconds with an ease-out, without ticks. Unmapped, or on a
  /// wheel that does not loop, it just turns there.
  func roll(to row: Int, duration: Double) {
    guard rows.loops, treeView.isMapped else {
      return select(row, animated: rows.count > 0 && treeView.isMapped)
    }
    let target = clamped(row)
    moveCursor(to: target)
    turner.send(.roll(toRow: target, duration: duration))
  }
}
