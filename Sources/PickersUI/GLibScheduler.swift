import CGtk
import PickerKit

/// PickerKit's `Scheduler` on GLib's main loop: each job is a `g_timeout_add_full` source
/// whose closure is released by the source's destroy notify.
public final class GLibScheduler: Scheduler {
  /// A scheduler on the default main context.
  public init() {}

  /// Runs `work` once on the main loop, `seconds` from now.
  public func schedule(after seconds: Double, _ work: @escaping () -> Void) {
    Self.timeout(after: seconds, work)
  }

  /// Runs `work` once on the main loop after `seconds`; returns the source id.
  @discardableResult
  public static func timeout(after seconds: Double, _ work: @escaping () -> Void) -> guint {
    let callback: GSourceFunc = { data in
      ClosureBox<() -> Void>.from(data)?()
      return 0  // G_SOURCE_REMOVE
    }
    let milliseconds = guint(max(0, (seconds * 1000).rounded()))
    return g_timeout_add_full(
      G_PRIORITY_DEFAULT, milliseconds, callback, ClosureBox(work).retained, releaseBox)
  }

  /// Runs `work` once when the main loop is idle.
  @discardableResult
  public static func idle(_ work: @escaping () -> Void) -> guint {
    let callback: GSourceFunc = { data in
      ClosureBox<() -> Void>.from(data)?()
      return 0
    }
    return g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, callback, ClosureBox(work).retained, releaseBox)
  }
}
