import CGtk

/// The C function GLib calls for the signals of one signature, paired with the type of the
/// Swift handler it calls: `ObjectRef.connect` takes a thunk and a handler of its type only,
/// so a handler of the wrong shape does not compile. Each thunk is written once, here, and
/// enters the main actor through `onMainActor` (GTK emits on the main thread;
/// anything else stops the program there, not later).
///
/// The C signature must match the signal's exactly: the user data comes last, so a thunk
/// with one argument too few reads a signal argument as its data.
package struct SignalThunk<Handler>: Sendable {
  /// The `@convention(c)` function, as `g_signal_connect_data` takes it.
  let callback: GCallback

  fileprivate init(_ callback: GCallback) { self.callback = callback }
}

extension SignalThunk where Handler == @MainActor () -> Void {
  /// `void (*)(GObject *, gpointer)`: "clicked", "changed", "map", "destroy".
  package static var plain: Self {
    let thunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
      onMainActor(data) { data in HandlerBox<@MainActor () -> Void>.handler(data)?() }
    }
    return .init(unsafeBitCast(thunk, to: GCallback.self))
  }
}

extension SignalThunk where Handler == @MainActor (OpaquePointer?) -> Void {
  /// `void (*)(GObject *, gpointer arg, gpointer)`: a signal with one pointer argument
  /// ("size-allocate", "notify::…", a gesture's "cancel").
  package static var pointer: Self {
    let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
      onMainActor((argument, data)) { argument, data in
        HandlerBox<@MainActor (OpaquePointer?) -> Void>.handler(data)?(
          argument.map(OpaquePointer.init))
      }
    }
    return .init(unsafeBitCast(thunk, to: GCallback.self))
  }
}

extension SignalThunk where Handler == @MainActor (Int32) -> Void {
  /// `void (*)(GObject *, gint, gpointer)`: a dialog's "response".
  package static var int: Self {
    let thunk: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, value, data in
      onMainActor((value, data)) { value, data in
        HandlerBox<@MainActor (Int32) -> Void>.handler(data)?(value)
      }
    }
    return .init(unsafeBitCast(thunk, to: GCallback.self))
  }
}

extension SignalThunk where Handler == @MainActor (UnsafeMutablePointer<GdkEvent>) -> Bool {
  /// `gboolean (*)(GtkWidget *, GdkEvent *, gpointer)`: the "…-event" signals; the
  /// handler returns whether it handled the event (`GDK_EVENT_STOP`).
  package static var event: Self {
    let thunk: @convention(c) (gpointer?, UnsafeMutablePointer<GdkEvent>?, gpointer?) -> gboolean =
      { _, event, data in
        onMainActor((event, data)) { event, data in
          guard let event,
            let handler = HandlerBox<@MainActor (UnsafeMutablePointer<GdkEvent>) -> Bool>
              .handler(data)
          else { return 0 }
          return handler(event) ? 1 : 0
        }
      }
    return .init(unsafeBitCast(thunk, to: GCallback.self))
  }
}

extension SignalThunk where Handler == @MainActor (OpaquePointer) -> Bool {
  /// `gboolean (*)(GtkWidget *, cairo_t *, gpointer)`: "draw"; the handler returns whether
  /// it drew in place of the widget (which then draws nothing).
  package static var draw: Self {
    let thunk: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean = {
      _, cairo, data in
      onMainActor((cairo, data)) { cairo, data in
        guard let cairo, let handler = HandlerBox<@MainActor (OpaquePointer) -> Bool>.handler(data)
        else { return 0 }
        return handler(cairo) ? 1 : 0
      }
    }
    return .init(unsafeBitCast(thunk, to: GCallback.self))
  }
}

extension SignalThunk where Handler == @MainActor (Int) -> Void {
  /// `void (*)(GtkNotebook *, GtkWidget *, guint, gpointer)`: "switch-page".
  package static var pageIndex: Self {
    let thunk: @convention(c) (gpointer?, gpointer?, guint, gpointer?) -> Void = {
      _, _, index, data in
      onMainActor((index, data)) { index, data in
        HandlerBox<@MainActor (Int) -> Void>.handler(data)?(Int(index))
      }
    }
    return .init(unsafeBitCast(thunk, to: GCallback.self))
  }
}

extension SignalThunk where Handler == @MainActor () -> Void {
  /// `void (*)(GObject *, gpointer, gpointer, gpointer)`: a signal with two pointer
  /// arguments the handler does not read ("row-activated": a path and a column).
  package static var twoIgnored: Self {
    let thunk: @convention(c) (gpointer?, gpointer?, gpointer?, gpointer?) -> Void = {
      _, _, _, data in
      onMainActor(data) { data in HandlerBox<@MainActor () -> Void>.handler(data)?() }
    }
    return .init(unsafeBitCast(thunk, to: GCallback.self))
  }
}

extension SignalThunk where Handler == @MainActor (GtkMovementStep, Int32) -> Bool {
  /// `gboolean (*)(GtkTreeView *, GtkMovementStep, gint, gpointer)`: "move-cursor". A
  /// handler that returns true stops the emission: "move-cursor" has no accumulator, so
  /// without the stop GTK's class handler (run last) would move the cursor again.
  package static var moveCursor: Self {
    let thunk: @convention(c) (gpointer?, GtkMovementStep, gint, gpointer?) -> gboolean = {
      instance, step, count, data in
      onMainActor((instance, step, count, data)) { instance, step, count, data in
        guard
          HandlerBox<@MainActor (GtkMovementStep, Int32) -> Bool>.handler(data)?(step, count)
            == true
        else { return 0 }
        if let instance { g_signal_stop_emission_by_name(instance, "move-cursor") }
        return 1
      }
    }
    return .init(unsafeBitCast(thunk, to: GCallback.self))
  }
}

extension SignalThunk where Handler == @MainActor (Double, Double) -> Void {
  /// `void (*)(GtkGesture *, gdouble, gdouble, gpointer)`: a drag gesture's "drag-begin"
  /// (its start) and "drag-update" and "drag-end" (its offset).
  package static var point: Self {
    let thunk: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = {
      _, x, y, data in
      onMainActor((x, y, data)) { x, y, data in
        HandlerBox<@MainActor (Double, Double) -> Void>.handler(data)?(x, y)
      }
    }
    return .init(unsafeBitCast(thunk, to: GCallback.self))
  }
}

extension SignalThunk where Handler == @MainActor (Int, Double, Double) -> Void {
  /// `void (*)(GtkGesture *, gint, gdouble, gdouble, gpointer)`: a multi-press gesture's
  /// "pressed" and "released" (the press count and the point).
  package static var press: Self {
    let thunk: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = {
      _, count, x, y, data in
      onMainActor((count, x, y, data)) { count, x, y, data in
        HandlerBox<@MainActor (Int, Double, Double) -> Void>.handler(data)?(Int(count), x, y)
      }
    }
    return .init(unsafeBitCast(thunk, to: GCallback.self))
  }
}

extension SignalThunk where Handler == @Sendable (OpaquePointer?) -> Void {
  /// `void (*)(GObject *, gpointer arg, gpointer)` for a handler of any thread, connected
  /// off the main thread (``connectOnMainLoop(_:_:_:)``).
  static var sendablePointer: Self {
    let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
      HandlerBox<@Sendable (OpaquePointer?) -> Void>.handler(data)?(
        argument.map(OpaquePointer.init))
    }
    return .init(unsafeBitCast(thunk, to: GCallback.self))
  }
}

/// Connects `handler` to `signal` of `instance` from any thread, for the life of the
/// instance: a GstBus's "message::…" signals, which its signal watch emits on the main
/// loop. The handler is `@Sendable`: it may not touch the main actor's state but through
/// a hop (`Task { @MainActor in }`, or the sound engine's `SoundReporter`).
func connectOnMainLoop(
  _ instance: gpointer, _ signal: String, _ handler: @escaping @Sendable (OpaquePointer?) -> Void
) {
  let box = Unmanaged.passRetained(HandlerBox(handler)).toOpaque()
  let thunk = SignalThunk<@Sendable (OpaquePointer?) -> Void>.sendablePointer
  g_signal_connect_data(instance, signal, thunk.callback, box, releaseHandler, GConnectFlags(0))
}
