internal import CFeedback
import CGtk

/// The light haptic tick a wheel gives per row on a phone, as iOS's pickers do
/// (`UISelectionFeedbackGenerator`): feedbackd's standard `button-pressed` event, the one
/// the phones' own keyboards send per key, played with the "quiet" profile (felt, not
/// heard; a person's silent profile still wins). feedbackd, through libfeedback, decides
/// what the device can do; a desktop without it gets nothing, and one line in the log.
///
/// Nothing happens at start-up: libfeedback connects (`lfb_init`, a D-Bus round trip that
/// may start feedbackd) on a thread of its own when a wheel first turns, and the ticks of
/// that moment are dropped. Each tick then is one asynchronous call: a frame never waits on
/// the bus.
@MainActor
final class Haptics {
  private enum State {
    case idle
    case connecting
    case ready
    case unavailable
  }
  private var state = State.idle
  /// Whether a tick's call has not been answered yet.
  private var awaitingAnswer = false
  /// Whether a tick came while one was awaiting its answer.
  private var tickWaiting = false
  /// The id feedbackd knows the app by.
  private let appID: String

  /// The event every tick sends.
  static let event = "button-pressed"
  /// The profile every tick asks for.
  static let profile = "quiet"

  /// Haptics for the app `appID`: by default the running `GApplication`'s id, else GLib's
  /// program name.
  init(appID: String? = nil) {
    self.appID = appID ?? Self.runningAppID
  }

  /// The default `GApplication`'s id, else the program's name, else "pickers-ui".
  private static var runningAppID: String {
    if let application = g_application_get_default(),
      let id = g_application_get_application_id(application)
    {
      return String(cString: id)
    }
    return g_get_prgname().map { String(cString: $0) } ?? "pickers-ui"
  }

  /// A row crossed a wheel's band under a person's hand.
  func tick() {
    switch state {
    case .ready: trigger()
    case .idle: connect()
    case .connecting, .unavailable: break
    }
  }

  /// Connects libfeedback on a thread of its own; says once why not, if it cannot.
  private func connect() {
    state = .connecting
    let appID = self.appID
    do {
      try WorkerThread.start(
        "haptics",
        { () -> String? in
          var error: UnsafeMutablePointer<GError>?
          guard lfb_init(appID, &error) != 0 else {
            defer { g_clear_error(&error) }
            return error.map { String(cString: $0.pointee.message) } ?? "unknown error"
          }
          return Self.daemonAbsent ? "feedbackd is not running" : nil
        },
        then: { [weak self] reason in self?.connected(failing: reason) })
    } catch {
      connected(failing: error.message)
    }
  }

  /// Whether libfeedback's proxy has no daemon behind it: the proxy is made whether or not
  /// feedbackd runs (and may be started), and only the bus name's owner tells.
  private nonisolated static var daemonAbsent: Bool {
    guard let proxy = lfb_get_proxy(),
      let owner = g_dbus_proxy_get_name_owner(
        UnsafeMutableRawPointer(proxy).assumingMemoryBound(to: GDBusProxy.self))
    else { return true }
    g_free(owner)
    return false
  }

  private func connected(failing reason: String?) {
    guard let reason else {
      state = .ready
      return
    }
    stop(reason)
  }

  /// No more ticks are sent this run, for `reason`, said once.
  private func stop(_ reason: String) {
    guard state != .unavailable else { return }
    state = .unavailable
    Log.message("no haptic feedback: \(reason)")
  }

  /// Sends one event, not waiting for feedbackd's answer, unless the last one is still
  /// unanswered: then the ticks meanwhile become one, sent when the answer comes, so a
  /// daemon that is slow or stuck gets one call at a time, not one per row of a fling
  /// queued behind it. The first call that fails (the daemon gone) stops the ticks.
  private func trigger() {
    guard !awaitingAnswer else {
      tickWaiting = true
      return
    }
    guard let event = lfb_event_new(Self.event) else { return }
    lfb_event_set_feedback_profile(event, Self.profile)
    awaitingAnswer = true
    let answered: @MainActor (String?) -> Void = { [weak self] failure in
      self?.answered(failing: failure)
    }
    let box = Unmanaged.passRetained(HandlerBox(answered)).toOpaque()
    // The call holds its own reference to the event until it ends.
    lfb_event_trigger_feedback_async(
      event, nil,
      { source, result, data in
        var error: UnsafeMutablePointer<GError>?
        let sent = lfb_event_trigger_feedback_finish(OpaquePointer(source), result, &error) != 0
        let failure =
          sent ? nil : error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        g_clear_error(&error)
        guard let data else { return }
        let answered = Unmanaged<HandlerBox<@MainActor (String?) -> Void>>.fromOpaque(data)
          .takeRetainedValue().handler
        onMainActor(failure) { answered($0) }
      }, box)
    g_object_unref(UnsafeMutableRawPointer(event))
  }

  /// feedbackd answered a tick's call (`failure`: why not).
  private func answered(failing failure: String?) {
    awaitingAnswer = false
    if let failure { return stop(failure) }
    guard tickWaiting, state == .ready else { return }
    tickWaiting = false
    trigger()
  }
}
