import CGtk
import CPickersWidgets

#if DEBUG
  /// Debug builds only: says loudly when a main-actor job waits and nothing runs Swift's
  /// main actor on GLib's loop.
  ///
  /// Design note: a program that starts GTK itself (`gtk_init`, not ``MainLoop/start(programName:)``
  /// or ``Application``) and forgets ``MainLoop/attachSwiftConcurrency()`` gets no error:
  /// its `Task { @MainActor in }` and `DispatchQueue.main.async` simply never run. The
  /// first wrapper a program makes arms this watch, unless the bridge is attached already
  /// (as in every program that starts GTK through PickersUI, which so pays one look). Once a
  /// second, it looks whether libdispatch's main queue has told of a job nobody drained;
  /// a job still waiting at the next look is said once, as a GLib critical (fatal under
  /// `G_DEBUG=fatal-criticals`), and the watch ends, as it does once the bridge is attached.
  @MainActor
  enum MainQueueWatch {
    private static var armed = false
    /// Whether the last look saw a waiting job.
    private static var sawWaitingJob = false

    /// Starts the watch, once, unless the bridge is attached.
    static func arm() {
      guard !armed, pickers_main_queue_is_attached() == 0 else { return }
      armed = true
      GLibScheduler.timeout(afterAboutSeconds: 1) { look() }
    }

    /// One look, and the next a second later unless the watch ends.
    private static func look() {
      guard pickers_main_queue_is_attached() == 0 else { return }
      let waiting = pickers_main_queue_has_waiting_jobs() != 0
      guard waiting && sawWaitingJob else {
        sawWaitingJob = waiting
        GLibScheduler.timeout(afterAboutSeconds: 1) { look() }
        return
      }
      pickers_log(
        Log.domain, G_LOG_LEVEL_CRITICAL,
        "a main-actor job has waited a second and will never run: nothing runs Swift's main "
          + "actor on GLib's main loop. Start GTK with MainLoop.start() or Application, or "
          + "call MainLoop.attachSwiftConcurrency() after gtk_init (debug builds say this)")
    }
  }
#endif
