import CGtk

/// Logging through GLib, so messages look like every GNOME app's ("pickers-WARNING **: …").
@MainActor
public enum Log {
  /// The log domain messages are logged in: "pickers" unless the app sets its own.
  public static var domain = "pickers"
  /// An informational message (shown with G_MESSAGES_DEBUG or at MESSAGE level).
  public static func message(_ text: String) { pickers_log(domain, G_LOG_LEVEL_MESSAGE, text) }
  /// A warning: something the person should know, the app goes on.
  public static func warning(_ text: String) { pickers_log(domain, G_LOG_LEVEL_WARNING, text) }
}
