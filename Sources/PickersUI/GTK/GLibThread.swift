import CGtk

/// Runs `body` on a new GLib thread named `name` (GLib's, not Swift concurrency's: see
/// HACKING, "Threads"), never joined. Throws, running nothing, when no thread can be made:
/// GLib's `g_thread_new` would end the process there. Every thread of PickersUI starts here.
func startThread(_ name: String, _ body: @escaping @Sendable () -> Void)
  throws(WorkerThread.StartError)
{
  let data = Unmanaged.passRetained(HandlerBox<@Sendable () -> Void>(body)).toOpaque()
  var error: UnsafeMutablePointer<GError>?
  let thread = g_thread_try_new(
    name,
    { data in
      guard let data else { return nil }
      Unmanaged<HandlerBox<@Sendable () -> Void>>.fromOpaque(data).takeRetainedValue().handler()
      return nil
    }, data, &error)
  guard let thread else {
    defer { g_clear_error(&error) }
    Unmanaged<HandlerBox<@Sendable () -> Void>>.fromOpaque(data).release()
    throw WorkerThread.StartError(message: error.map { String(cString: $0.pointee.message) } ?? "")
  }
  g_thread_unref(thread)
}
