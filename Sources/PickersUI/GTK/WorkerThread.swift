import CGtk

/// One piece of work on a GLib thread of its own, its result handed back to the main loop.
///
/// Design note: GLib's threads, not libdispatch's or Swift's task pool. Under a small
/// `ulimit -n` libdispatch stops the process when it cannot make its epoll or eventfd
/// descriptors; a GLib thread needs none, and the result comes back through an idle
/// source on the default main context, whose wake-up exists as long as the context. A thread
/// per piece of work, not a pool: work that never ends (a decoder stuck in a hostile
/// file) holds only its own thread, so the caller decides how many may run and can
/// abandon one and start the next (`ImageStore`). Such a thread is never joined: the
/// process exits past it.
///
/// Workers keep the main thread's priority: decoders take locks the main thread also needs
/// (fontconfig's, the dynamic loader's), and a worker at nice 10 that held one made the
/// window wait for it (the shipped images came after the page's first frame, not in it).
final class WorkerThread: @unchecked Sendable {
  // Unchecked: `work` runs once on the worker, then `finish` once on the main thread,
  // after the idle source that carries this object there is attached; GLib's context lock
  // orders the two.
  private let work: @Sendable () -> Void
  private let finish: @MainActor () -> Void

  private init(work: @escaping @Sendable () -> Void, finish: @escaping @MainActor () -> Void) {
    self.work = work
    self.finish = finish
  }

  /// Why no thread could be made (the process's thread or memory limit): GLib's message,
  /// "Error creating thread: Resource temporarily unavailable".
  struct StartError: Error {
    let message: String
  }

  /// Runs `work` on a new thread named `name`, then `done` with its result on the main
  /// loop (an idle source of default priority). When no thread can be made, it throws, and
  /// neither runs: work that may never end (a hostile image) must not run on the main
  /// thread instead. If the main loop never runs again (the app quit), `done` is never
  /// called.
  @MainActor
  static func start<Result: Sendable>(
    _ name: String, _ work: @escaping @Sendable () -> Result,
    then done: @escaping @MainActor (Result) -> Void
  ) throws(StartError) {
    // Written by `work` on the worker, read by `finish` on the main thread after it.
    nonisolated(unsafe) var result: Result?
    let job = WorkerThread(
      work: { result = work() },
      finish: {
        guard let value = result else { return }
        result = nil
        done(value)
      })
    try startThread(name) {
      job.work()
      // The idle source holds the job from here, and releases it on the main thread.
      let data = Unmanaged.passRetained(job).toOpaque()
      g_idle_add_full(G_PRIORITY_DEFAULT, deliverResult, data, releaseHandlerData)
    }
  }

  /// The result, on the main thread.
  @MainActor fileprivate func complete() { finish() }
}

/// Hands a finished job's result to the main thread, once.
private let deliverResult: GSourceFunc = { data in
  onMainActor(data) { data in
    guard let data else { return }
    Unmanaged<WorkerThread>.fromOpaque(data).takeUnretainedValue().complete()
  }
  return 0  // G_SOURCE_REMOVE
}
