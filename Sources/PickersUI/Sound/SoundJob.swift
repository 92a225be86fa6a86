import CGtk

// What the main thread sends the sound thread: `Sendable` jobs, in order.

/// What the main thread asks of the sound engine.
enum SoundJob: Sendable {
  /// Check these files and make their pipelines.
  case prepare([String])
  /// Play this file from its start.
  case play(String)
  /// Pause every pipeline (sounds turned off).
  case pause
  /// Never play this file again (GStreamer could not decode it).
  case refuse(String)
  /// Stop and free every pipeline (the player is gone).
  case stop
}

/// The engine's jobs in order: GLib's `GAsyncQueue`, each job boxed.
struct SoundJobQueue: @unchecked Sendable {  // a GAsyncQueue locks itself: any thread may use it
  private let queue: OpaquePointer

  init() { queue = g_async_queue_new_full(releaseHandlerData) }

  /// Adds `job` at the end.
  func push(_ job: SoundJob) {
    g_async_queue_push(queue, Unmanaged.passRetained(HandlerBox(job)).toOpaque())
  }

  /// The first job, waiting for one.
  func pop() -> SoundJob {
    guard let data = g_async_queue_pop(queue) else { return .stop }
    return Unmanaged<HandlerBox<SoundJob>>.fromOpaque(data).takeRetainedValue().handler
  }
}
