import CGtk

/// Runs `body` on a new GLib thread named `name` (GLib's, not Swift concurrency's: see
/// HACKING, "Threads").
func startThread(_ name: String, _ body: @escaping @Sendable () -> Void) {
  let data = Unmanaged.passRetained(HandlerBox<@Sendable () -> Void>(body)).toOpaque()
  let thread = g_thread_new(
    name,
    { data in
      guard let data else { return nil }
      Unmanaged<HandlerBox<@Sendable () -> Void>>.fromOpaque(data).takeRetainedValue().handler()
      return nil
    }, data)
  g_thread_unref(thread)
}
