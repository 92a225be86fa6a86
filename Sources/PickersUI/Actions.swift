import CGtk

/// `GAction`s with Swift closures, on an application (`app.…`) or a window (`win.…`).
public enum Actions {
  /// Adds the stateless action `name` to `owner` (a `GtkApplication` or an
  /// `GtkApplicationWindow`, both `GActionMap`s); activating it runs `handler`.
  public static func add(_ name: String, to owner: gpointer, _ handler: @escaping () -> Void) {
    guard let action = name.withCString({ g_simple_action_new($0, nil) }) else { return }
    let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
      ClosureBox<() -> Void>.from(data)?()
    }
    register(
      action, "activate", unsafeBitCast(thunk, to: GCallback.self), ClosureBox(handler),
      on: owner)
  }

  /// Adds the stateful boolean action `name` to `owner`, starting at `initial`: a menu item
  /// bound to it shows as a check item, and activating it flips the state, then calls
  /// `handler` with the new value.
  public static func addSwitch(
    _ name: String, to owner: gpointer, initial: Bool, _ handler: @escaping (Bool) -> Void
  ) {
    let state = g_variant_new_boolean(initial ? 1 : 0)
    guard let action = name.withCString({ g_simple_action_new_stateful($0, nil, state) })
    else { return }
    let thunk: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = {
      action, value, data in
      guard let action, let value else { return }
      g_simple_action_set_state(OpaquePointer(action), value)
      ClosureBox<(Bool) -> Void>.from(data)?(g_variant_get_boolean(value) != 0)
    }
    register(
      action, "change-state", unsafeBitCast(thunk, to: GCallback.self), ClosureBox(handler),
      on: owner)
  }

  /// Connects the action's `signal` to `callback` and hands the action to `owner`'s map
  /// (which keeps the one reference left).
  private static func register<F>(
    _ action: OpaquePointer, _ signal: String, _ callback: GCallback, _ box: ClosureBox<F>,
    on owner: gpointer
  ) {
    Signals.connect(UnsafeMutableRawPointer(action), signal, callback, box)
    g_action_map_add_action(OpaquePointer(owner), action)
    g_object_unref(UnsafeMutableRawPointer(action))
  }

  /// Gives a window that is no `GtkApplicationWindow` (a secondary window, a dialog) its
  /// own `win.close` action, which closes it as its close button does; the application's
  /// accelerator for `win.close` (Ctrl+W) then reaches it.
  public static func addClose(to window: WidgetPointer) {
    guard let group = g_simple_action_group_new() else { return }
    add("close", to: UnsafeMutableRawPointer(group)) { gtk_window_close(window.cast()) }
    gtk_widget_insert_action_group(window, "win", OpaquePointer(group))
    g_object_unref(UnsafeMutableRawPointer(group))
  }

  /// Sets the keyboard accelerators of a detailed action name ("win.page-1").
  public static func setAccelerators(
    _ accelerators: [String], for action: String,
    in application: UnsafeMutablePointer<GtkApplication>
  ) {
    action.withCString { action in
      withOptionalCString(accelerators.first) { first in
        withOptionalCString(accelerators.dropFirst().first) { second in
          pickers_set_accels(application, action, first, second)
        }
      }
    }
  }
}
