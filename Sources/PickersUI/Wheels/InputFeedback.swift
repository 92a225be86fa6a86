import CGtk

/// The soft tick a wheel makes as each row crosses its band while a person turns it
/// (`PickerWidget.onTick`), as iOS's pickers tick: a sound, and on a phone with feedbackd a
/// light haptic tick (feedbackd's `button-pressed`) for each row, whatever the sound settings.
///
/// It follows the player's `isEnabled` (an app's sound switch) and GTK's
/// `gtk-enable-input-feedback-sounds` (GNOME's `input-feedback-sounds` key reaches it
/// through the settings daemon, off by default; GTK alone defaults it to on), read at each
/// tick so a change applies at once. A fast fling passes more rows than anyone hears: at
/// most one tick per ``minimumInterval`` plays, the rest are dropped. GStreamer is started
/// by the first tick that plays, on the player's thread, never at start-up.
@MainActor
public final class InputFeedback {
  private let sounds: SoundPlayer
  private let path: String
  private let settings: OpaquePointer?
  private var last: gint64 = .min
  private let haptics: Haptics

  /// The least time between two ticks that play: 1/30 s.
  public static let minimumInterval = 1.0 / 30

  /// Ticks with the sound file at `path` through `sounds`, following GTK's `settings`.
  package init(sounds: SoundPlayer, path: String, settings: OpaquePointer? = nil) {
    haptics = Haptics()
    self.sounds = sounds
    self.path = path
    self.settings = settings ?? OpaquePointer(gtk_settings_get_default())
  }

  /// Whether a tick would play now: sounds on, and input feedback sounds on.
  public var isEnabled: Bool {
    sounds.isEnabled && pickers_input_feedback_sounds(UnsafeMutablePointer(settings)) != 0
  }

  /// A row crossed the band: sends the haptic tick, and plays the tick sound unless one
  /// played less than ``minimumInterval`` ago or sound ticks are off.
  public func tick() {
    haptics.tick()
    guard isEnabled else { return }
    let now = g_get_monotonic_time()
    guard last == .min || Double(now - last) >= Self.minimumInterval * 1_000_000 else { return }
    last = now
    sounds.play(path)
  }
}
