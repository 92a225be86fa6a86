import CGStreamer

/// Plays short sound files through GStreamer's `playbin`, initialised on first use so the
/// window never waits for it. One pipeline per file, rewound for each play.
///
/// Nothing here can stop the app: with no GStreamer plugins, no audio device or a missing
/// file, it stays silent and logs one warning (the first), then goes on.
public final class SoundPlayer {
  private enum State {
    case idle, ready, unavailable
  }

  private var state = State.idle
  private var pipelines: [String: OpaquePointer] = [:]
  private var warned = false
  /// Every problem met so far, for a status line or a test.
  public private(set) var problems: [String] = []

  /// A player; GStreamer is not touched until the first `play`.
  public init() {}

  deinit {
    for pipeline in pipelines.values {
      gst_element_set_state(UnsafeMutablePointer(pipeline), GST_STATE_NULL)
      gst_object_unref(UnsafeMutableRawPointer(pipeline))
    }
  }

  /// Plays the file at `path` from its start (restarting it if it is playing).
  public func play(_ path: String) {
    guard initialize() else { return }
    guard Files.isRegularFile(path) else {
      return warn("\(Files.baseName(path)) is missing (looked for \(path))")
    }
    guard let element = pipeline(for: path) else { return }
    gst_element_set_state(element, GST_STATE_PAUSED)
    _ = pickers_gst_rewind(element)
    gst_element_set_state(element, GST_STATE_PLAYING)
  }

  private func initialize() -> Bool {
    switch state {
    case .ready: return true
    case .unavailable: return false
    case .idle:
      var error: UnsafeMutablePointer<GError>?
      guard gst_init_check(nil, nil, &error) != 0 else {
        let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        g_clear_error(&error)
        state = .unavailable
        warn("sound is off: GStreamer could not start (\(reason))")
        return false
      }
      state = .ready
      return true
    }
  }

  private func pipeline(for path: String) -> UnsafeMutablePointer<GstElement>? {
    if let existing = pipelines[path] { return UnsafeMutablePointer(existing) }
    guard let element = gst_element_factory_make("playbin", nil) else {
      state = .unavailable
      warn("sound is off: the GStreamer element 'playbin' is missing (gstreamer1.0-plugins-base)")
      return nil
    }
    var error: UnsafeMutablePointer<GError>?
    guard let uri = g_filename_to_uri(path, nil, &error) else {
      g_clear_error(&error)
      gst_object_unref(UnsafeMutableRawPointer(element))
      warn("cannot play \(path): not a valid file name")
      return nil
    }
    pickers_gst_set_string(element, "uri", uri)
    g_free(uri)
    // Bus messages arrive on the default main loop; the watch holds a weak reference.
    if let bus = gst_element_get_bus(element) {
      let watch: GstBusFunc = { _, message, data in
        guard let message, let data else { return 1 }
        let box = Unmanaged<WeakPlayer>.fromOpaque(data).takeUnretainedValue()
        box.player?.handle(message)
        return 1
      }
      let owner = Unmanaged.passRetained(WeakPlayer(self)).toOpaque()
      gst_bus_add_watch_full(bus, G_PRIORITY_DEFAULT, watch, owner) { data in
        guard let data else { return }
        Unmanaged<WeakPlayer>.fromOpaque(data).release()
      }
      gst_object_unref(UnsafeMutableRawPointer(bus))
    }
    pipelines[path] = OpaquePointer(element)
    return element
  }

  private func handle(_ message: UnsafeMutablePointer<GstMessage>) {
    let type = pickers_gst_message_type(message)
    guard type == GST_MESSAGE_ERROR || type == GST_MESSAGE_WARNING else { return }
    var error: UnsafeMutablePointer<GError>?
    var debug: UnsafeMutablePointer<gchar>?
    if type == GST_MESSAGE_ERROR {
      gst_message_parse_error(message, &error, &debug)
    } else {
      gst_message_parse_warning(message, &error, &debug)
    }
    let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown problem"
    g_clear_error(&error)
    g_free(debug)
    warn("sound is off: \(reason)")
  }

  private func warn(_ problem: String) {
    problems.append(problem)
    guard !warned else { return }
    warned = true
    Log.warning(problem + " — the app goes on without sound")
  }
}

/// A weak reference GLib can own, so a bus watch never keeps a player alive.
private final class WeakPlayer {
  weak var player: SoundPlayer?
  init(_ player: SoundPlayer) { self.player = player }
}
