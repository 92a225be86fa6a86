import CGtk
import PickerKit

/// The view's side of the motion: it shows the offset the motion gives, runs its turns on
/// the widget's frame clock, and does what its outputs say.
extension WheelView {
  /// Where the wheel has turned to, in rows: row `r` sits in the band when `offset == r`.
  public var offset: Double { turner.motion.offset }

  /// The position the wheel is turning to, or where it is when it is not turning.
  var headingOffset: Double { turner.motion.heading }

  /// Whether a reel is rolling (its tree view then holds the row the roll ends on).
  var isRolling: Bool {
    if case .turning(let turn) = turner.motion.phase { return turn.cause == .roll }
    return false
  }

  /// Does what the motion asks.
  func perform(_ output: WheelMotion.Output) {
    switch output {
    case .tick:
      onTick?()
    case .settle(let row):
      let changed = row != selectedRow
      moveCursor(to: row)
      if changed { onUserSelect?(row) }
    case .activate:
      onActivate?()
    }
  }

  /// A turn has started: it moves on each frame of the widget's frame clock until it
  /// ends. An unmapped wheel has no frames: its turn ends at once.
  func showTurn() {
    guard treeView.isMapped else { return turner.send(.finishTurn) }
    guard frames == 0 else { return }
    let step: @MainActor () -> Bool = { [weak self] in
      guard let self else { return false }
      self.turner.frame()
      guard self.turner.motion.isTurning else {
        self.frames = 0
        return false
      }
      return true
    }
    let callback: GtkTickCallback = { _, _, data in
      onMainActor(data) { data in
        HandlerBox<@MainActor () -> Bool>.handler(data)?() == true ? 1 : 0
      }
    }
    let data = Unmanaged.passRetained(HandlerBox<@MainActor () -> Bool>(step)).toOpaque()
    frames = UInt32(
      gtk_widget_add_tick_callback(treeView.pointer, callback, data, releaseHandlerData))
  }
}
