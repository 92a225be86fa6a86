import CGtk
import CPickersWidgets

/// The last moment before the display goes away. When the X server or the Wayland
/// compositor dies (or a session ends it), GDK ends the process at once, with status 1 and
/// no shutdown: an app that keeps what a person chose writes it here.
///
/// ```swift
/// DisplayLoss.onLost { settings.save() }
/// ```
@MainActor
public enum DisplayLoss {
  private static var handler: (@MainActor () -> Void)?

  /// Runs `handler` once, on the main thread, just before the process ends because the
  /// connection to the default display broke. Call it once GTK is started; a later call
  /// replaces the handler. Returns false, and does nothing, on a backend other than X11 and
  /// Wayland (or with no display).
  @discardableResult
  public static func onLost(_ handler: @escaping @MainActor () -> Void) -> Bool {
    guard let display = gdk_display_get_default() else { return false }
    let first = self.handler == nil
    self.handler = handler
    guard first else { return true }
    return pickers_display_on_lost(display) { onMainActor(()) { _ in DisplayLoss.handler?() } } != 0
  }
}
