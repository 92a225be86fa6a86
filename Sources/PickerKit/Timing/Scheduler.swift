/// Runs work later on the thread that owns the models: GLib timeouts in the app, a
/// `ManualScheduler` in tests. A model's delays (a result shown after a spin) go through it.
public protocol Scheduler: AnyObject {
  /// Runs `work` once, `seconds` from now.
  func schedule(after seconds: Double, _ work: @escaping () -> Void)
}
