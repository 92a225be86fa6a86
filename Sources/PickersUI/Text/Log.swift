import CGtk
import PickerKit

/// Logging through GLib, so messages look like every GNOME app's ("TwoWheels-WARNING **:
/// …"), and a `G_MESSAGES_DEBUG` or a log handler of the app's sees them.
@MainActor
public enum Log {
  /// The log domain messages are logged in: the one an app sets, or else GLib's program
  /// name (`g_get_prgname`: the executable's name once ``MainLoop/start(programName:)`` or an
  /// ``Application`` has run), or else none (GLib then prints "** (process:…)").
  public static var domain: String? {
    get { chosenDomain ?? g_get_prgname().map { String(cString: $0) } }
    set { chosenDomain = newValue }
  }
  private static var chosenDomain: String?

  /// An informational message (shown with G_MESSAGES_DEBUG or at MESSAGE level).
  public static func message(_ text: String) { pickers_log(domain, G_LOG_LEVEL_MESSAGE, text) }
  /// A warning: something the person should know, the app goes on.
  public static func warning(_ text: String) { pickers_log(domain, G_LOG_LEVEL_WARNING, text) }

  /// The problems told by ``problem(_:kind:)`` so far.
  private static var digest = ProblemDigest()
  /// Whether a summary of counted problems waits for the main loop's next idle moment.
  private static var summaryPending = false

  /// A problem of the data a person gave (a missing image of one of 5,000 rows), as a
  /// message: the first few of each `kind` in full, the rest counted, and one line a kind
  /// with the count when the main loop is next idle (PickerKit's `ProblemDigest`).
  public static func problem(_ text: String, kind: String) {
    if let line = digest.record(text, kind: kind) {
      message(line)
    } else if !summaryPending {
      summaryPending = true
      GLibScheduler.idle {
        summaryPending = false
        for line in digest.summary() { message(line) }
      }
    }
  }
}
