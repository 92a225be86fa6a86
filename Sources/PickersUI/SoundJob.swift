import CGtk

// What crosses between the main thread and the sound thread: jobs one way, reports the
// other, all `Sendable`.

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

/// What the sound engine and its pipelines tell the main thread.
enum SoundReport: Sendable {
  /// A play of the file named reached its end.
  case played(String)
  /// Something to say once ("sound is off: …").
  case problem(String)
  /// GStreamer cannot decode the file at the path; the text says so.
  case undecodable(path: String, problem: String)
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

/// Carries reports to the player on the main loop, from any thread.
struct SoundReporter: Sendable {
  weak var player: SoundPlayer?

  func send(_ report: SoundReport) {
    GLibScheduler.idleFromAnyThread { [self] in player?.report(report) }
  }
}
