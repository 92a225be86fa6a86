import CGtk

/// Logging through GLib in the "pickers" domain, so messages look like every GNOME app's.
public enum Log {
  /// An informational message (shown with G_MESSAGES_DEBUG or at MESSAGE level).
  public static func message(_ text: String) { pickers_log(G_LOG_LEVEL_MESSAGE, text) }
  /// A warning: something the person should know, the app goes on.
  public static func warning(_ text: String) { pickers_log(G_LOG_LEVEL_WARNING, text) }
}
