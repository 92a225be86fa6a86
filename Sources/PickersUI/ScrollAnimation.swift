import CGtk

/// Scrolls an adjustment to a value with an ease-out curve, frame by frame on the widget's
/// frame clock (a GTK tick callback). Dropping the animation stops it.
final class ScrollAnimation {
  private var tickID: guint = 0
  private let widget: WidgetPointer

  init(
    widget: WidgetPointer, adjustment: UnsafeMutablePointer<GtkAdjustment>, to target: Double,
    duration: Double
  ) {
    self.widget = widget
    let from = gtk_adjustment_get_value(adjustment)
    var start: Int = -1
    let step: (Int) -> Bool = { now in
      if start < 0 { start = now }
      let t = min(1, Double(now - start) / (duration * 1_000_000))
      let eased = 1 - (1 - t) * (1 - t) * (1 - t)
      gtk_adjustment_set_value(adjustment, from + (target - from) * eased)
      return t < 1
    }
    let callback: GtkTickCallback = { _, clock, data in
      guard let clock, let step = ClosureBox<(Int) -> Bool>.from(data) else { return 0 }
      return step(gdk_frame_clock_get_frame_time(clock)) ? 1 : 0
    }
    if abs(target - from) < 0.5 {
      gtk_adjustment_set_value(adjustment, target)
    } else {
      tickID = gtk_widget_add_tick_callback(widget, callback, ClosureBox(step).retained, releaseBox)
    }
  }

  deinit { if tickID != 0 { gtk_widget_remove_tick_callback(widget, tickID) } }
}
