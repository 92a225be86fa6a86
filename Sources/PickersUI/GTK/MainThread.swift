import CGtk
import CPickersWidgets

// How C callbacks reach Swift: a handler boxed for GLib, released by GLib, and entered on
// the main actor after a check of the thread.

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
/// on the main thread. The thread is checked (another one stops the program there, not
/// later), then `body` runs as `MainActor.assumeIsolated` runs its closure once it has
/// checked: the main actor's executor is the main thread, where GTK runs its loop. The
/// check is the process's own (`pickers_is_main_thread`), not the concurrency runtime's
/// executor check, which would run for every signal and keep its pages resident
/// (docs/MEMORY.md).
func onMainThread<Arguments, Result>(
  _ arguments: Arguments, _ body: @MainActor (Arguments) -> Result
) -> Result {
  precondition(pickers_is_main_thread() != 0, "GTK called back on a thread other than the main one")
  return withoutActuallyEscaping(body) { body in
    // The same function, without its isolation, which the precondition has just checked.
    unsafeBitCast(body, to: ((Arguments) -> Result).self)(arguments)
  }
}
