import CGtk

// The signals every widget has, each a typed `on…` method connecting a handler for as long
// as the wrapper lives.

extension Widget {
  /// "destroy": the widget is being destroyed.
  @discardableResult
  public func onDestroy(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    connect("destroy", .plain, handler)
  }

  /// "map": the widget is shown on the screen.
  @discardableResult
  public func onMap(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    connect("map", .plain, handler)
  }

  /// "style-updated": the widget's style changed (a theme, a variant, CSS).
  @discardableResult
  public func onStyleUpdated(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    connect("style-updated", .plain, handler)
  }

  /// "size-allocate": the widget was given `allocation`.
  @discardableResult
  package func onSizeAllocate(_ handler: @escaping @MainActor (GtkAllocation) -> Void)
    -> SignalConnection
  {
    connect("size-allocate", .pointer) { allocation in
      guard let allocation else { return }
      handler(UnsafeRawPointer(allocation).load(as: GtkAllocation.self))
    }
  }

  /// "notify::`property`": the property changed ("scale-factor").
  @discardableResult
  public func onNotify(_ property: String, _ handler: @escaping @MainActor () -> Void)
    -> SignalConnection
  {
    connect("notify::" + property, .pointer) { _ in handler() }
  }

  /// "draw", before the widget draws itself and its children; return true to draw in
  /// place of them (they are then not drawn).
  @discardableResult
  package func onDraw(_ handler: @escaping @MainActor (_ cairo: OpaquePointer) -> Bool)
    -> SignalConnection
  {
    connect("draw", .draw, handler)
  }

  /// "draw", after the widget and its children are drawn: drawing over them.
  @discardableResult
  package func onDrawOver(_ handler: @escaping @MainActor (_ cairo: OpaquePointer) -> Void)
    -> SignalConnection
  {
    connect("draw", .draw, after: true) { cairo in
      handler(cairo)
      return false
    }
  }

  /// "key-press-event"; return true when the key was handled.
  @discardableResult
  package func onKeyPress(
    after: Bool = false, _ handler: @escaping @MainActor (UnsafeMutablePointer<GdkEvent>) -> Bool
  ) -> SignalConnection {
    connect("key-press-event", .event, after: after, handler)
  }

  /// "delete-event": the window manager asks to close (its close button, Alt+F4); return
  /// true to keep the window open.
  @discardableResult
  public func onDelete(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
    connect("delete-event", .event) { _ in handler() }
  }

  /// "scroll-event"; return true when it was handled.
  @discardableResult
  package func onScroll(_ handler: @escaping @MainActor (UnsafeMutablePointer<GdkEvent>) -> Bool)
    -> SignalConnection
  {
    connect("scroll-event", .event, handler)
  }

  /// "focus-in-event" and "focus-out-event": the widget took or lost the keyboard focus.
  @discardableResult
  public func onFocusChange(_ handler: @escaping @MainActor (_ focused: Bool) -> Void)
    -> [SignalConnection]
  {
    [
      connect("focus-in-event", .event) { _ in
        handler(true)
        return false
      },
      connect("focus-out-event", .event) { _ in
        handler(false)
        return false
      },
    ]
  }

  /// "touch-event"; return true when it was handled.
  @discardableResult
  package func onTouch(
    after: Bool = false, _ handler: @escaping @MainActor (UnsafeMutablePointer<GdkEvent>) -> Bool
  ) -> SignalConnection {
    connect("touch-event", .event, after: after, handler)
  }

  /// "button-press-event" and "button-release-event"; return true when handled.
  @discardableResult
  package func onButton(
    after: Bool = false, _ handler: @escaping @MainActor (UnsafeMutablePointer<GdkEvent>) -> Bool
  ) -> [SignalConnection] {
    [
      connect("button-press-event", .event, after: after, handler),
      connect("button-release-event", .event, after: after, handler),
    ]
  }
}
