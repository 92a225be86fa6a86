import CGtk

// How C callbacks reach Swift: a handler boxed for GLib and released by GLib. Each C
// callback enters the main actor through `MainActor.assumeIsolated`, which checks that GTK
// called back on the main thread.

/// A Swift handler boxed for GLib, which owns one reference to it (released by
/// `releaseHandler` when the handler is disconnected or its instance finalized).
final class HandlerBox<Handler> {
  let handler: Handler
  init(_ handler: Handler) { self.handler = handler }

  /// The handler boxed at `data`.
  static func handler(_ data: gpointer?) -> Handler? {
    guard let data else { return nil }
    return Unmanaged<HandlerBox<Handler>>.fromOpaque(data).takeUnretainedValue().handler
  }
}

/// Releases a `HandlerBox`: the `GClosureNotify` of every handler.
let releaseHandler: GClosureNotify = { data, _ in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// Releases a `HandlerBox` passed to GLib as a source's or callback's data.
let releaseHandlerData: GDestroyNotify = { data in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// Runs `body` on the main actor with the arguments of a C callback that GTK or GLib makes
/// on the main thread, or of a deinitializer that touches GTK, through
/// `MainActor.assumeIsolated`: on another thread the program stops there, not later (an
/// `isolated deinit` reached off the main thread would be queued, and its GTK object would
/// outlive the wrapper unnoticed). The arguments are C pointers and values GTK hands the
/// main thread, passed on to the main actor as they came.
func onMainActor<Arguments, Result: Sendable>(
  _ arguments: Arguments, _ body: @MainActor (Arguments) -> Result
) -> Result {
  nonisolated(unsafe) let arguments = arguments
  return MainActor.assumeIsolated { body(arguments) }
}
