import CGtk

/// A `GdkFrameClock`: what paces a window's frames.
@MainActor
public final class FrameClock: ObjectRef {
  /// The clock of `widget`'s window, once it is realized.
  public init?(of widget: Widget) {
    guard let clock = gtk_widget_get_frame_clock(widget.pointer) else { return nil }
    super.init(UnsafeMutableRawPointer(clock))
  }

  /// "after-paint": a frame has been painted.
  @discardableResult
  public func onAfterPaint(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    connect("after-paint", .plain, handler)
  }
}
