import CGtk

/// A `GtkGesture` on a widget (GTK 3's widgets do not own their gestures: the wrapper
/// does).
@MainActor
open class Gesture: ObjectRef {
  var gesture: OpaquePointer { OpaquePointer(object) }

  init(adopting gesture: OpaquePointer) { super.init(adopting: UnsafeMutableRawPointer(gesture)) }

  /// Claims or denies the sequence under way.
  package func setState(_ state: GtkEventSequenceState) { gtk_gesture_set_state(gesture, state) }
  /// Puts `other` in this gesture's group: a sequence one claims, the other claims too.
  public func group(with other: Gesture) { gtk_gesture_group(gesture, other.gesture) }
  /// Forgets the sequence under way (its "cancel", then its end).
  public func reset() { gtk_event_controller_reset(gesture) }
  /// Whether the gesture holds a sequence now (a press or a touch under way).
  public var isActive: Bool { gtk_gesture_is_active(gesture) != 0 }
  /// The device (a `GdkDevice`) of the sequence under way; nil when there is none.
  package var device: OpaquePointer? { gtk_gesture_get_device(gesture) }

  /// "cancel": GTK took the sequence under way from the gesture.
  @discardableResult
  public func onCancel(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    connect("cancel", .pointer) { _ in handler() }
  }
}

/// A `GtkGestureDrag`: a press, or a touch, and how far it moved.
@MainActor
public final class GestureDrag: Gesture {
  /// A drag gesture on `widget`.
  public init(on widget: Widget) { super.init(adopting: gtk_gesture_drag_new(widget.pointer)) }

  /// "drag-begin": a press began at (`x`, `y`) in the widget.
  @discardableResult
  public func onBegin(_ handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Void)
    -> SignalConnection
  {
    connect("drag-begin", .point, handler)
  }
  /// "drag-update": the press moved by (`dx`, `dy`) since it began.
  @discardableResult
  public func onUpdate(_ handler: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Void)
    -> SignalConnection
  {
    connect("drag-update", .point, handler)
  }
  /// "drag-end": the press ended (`dx`, `dy`) from where it began.
  @discardableResult
  public func onEnd(_ handler: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Void)
    -> SignalConnection
  {
    connect("drag-end", .point, handler)
  }
}

/// A `GtkGestureMultiPress`: presses counted in one place (a double-click is two).
@MainActor
public final class GestureMultiPress: Gesture {
  /// A multi-press gesture on `widget`.
  public init(on widget: Widget) {
    super.init(adopting: gtk_gesture_multi_press_new(widget.pointer))
  }

  /// "pressed": the `count`th press in one place, at (`x`, `y`).
  @discardableResult
  public func onPressed(
    _ handler: @escaping @MainActor (_ count: Int, _ x: Double, _ y: Double) -> Void
  ) -> SignalConnection {
    connect("pressed", .press, handler)
  }
  /// "stopped": the count is over (the double-click time passed, or a press moved away).
  @discardableResult
  public func onStopped(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    connect("stopped", .plain, handler)
  }
}
