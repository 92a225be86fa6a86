import CGtk

/// A Swift closure boxed for GLib: retained while the handler lives, released by the
/// `GClosureNotify` (or `GDestroyNotify`) GLib calls when the handler or object goes away.
final class ClosureBox<F> {
  let function: F
  init(_ function: F) { self.function = function }

  /// A +1 reference for GLib to own.
  var retained: gpointer { Unmanaged.passRetained(self).toOpaque() }

  static func from(_ pointer: gpointer?) -> F? {
    guard let pointer else { return nil }
    return Unmanaged<ClosureBox<F>>.fromOpaque(pointer).takeUnretainedValue().function
  }
}

/// Releases the box GLib owned: the `GClosureNotify` of every handler connected here.
private let releaseClosure: GClosureNotify = { data, _ in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// Releases a box passed as `gpointer` with a `GDestroyNotify`.
let releaseBox: GDestroyNotify = { data in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// Signal connection with closures. Each thunk's C signature matches its signals exactly.
public enum Signals {
  /// Connects a handler of `(instance, user_data) -> void` signals ("clicked", "changed",
  /// "map", "destroy", "switch-page" needs `connectSwitchPage`).
  @discardableResult
  public static func connect(
    _ instance: gpointer, _ signal: String, _ handler: @escaping () -> Void
  ) -> gulong {
    let thunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
      ClosureBox<() -> Void>.from(data)?()
    }
    return connect(instance, signal, unsafeBitCast(thunk, to: GCallback.self), ClosureBox(handler))
  }

  /// Connects a handler of `(instance, gint, user_data) -> void` signals ("response").
  @discardableResult
  public static func connectInt(
    _ instance: gpointer, _ signal: String, _ handler: @escaping (Int32) -> Void
  ) -> gulong {
    let thunk: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, value, data in
      ClosureBox<(Int32) -> Void>.from(data)?(value)
    }
    return connect(instance, signal, unsafeBitCast(thunk, to: GCallback.self), ClosureBox(handler))
  }

  /// Connects a handler of `(instance, pointer, user_data) -> void` signals (a GstBus's
  /// "message::error", with the message).
  @discardableResult
  public static func connectPointer(
    _ instance: gpointer, _ signal: String, _ handler: @escaping (OpaquePointer?) -> Void
  ) -> gulong {
    let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, pointer, data in
      ClosureBox<(OpaquePointer?) -> Void>.from(data)?(pointer.map(OpaquePointer.init))
    }
    return connect(instance, signal, unsafeBitCast(thunk, to: GCallback.self), ClosureBox(handler))
  }

  /// Connects a handler of `(instance, pointer, pointer, user_data) -> void` signals
  /// ("row-activated" with path and column).
  @discardableResult
  public static func connectTwoPointers(
    _ instance: gpointer, _ signal: String, _ handler: @escaping () -> Void
  ) -> gulong {
    let thunk: @convention(c) (gpointer?, gpointer?, gpointer?, gpointer?) -> Void = {
      _, _, _, data in ClosureBox<() -> Void>.from(data)?()
    }
    return connect(instance, signal, unsafeBitCast(thunk, to: GCallback.self), ClosureBox(handler))
  }

  /// Connects a handler of `(notebook, page, guint, user_data) -> void` ("switch-page"),
  /// run after the notebook's own handler, which moves the keyboard focus: the handler
  /// may then give the focus to something on the new page.
  @discardableResult
  public static func connectSwitchPage(
    _ instance: gpointer, _ handler: @escaping (Int) -> Void
  ) -> gulong {
    let thunk: @convention(c) (gpointer?, gpointer?, guint, gpointer?) -> Void = {
      _, _, index, data in ClosureBox<(Int) -> Void>.from(data)?(Int(index))
    }
    return connect(
      instance, "switch-page", unsafeBitCast(thunk, to: GCallback.self), ClosureBox(handler),
      flags: G_CONNECT_AFTER)
  }

  /// Connects a handler of `(instance, GdkEvent*, user_data) -> gboolean` signals
  /// ("delete-event", "key-press-event"), or `after` the class handler; the handler returns
  /// whether it handled it.
  @discardableResult
  public static func connectEvent(
    _ instance: gpointer, _ signal: String, after: Bool = false,
    _ handler: @escaping (UnsafeMutablePointer<GdkEvent>?) -> Bool
  ) -> gulong {
    let thunk: @convention(c) (gpointer?, UnsafeMutablePointer<GdkEvent>?, gpointer?) -> gboolean =
      {
        _, event, data in
        (ClosureBox<(UnsafeMutablePointer<GdkEvent>?) -> Bool>.from(data)?(event) ?? false) ? 1 : 0
      }
    return connect(
      instance, signal, unsafeBitCast(thunk, to: GCallback.self), ClosureBox(handler),
      flags: after ? G_CONNECT_AFTER : GConnectFlags(0))
  }

  /// Connects a handler of a tree view's "move-cursor", `(tree view, GtkMovementStep, gint,
  /// user_data) -> gboolean`, run before GTK's own; it returns whether it moved the cursor
  /// (then GTK does not).
  ///
  /// "move-cursor" is a key-binding signal without an accumulator: a handler's `true` does
  /// not keep GTK's class handler (run last) from moving the cursor a second time, from
  /// where this one left it. So a handled move stops the emission.
  @discardableResult
  public static func connectMoveCursor(
    _ instance: gpointer, _ handler: @escaping (GtkMovementStep, Int32) -> Bool
  ) -> gulong {
    let thunk: @convention(c) (gpointer?, GtkMovementStep, gint, gpointer?) -> gboolean = {
      instance, step, count, data in
      guard ClosureBox<(GtkMovementStep, Int32) -> Bool>.from(data)?(step, count) == true
      else { return 0 }
      if let instance { g_signal_stop_emission_by_name(instance, "move-cursor") }
      return 1
    }
    return connect(
      instance, "move-cursor", unsafeBitCast(thunk, to: GCallback.self), ClosureBox(handler))
  }

  /// Connects a handler of "draw", `(widget, cairo_t*, user_data) -> gboolean`: before the
  /// widget draws itself and its children, or `after` them. Drawing goes on afterwards.
  @discardableResult
  public static func connectDraw(
    _ instance: gpointer, after: Bool, _ handler: @escaping (OpaquePointer) -> Void
  ) -> gulong {
    let thunk: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean = {
      _, cairo, data in
      if let cairo { ClosureBox<(OpaquePointer) -> Void>.from(data)?(cairo) }
      return 0  // GDK_EVENT_PROPAGATE
    }
    return connect(
      instance, "draw", unsafeBitCast(thunk, to: GCallback.self), ClosureBox(handler),
      flags: after ? G_CONNECT_AFTER : GConnectFlags(0))
  }

  /// Connects a handler of "draw" that draws in place of the widget: it runs before the
  /// widget draws itself and its children, and when it returns true they are not drawn.
  @discardableResult
  public static func connectDrawInstead(
    _ instance: gpointer, _ handler: @escaping (OpaquePointer) -> Bool
  ) -> gulong {
    let thunk: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean = {
      _, cairo, data in
      guard let cairo, let handler = ClosureBox<(OpaquePointer) -> Bool>.from(data) else {
        return 0
      }
      return handler(cairo) ? 1 : 0  // GDK_EVENT_STOP or GDK_EVENT_PROPAGATE
    }
    return connect(
      instance, "draw", unsafeBitCast(thunk, to: GCallback.self), ClosureBox(handler))
  }

  /// Connects a handler of `(gesture, gdouble, gdouble, user_data) -> void` signals: a
  /// `GtkGestureDrag`'s "drag-begin" (its start), "drag-update" and "drag-end" (the offset).
  @discardableResult
  public static func connectPoint(
    _ instance: gpointer, _ signal: String, _ handler: @escaping (Double, Double) -> Void
  ) -> gulong {
    let thunk: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = {
      _, x, y, data in ClosureBox<(Double, Double) -> Void>.from(data)?(x, y)
    }
    return connect(instance, signal, unsafeBitCast(thunk, to: GCallback.self), ClosureBox(handler))
  }

  /// Connects a handler of `(gesture, gint, gdouble, gdouble, user_data) -> void` signals: a
  /// `GtkGestureMultiPress`'s "pressed" and "released" (the press count and the point).
  @discardableResult
  public static func connectPress(
    _ instance: gpointer, _ signal: String, _ handler: @escaping (Int, Double, Double) -> Void
  ) -> gulong {
    let thunk: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = {
      _, count, x, y, data in
      ClosureBox<(Int, Double, Double) -> Void>.from(data)?(Int(count), x, y)
    }
    return connect(instance, signal, unsafeBitCast(thunk, to: GCallback.self), ClosureBox(handler))
  }

  /// Connects `callback` (a thunk whose C signature matches `signal`) with `box` as its
  /// data, which GLib releases when the handler goes.
  @discardableResult
  static func connect<F>(
    _ instance: gpointer, _ signal: String, _ callback: GCallback, _ box: ClosureBox<F>,
    flags: GConnectFlags = GConnectFlags(0)
  ) -> gulong {
    signal.withCString { signal in
      g_signal_connect_data(instance, signal, callback, box.retained, releaseClosure, flags)
    }
  }
}
