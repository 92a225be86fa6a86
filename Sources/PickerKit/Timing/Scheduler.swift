/// Runs work later on the thread that owns the models: GLib timeouts in the app, a
/// `ManualScheduler` in tests. The slot machine's 0.5 s and 1.5 s delays go through it.
public protocol Scheduler: AnyObject {
  /// Runs `work` once, `seconds` from now.
  func schedule(after seconds: Double, _ work: @escaping () -> Void)
}
