import CGtk
import PickerKit

/// PickerKit's `Scheduler` on GLib's main loop: each job is a `g_timeout_add_full` source
/// whose closure is released by the source's destroy notify. (GTK's main loop does not run
/// Swift's main-actor jobs, so timers in this layer are GLib's.)
@MainActor
public final class GLibScheduler: @MainActor Scheduler {
  /// A scheduler on the default main context.
  public init() {}

  /// Runs `work` once on the main loop, `seconds` from now.
  public func schedule(after seconds: Double, _ work: @escaping () -> Void) {
    Self.timeout(after: seconds) { work() }
  }

  /// Runs `work` once on the main loop after `seconds`; returns the source, for
  /// ``cancel(_:)``.
  @discardableResult
  public static func timeout(after seconds: Double, _ work: @escaping @MainActor () -> Void)
    -> UInt32
  {
    let milliseconds = guint(max(0, (seconds * 1000).rounded()))
    return g_timeout_add_full(
      G_PRIORITY_DEFAULT, milliseconds, runOnce, box(work), releaseHandlerData)
  }

  /// Runs `work` once when the main loop is idle.
  @discardableResult
  public static func idle(_ work: @escaping @MainActor () -> Void) -> UInt32 {
    g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, runOnce, box(work), releaseHandlerData)
  }

  /// Runs `work` on the main loop, from any thread (GLib's sources are thread-safe).
  public nonisolated static func idleFromAnyThread(
    _ work: @escaping @Sendable @MainActor () -> Void
  ) {
    let data = Unmanaged.passRetained(HandlerBox<@MainActor () -> Void>(work)).toOpaque()
    g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, runOnce, data, releaseHandlerData)
  }

  /// Removes a source that has not fired yet (a source that has fired is gone: 0 does
  /// nothing).
  public static func cancel(_ source: UInt32) {
    if source != 0 { g_source_remove(source) }
  }

  private static func box(_ work: @escaping @MainActor () -> Void) -> gpointer {
    Unmanaged.passRetained(HandlerBox<@MainActor () -> Void>(work)).toOpaque()
  }
}

/// The one `GSourceFunc` of every job: runs it on the main actor, once.
private let runOnce: GSourceFunc = { data in
  onMainThread(data) { data in HandlerBox<@MainActor () -> Void>.handler(data)?() }
  return 0  // G_SOURCE_REMOVE
}
