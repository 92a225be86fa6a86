import CGtk

/// What holds `GAction`s: an application (`app.…`), an application window (`win.…`), an
/// action group.
@MainActor
public protocol ActionMap: ObjectRef {}

extension ActionMap {
  /// Adds the stateless action `name`; activating it runs `handler`.
  public func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) {
    let action = SimpleAction(name: name, state: nil)
    action.onActivate(handler)
    add(action)
  }

  /// Adds the stateful boolean action `name`, starting at `initial`: a menu item bound to
  /// it shows as a check item, and activating it flips the state, then calls `handler`
  /// with the new value.
  public func addSwitch(
    _ name: String, initial: Bool, _ handler: @escaping @MainActor (Bool) -> Void
  ) {
    let action = SimpleAction(name: name, state: g_variant_new_boolean(initial ? 1 : 0))
    action.onChangeState { [unowned action] value in
      action.setState(value)
      handler(g_variant_get_boolean(value) != 0)
    }
    add(action)
  }

  /// Hands `action` to the map; this wrapper keeps the action's wrapper, and so its
  /// handler, for as long as it lives.
  private func add(_ action: SimpleAction) {
    g_action_map_add_action(OpaquePointer(object), OpaquePointer(action.object))
    keep(action)
  }
}

/// A `GActionGroup` of its own, for a window that is no application window (a secondary
/// window, a dialog).
@MainActor
public final class ActionGroup: ObjectRef, ActionMap {
  /// An empty group.
  public init() { super.init(adopting: UnsafeMutableRawPointer(g_simple_action_group_new())) }

  /// Gives `window` the group's actions under `prefix` ("win"); the window's wrapper
  /// keeps this one.
  public func insert(into window: Widget, prefix: String) {
    gtk_widget_insert_action_group(window.pointer, prefix, OpaquePointer(object))
    window.keep(self)
  }
}

extension ActionGroup {
  /// Gives a window that is no `GtkApplicationWindow` its own `win.close`, which closes it
  /// as its close button does: the application's accelerator for `win.close` (Ctrl+W) then
  /// reaches it.
  public static func addClose(to window: Window) {
    let group = ActionGroup()
    group.addAction("close") { [unowned window] in window.close() }
    group.insert(into: window, prefix: "win")
  }
}

/// A `GSimpleAction`.
// `package`, as its base's initializers are: an internal subclass of this open class makes
// Swift 6.3 warn of an infinite recursion in a member it synthesizes.
@MainActor
package final class SimpleAction: ObjectRef {
  init(name: String, state: OpaquePointer?) {
    let action =
      state.map { g_simple_action_new_stateful(name, nil, $0) } ?? g_simple_action_new(name, nil)
    // GLib aborts on a NULL only for an invalid name, which the code gives.
    super.init(adopting: UnsafeMutableRawPointer(action!))
  }

  func setState(_ value: OpaquePointer) { g_simple_action_set_state(OpaquePointer(object), value) }

  /// "activate", with the parameter (none here).
  @discardableResult
  func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    connect("activate", .pointer) { _ in handler() }
  }

  /// "change-state", with the state asked for.
  @discardableResult
  func onChangeState(_ handler: @escaping @MainActor (OpaquePointer) -> Void) -> SignalConnection {
    connect("change-state", .pointer) { value in if let value { handler(value) } }
  }
}
