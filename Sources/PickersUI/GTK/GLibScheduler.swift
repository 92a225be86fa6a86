import CGtk
import PickerKit

/// PickerKit's `Scheduler` on GLib's main loop: each job is a `g_timeout_add_full` source
/// whose closure is released by the source's destroy notify. A model takes a `Scheduler` so
/// that its tests can step time by hand (`ManualScheduler`); code with nothing to step can
/// as well `await Task.sleep(for:)` on the main actor (``MainLoop``).
@MainActor
public final class GLibScheduler: @MainActor Scheduler {
  /// A scheduler on the default main context.
  public init() {}

  /// Runs `work` once on the main loop, `seconds` from now.
  public func schedule(after seconds: Double, _ work: @escaping () -> Void) {
    Self.timeout(after: seconds) { work() }
  }

  /// Runs `work` once on the main loop after `seconds`; returns the GLib source, which
  /// `g_source_remove` cancels until it has run.
  @discardableResult
  public static func timeout(after seconds: Double, _ work: @escaping @MainActor () -> Void)
    -> UInt32
  {
    let milliseconds = guint(max(0, (seconds * 1000).rounded()))
    return g_timeout_add_full(
      G_PRIORITY_DEFAULT, milliseconds, runOnce, box(work), releaseHandlerData)
  }

  /// Runs `work` once on the main loop after about `seconds` whole seconds, woken with
  /// GLib's other second-granular timeouts (`g_timeout_add_seconds`): for waits that need
  /// no precision, such as `DayWatch`'s, which then cost the system fewer wakeups.
  static func timeout(afterAboutSeconds seconds: Int, _ work: @escaping @MainActor () -> Void) {
    g_timeout_add_seconds_full(
      G_PRIORITY_DEFAULT, guint(max(0, seconds)), runOnce, box(work), releaseHandlerData)
  }

  /// Runs `work` once when the main loop is idle.
  public static func idle(_ work: @escaping @MainActor () -> Void) {
    g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, runOnce, box(work), releaseHandlerData)
  }

  /// Runs `work` once on the main loop when it is idle, from any thread: how a worker's
  /// result comes home (`g_idle_add` is safe to call from any thread).
  public nonisolated static func idleFromAnyThread(
    _ work: @escaping @Sendable @MainActor () -> Void
  ) {
    let data = Unmanaged.passRetained(HandlerBox<@Sendable @MainActor () -> Void>(work))
    g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, runSendableOnce, data.toOpaque(), releaseHandlerData)
  }

  private static func box(_ work: @escaping @MainActor () -> Void) -> gpointer {
    Unmanaged.passRetained(HandlerBox<@MainActor () -> Void>(work)).toOpaque()
  }
}

/// The one `GSourceFunc` of every job: runs it on the main actor, once.
private let runOnce: GSourceFunc = { data in
  onMainActor(data) { data in HandlerBox<@MainActor () -> Void>.handler(data)?() }
  return 0  // G_SOURCE_REMOVE
}

/// The `GSourceFunc` of ``GLibScheduler/idleFromAnyThread(_:)``'s jobs.
private let runSendableOnce: GSourceFunc = { data in
  onMainActor(data) { data in HandlerBox<@Sendable @MainActor () -> Void>.handler(data)?() }
  return 0  // G_SOURCE_REMOVE
}
