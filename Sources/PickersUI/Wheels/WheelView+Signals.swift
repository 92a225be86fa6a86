import CGtk

// What the wheel listens to: its tree view's selection, mapping, focus and scrolling, its
// widget's allocation, and its turner.

extension WheelView {
  /// Connects the tree view's, the widget's and the turner's signals to the wheel.
  func connectSignals() {
    treeView.selection.onChanged { [weak self] in self?.selectionChanged() }
    treeView.onRowActivated { [weak self] in self?.onActivate?() }
    // The band holds the selected row whenever the wheel is shown or resized, and the tree
    // view's own scrolling (to its cursor, after a resize) is put back where the wheel is.
    treeView.onMap { [weak self] in self?.apply() }
    // A new height (a window resized across a drum's height, the compact layout) moves the
    // band, and the tree view's margins follow, so its selected row stays behind the band.
    // The margins are set from an idle callback, not during the allocation: a resize queued
    // while GTK allocates is dropped, and the tree view kept its old margins.
    widget.onSizeAllocate { [weak self] _ in
      guard let self, self.allocatedHeight != self.lastHeight else { return }
      self.lastHeight = self.allocatedHeight
      guard !self.geometryPending else { return }
      self.geometryPending = true
      GLibScheduler.idle { [weak self] in
        guard let self else { return }
        self.geometryPending = false
        self.apply()
        self.scrolled.queueResize()
      }
    }
    // The band's focus tint covers the whole wheel, a magnified band more than the tree view
    // (which only redraws its own area on a focus change).
    treeView.onFocusChange { [weak self] _ in self?.widget.queueDraw() }
    if let adjustment = treeView.verticalAdjustment {
      adjustment.onChanged { [weak self] in self?.apply() }
      adjustment.onValueChanged { [weak self] in
        // Not while unmapped: the scrolled window ends GtkAdjustment's own scroll animation
        // as it unmaps, and setting the value from inside that ends it twice (two GLib
        // criticals). "map" applies.
        guard let self, !self.applying, self.treeView.isMapped else { return }
        self.apply()
      }
      self.adjustment = adjustment
    }
    turner.onOutput = { [weak self] output in self?.perform(output) }
    turner.onMove = { [weak self] in self?.apply() }
    turner.onTurn = { [weak self] in self?.showTurn() }
    connectInput()
    connectDrum()
    connectWidth()
  }
}
