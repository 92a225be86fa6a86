import CGtk

/// A strong reference to a GObject, and the owner of every signal handler connected
/// through it.
///
/// Design note: the typed layer. Each GTK type PickersUI uses has a wrapper class here,
/// named after it (`Button` for `GtkButton`), whose methods call GTK with the right
/// pointer type and whose signals are methods with their real parameter types
/// (`button.onClicked { }`). A wrapper owns one reference to its object, taken with
/// `g_object_ref_sink` (a new widget's floating reference becomes the wrapper's), and every
/// handler connected through it: when the wrapper goes, its handlers are disconnected,
/// then its reference dropped. A handler thus never runs after the Swift object that
/// connected it is gone. Widgets that GTK keeps alive (in a container, a toplevel) live on
/// without their wrapper, with no handler: keep a wrapper whose handlers matter (a stored
/// property, ``keep(_:)``), and let its handlers capture their owner weakly. Everything
/// here runs on the main thread, the one GTK is used from: the classes are `@MainActor`.
@MainActor
open class ObjectRef {
  /// The object, as GObject's functions take it.
  package let object: gpointer
  /// The handlers connected through this wrapper, disconnected when it goes.
  private var connections: [SignalConnection] = []
  /// What lives as long as this wrapper (`keep(_:)`).
  private var dependents: [AnyObject] = []

  /// Wraps `object`, taking a reference to it (sinking a floating one).
  package init(_ object: gpointer) {
    g_object_ref_sink(object)
    self.object = object
    #if DEBUG
      MainQueueWatch.arm()
    #endif
  }

  /// Wraps `object`, adopting the one reference its caller owns (what a `…_new` function
  /// of a non-floating type returns, such as `g_menu_new`).
  package init(adopting object: gpointer) {
    self.object = object
    #if DEBUG
      MainQueueWatch.arm()
    #endif
  }

  /// Keeps `dependent` (an action's wrapper, a gesture's) alive for as long as this
  /// wrapper, so that its handlers live as long as this wrapper's.
  public func keep(_ dependent: AnyObject) { dependents.append(dependent) }

  deinit {
    onMainActor(self) { wrapper in
      for connection in wrapper.connections { connection.disconnect() }
      g_object_unref(wrapper.object)
    }
  }

  /// Connects `handler` to `signal` ("clicked", "notify::scale-factor") through `thunk`,
  /// the C function of the signal's signature, which fixes the handler's type (the
  /// signal's name and its thunk are paired once, in the method named after the signal,
  /// which is why this is not public); `after`
  /// runs it after the class's own handler. The handler stays connected until the returned
  /// connection is disconnected or this wrapper goes.
  @discardableResult
  package func connect<Handler>(
    _ signal: String, _ thunk: SignalThunk<Handler>, after: Bool = false, _ handler: Handler
  ) -> SignalConnection {
    let box = Unmanaged.passRetained(HandlerBox(handler)).toOpaque()
    let id = g_signal_connect_data(
      object, signal, thunk.callback, box, releaseHandler,
      after ? G_CONNECT_AFTER : GConnectFlags(0))
    let connection = SignalConnection(instance: object, id: id)
    connections.removeAll { !$0.isConnected }
    connections.append(connection)
    return connection
  }
}

/// One handler connected to a signal. It is disconnected by ``disconnect()`` or when the
/// wrapper that connected it goes, whichever comes first.
@MainActor
public final class SignalConnection {
  private let instance: gpointer
  private var id: gulong

  init(instance: gpointer, id: gulong) {
    self.instance = instance
    self.id = id
  }

  /// Whether the handler is still connected.
  public var isConnected: Bool { id != 0 }

  /// Disconnects the handler; nothing happens when it is not connected.
  public func disconnect() {
    guard id != 0 else { return }
    // The instance is alive (its wrapper holds it); GLib may have dropped the handler.
    if g_signal_handler_is_connected(instance, id) != 0 {
      g_signal_handler_disconnect(instance, id)
    }
    id = 0
  }
}
