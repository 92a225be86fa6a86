import CGtk

/// Slot reels: a wheel its model turns by rolling, as a fruit machine's reel rolls.
///
/// A roll runs `offset` down from more than one whole turn above the target to the target,
/// so the symbols move down through the band. Past the last row there are no rows to
/// scroll to, so while `offset` is there the tree view stays on a middle row (the canvas)
/// and each row's cells show the contents of the row `remapShift` further on: the reel
/// reads as a loop. Only the drawing changes: the store, the selection and the accessible
/// table stay the model's.
extension WheelView {
  /// Makes this wheel a reel: a person cannot turn it, and `roll(to:duration:)` can remap
  /// what its rows show.
  func becomeReel() {
    isTurnable = false
    for (renderer, bindings) in renderers {
      let apply: (UnsafeMutablePointer<GtkCellRenderer>, OpaquePointer, Int) -> Void = {
        [weak self] cell, model, row in
        guard let self, let shift = self.remapShift, self.rowCount > 0 else { return }
        var iter = GtkTreeIter()
        let shown = (row + shift) % self.rowCount
        guard gtk_tree_model_iter_nth_child(model, &iter, nil, gint(shown)) != 0 else { return }
        for (property, modelColumn) in bindings {
          var value = GValue()
          gtk_tree_model_get_value(model, &iter, modelColumn, &value)
          g_object_set_property(
            asObject(cell).assumingMemoryBound(to: GObject.self), property, &value)
          g_value_unset(&value)
        }
      }
      let callback: GtkTreeCellDataFunc = { _, cell, model, iter, data in
        guard let cell, let model, let iter,
          let apply = ClosureBox<
            (UnsafeMutablePointer<GtkCellRenderer>, OpaquePointer, Int) -> Void
          >
          .from(data),
          let path = gtk_tree_model_get_path(model, iter)
        else { return }
        let row = Int(gtk_tree_path_get_indices(path)?.pointee ?? 0)
        gtk_tree_path_free(path)
        apply(cell, model, row)
      }
      gtk_tree_view_column_set_cell_data_func(
        column, renderer, callback, ClosureBox(apply).retained, releaseBox)
    }
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

  /// The offset to show for `value` while rolling: itself within the rows; past the last
  /// row, the canvas row plus the fraction, with `remapShift` set so the canvas shows the
  /// row `value` names.
  func wrapped(_ value: Double) -> Double {
    guard value > lastOffset, rowCount > 0 else {
      setRemapShift(nil)
      return value
    }
    let whole = Int(value.rounded(.down))
    let canvas = rowCount / 2
    setRemapShift(((whole - canvas) % rowCount + rowCount) % rowCount)
    return Double(canvas) + (value - Double(whole))
  }

  /// Sets what the rows show (nil: their own contents), redrawing when it changes.
  func setRemapShift(_ shift: Int?) {
    guard shift != remapShift else { return }
    remapShift = shift
    gtk_widget_queue_draw(treeView)
  }
}
