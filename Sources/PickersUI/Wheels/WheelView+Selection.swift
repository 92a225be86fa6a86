import CGtk
import PickerKit

/// Rows and selection: what the wheel shows, which row is selected (the tree selection is
/// the truth), and how the wheel turns to a row.
extension WheelView {
  /// Replaces every row, keeping the selected row where still valid (else the nearest).
  /// The new store is filled while detached, then attached in one step; `title` and `image`
  /// are asked for each row in turn (`image` only when the wheel shows images).
  package func setRows(
    count: Int, title: (Int) -> String, image: (Int) -> OpaquePointer? = { _ in nil }
  ) {
    let previous = selectedRow
    let made = showsImages ? pickers_list_store_new_title_image() : pickers_list_store_new_title()
    guard let made else { return }
    let store = ListStore(adopting: made)
    var longest = 0
    var plain = true
    var titles: [String] = []
    titles.reserveCapacity(count)
    for row in 0..<count {
      let text = title(row)
      titles.append(text)
      longest = max(longest, text.utf8.count)
      plain = plain && TitleWidths.isPlainASCII(text)
      if showsImages {
        let surface = image(row)
        pickers_list_store_append_title_image(made, text, surface, surface == nil ? 1 : 0)
      } else {
        pickers_list_store_append_title(made, text)
      }
    }
    self.titles = titles
    typeAhead.reset()
    titleWidths.reload(longestBytes: longest, isPlainASCII: plain)
    measureUnits()
    fitTitles()
    programmatic += 1
    defer { programmatic -= 1 }
    treeView.setModel(store)
    rowCount = count
    // The motion starts afresh: a rest still pending from the old rows must not settle on
    // the new ones.
    let row = count > 0 ? min(max(previous, 0), count - 1) : 0
    turner.send(.reload(rows, row: row))
    if rowCount > 0 { select(row, animated: false) }
    describeUnit()
  }

  /// The selected row, or -1 when the wheel is empty.
  public var selectedRow: Int { treeView.selection.selectedRow }

  /// Selects `row` (clamped) without telling `onUserSelect`, and turns the wheel to it.
  public func select(_ row: Int, animated: Bool) {
    guard rowCount > 0 else { return }
    let target = clamped(row)
    moveCursor(to: target)
    turner.send(.turn(toRow: target, animated: animated, byPerson: false))
  }

  /// Selects `row` (clamped) as a click or an assistive technology does, through the tree
  /// selection, so `onUserSelect` hears of it.
  public func userSelect(_ row: Int) {
    guard rowCount > 0 else { return }
    treeView.selection.select(row: clamped(row))
  }

  func clamped(_ row: Int) -> Int { min(max(row, 0), max(rowCount - 1, 0)) }

  /// Puts the cursor (and so the selection) on `row` without reporting it as a person's.
  func moveCursor(to row: Int) {
    programmatic += 1
    defer { programmatic -= 1 }
    guard treeView.cursorRow != row else { return }
    treeView.setCursor(row: row)
  }

  /// A person's selection made without turning: keys, type-ahead, an assistive technology's
  /// Selection interface. The wheel turns to it and reports it; a reel puts it back.
  func selectionChanged() {
    describeUnit()
    guard programmatic == 0 else { return }
    let row = selectedRow
    // A selection emptied (an assistive technology's, or GTK's search were it on): the
    // wheel still shows its row, and a wheel always has one selected, so it comes back.
    guard row >= 0 else { return restoreSelection(heading: true) }
    guard isTurnable else { return restoreSelection() }
    // A selection made without the cursor (an assistive technology) moves the cursor too,
    // so the keyboard goes on from the selected row.
    moveCursor(to: row)
    turner.send(.turn(toRow: row, animated: true, byPerson: true))
    onUserSelect?(row)
  }

  /// Puts back the selection a person changed on a wheel they may not turn (a reel), or
  /// emptied: the row the wheel shows in its band, or when `heading`, the row it is
  /// turning to.
  func restoreSelection(heading: Bool = false) {
    guard rowCount > 0 else { return }
    let position = heading ? headingOffset : offset
    let row = max(rows.row(at: Int(position.rounded())), 0)
    programmatic += 1
    treeView.selection.select(row: row)
    programmatic -= 1
  }
}
