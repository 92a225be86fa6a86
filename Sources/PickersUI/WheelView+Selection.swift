import CGtk

/// Rows and selection: what the wheel shows, which row is selected (the tree selection is
/// the truth), and how the wheel turns to a row.
extension WheelView {
  /// Replaces every row, keeping the selected row where still valid (else the nearest).
  /// The new store is filled while detached, then attached in one step; `title` and `image`
  /// are asked for each row in turn (`image` only when the wheel shows images).
  public func setRows(
    count: Int, title: (Int) -> String, image: (Int) -> OpaquePointer? = { _ in nil }
  ) {
    let previous = selectedRow
    let made = showsImages ? pickers_list_store_new_title_image() : pickers_list_store_new_title()
    guard let made else { return }
    let store = ListStore(adopting: made)
    var longest = 0
    for row in 0..<count {
      let text = title(row)
      longest = max(longest, text.utf8.count)
      if showsImages {
        let surface = image(row)
        pickers_list_store_append_title_image(made, text, surface, surface == nil ? 1 : 0)
      } else {
        pickers_list_store_append_title(made, text)
      }
    }
    // Ellipsizing costs every text row about an eighth of its drawing (Pango lays it out
    // against the cell's width: the zip wheel's frame 382 → 438 µs), so only a wheel with a
    // title that may pass the bound (in bytes, at least its characters) ellipsizes.
    if let text = renderers.last?.renderer {
      let ellipsize =
        longest > PickerWidget.titleWidthChars ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE
      pickers_object_set_int(text, "ellipsize", gint(ellipsize.rawValue))
    }
    programmatic += 1
    defer { programmatic -= 1 }
    animation = nil
    rolling = false
    turnedByPerson = false
    // A rest still pending from the old rows must not settle on the new ones.
    input.cancelRest()
    input = WheelInput()
    treeView.setModel(store)
    rowCount = count
    if rowCount > 0 {
      select(min(max(previous, 0), rowCount - 1), animated: false)
    } else {
      move(to: 0)  // no margins left from the old rows, and the drum redrawn empty
    }
  }

  /// The selected row, or -1 when the wheel is empty.
  public var selectedRow: Int { treeView.selection.selectedRow }

  /// Selects `row` (clamped) without telling `onUserSelect`, and turns the wheel to it.
  public func select(_ row: Int, animated: Bool) {
    guard rowCount > 0 else { return }
    turnedByPerson = false
    let target = clamped(row)
    moveCursor(to: target)
    turn(to: target, animated: animated)
  }

  /// Selects `row` (clamped) as a click or an assistive technology does, through the tree
  /// selection, so `onUserSelect` hears of it.
  public func userSelect(_ row: Int) {
    guard rowCount > 0 else { return }
    treeView.selection.select(row: clamped(row))
  }

  func clamped(_ row: Int) -> Int { min(max(row, 0), max(rowCount - 1, 0)) }

  /// The position a motion may end on: any on a loop, else a row.
  func reachable(_ position: Int) -> Int { rows.loops ? position : clamped(position) }

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
    guard programmatic == 0 else { return }
    let row = selectedRow
    // GTK's type-ahead empties the selection when nothing matches what was typed; the wheel
    // still shows its row, and a wheel always has one selected, so it comes back.
    guard row >= 0 else { return restoreSelection(heading: true) }
    guard isTurnable else { return restoreSelection() }
    input.cancelRest()
    turnedByPerson = true
    // A selection made without the cursor (an assistive technology) moves the cursor too,
    // so the keyboard goes on from the selected row.
    moveCursor(to: row)
    turn(to: row, animated: true)
    onUserSelect?(row)
  }

  /// The position the wheel is turning to, or where it is when it is not turning.
  var headingOffset: Double { animation?.target ?? offset }

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

  /// Selects the row at `position` at the end of a person's motion, reports it if it
  /// changed, and snaps the wheel to the position.
  func settle(on position: Int, after duration: Double) {
    let target = reachable(position)
    let row = rows.row(at: target)
    let changed = row != selectedRow
    moveCursor(to: row)
    animate(to: Double(target), duration: duration)
    if changed { onUserSelect?(row) }
  }

  /// Turns the wheel so `row` sits in the band, a loop the short way round; longer moves
  /// take a little longer, as a wheel would (0.2 s to 0.45 s).
  func turn(to row: Int, animated: Bool) {
    guard animated else {
      animation = nil
      rolling = false
      return move(to: Double(row))
    }
    let target = Double(rows.position(showing: row, from: offset))
    // Already heading there (a model re-selecting the row a person's fling is coasting to):
    // keep the fling's own timing.
    if let animation, animation.target == target { return }
    animate(to: target, duration: min(0.45, 0.2 + abs(target - offset) * 0.05))
  }

  /// Animates `offset` to `target` with an ease-out curve. At the end a loop's position is
  /// brought back to its row (the same picture), so positions never run far.
  func animate(to target: Double, duration: Double) {
    animation = nil
    animation = ScrollAnimation(
      widget: treeView, from: offset, to: target, duration: duration,
      update: { [weak self] value in self?.move(to: value) },
      completion: { [weak self] in
        guard let self else { return }
        self.animation = nil
        self.turnedByPerson = false
        self.normalize()
      })
  }

  /// Brings a loop's position back among its rows, by whole turns (the same picture): the
  /// offset, the band's position and every position the input holds (a notch's target, a
  /// press, a drag's samples) move together, so a motion under way goes on unchanged.
  func normalize() {
    guard rows.loops else { return }
    let shift = Int((offset / Double(rowCount)).rounded(.down)) * rowCount
    guard shift != 0 else { return }
    offset -= Double(shift)
    bandPosition -= shift
    input.stepTarget = input.stepTarget.map { $0 - shift }
    if let press = input.press { input.press = (press.y, press.offset - Double(shift)) }
    input.samples = input.samples.map { ($0.time, $0.offset - Double(shift)) }
    apply()
  }
}
