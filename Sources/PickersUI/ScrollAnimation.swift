import CGtk

/// Moves a value from one number to another with an ease-out curve, frame by frame on a
/// widget's frame clock (a GTK tick callback), then calls `completion` once. Dropping the
/// animation stops it without calling `completion`.
@MainActor
final class ScrollAnimation {
  private var tickID: guint = 0
  private let widget: Widget
  /// Set once the last frame ran: GTK drops a tick callback that returns
  /// `G_SOURCE_REMOVE`, and removing it again from here would remove it twice.
  private let finished = Flag()

  /// A reference-typed Bool the tick callback can set.
  private final class Flag { var value = false }

  /// Where the animation ends.
  let target: Double

  /// Starts moving from `from` to `target` over `duration` seconds; `update` receives each
  /// frame's value. A move of nothing, or of an unmapped widget, completes at once.
  init(
    widget: Widget, from: Double, to target: Double, duration: Double,
    update: @escaping @MainActor (Double) -> Void, completion: @escaping @MainActor () -> Void
  ) {
    self.widget = widget
    self.target = target
    guard abs(target - from) > 1e-6, duration > 0, widget.isMapped else {
      update(target)
      completion()
      return
    }
    var start: Int = -1
    let finished = self.finished
    let step: @MainActor (Int) -> Bool = { now in
      if start < 0 { start = now }
      let t = min(1, Double(now - start) / (duration * 1_000_000))
      update(from + (target - from) * Self.easeOut(t))
      if t >= 1 {
        finished.value = true
        completion()
      }
      return t < 1
    }
    let callback: GtkTickCallback = { _, clock, data in
      onMainThread((clock, data)) { clock, data in
        guard let clock, let step = HandlerBox<@MainActor (Int) -> Bool>.handler(data) else {
          return 0
        }
        return step(Int(gdk_frame_clock_get_frame_time(clock))) ? 1 : 0
      }
    }
    let data = Unmanaged.passRetained(HandlerBox<@MainActor (Int) -> Bool>(step)).toOpaque()
    tickID = gtk_widget_add_tick_callback(widget.pointer, callback, data, releaseHandlerData)
  }

  /// Cubic ease-out: fast at first, settling gently (its starting speed is 3 × the average).
  static func easeOut(_ t: Double) -> Double { 1 - (1 - t) * (1 - t) * (1 - t) }

  /// Stops a running animation.
  isolated deinit {
    guard tickID != 0, !finished.value else { return }
    gtk_widget_remove_tick_callback(widget.pointer, tickID)
  }
}
