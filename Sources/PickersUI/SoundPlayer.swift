import CGtk

/// Plays short sound files through GStreamer's `playbin`, loaded and initialised on first
/// use so the window never waits for it. One pipeline per file, rewound for each play.
///
/// Nothing here can stop the app: without GStreamer or its plugins, with no audio device or
/// a missing file, it stays silent and logs one warning (the first), then goes on.
public final class SoundPlayer {
  private enum State {
    case idle
    case ready(GStreamer)
    case unavailable
  }

  private var state = State.idle
  private var pipelines: [String: GStreamer.Element] = [:]
  private var warned = false
  /// Every problem met so far, for a status line or a test.
  public private(set) var problems: [String] = []

  /// The files `prepare` was asked for while sounds were off, made ready when they are
  /// turned on.
  private var pending: [String] = []

  /// Whether sounds play. Off, nothing is loaded: GStreamer stays out of the process until
  /// a sound is first played with it on. Turning it off stops what is playing; turning it
  /// on prepares the files `prepare` was given meanwhile.
  public var isEnabled = true {
    didSet {
      guard isEnabled != oldValue else { return }
      if isEnabled {
        prepare(pending)
        pending = []
      } else if case .ready(let gst) = state {
        for pipeline in pipelines.values {
          _ = gst.elementSetState(pipeline, Int32(PICKERS_GST_STATE_PAUSED.rawValue))
        }
      }
    }
  }

  /// A player; GStreamer is not touched until the first `prepare` or `play`.
  public init() {}

  deinit {
    guard case .ready(let gst) = state else { return }
    for pipeline in pipelines.values {
      _ = gst.elementSetState(pipeline, Int32(PICKERS_GST_STATE_NULL.rawValue))
      gst.objectUnref(UnsafeMutableRawPointer(pipeline))
    }
  }

  /// Loads GStreamer and makes the pipelines of `paths` ahead of their first play, so the
  /// first play does not stall a frame (call it when the main loop is idle). Missing files
  /// are left for `play` to report.
  public func prepare(_ paths: [String]) {
    guard isEnabled else { return pending.append(contentsOf: paths) }
    guard let gst = initialize() else { return }
    for path in paths where Files.isRegularFile(path) { _ = pipeline(for: path, gst) }
  }

  /// Plays the file at `path` from its start (restarting it if it is playing).
  public func play(_ path: String) {
    guard isEnabled, let gst = initialize() else { return }
    guard Files.isRegularFile(path) else {
      return warn("\(Files.baseName(path)) is missing (looked for \(path))")
    }
    guard let element = pipeline(for: path, gst) else { return }
    _ = gst.elementSetState(element, Int32(PICKERS_GST_STATE_PAUSED.rawValue))
    _ = gst.elementSeekSimple(
      element, Int32(PICKERS_GST_FORMAT_TIME), Int32(PICKERS_GST_REWIND_FLAGS), 0)
    _ = gst.elementSetState(element, Int32(PICKERS_GST_STATE_PLAYING.rawValue))
  }

  private func initialize() -> GStreamer? {
    switch state {
    case .ready(let gst): return gst
    case .unavailable: return nil
    case .idle:
      let gst: GStreamer
      switch GStreamer.load() {
      case .success(let loaded): gst = loaded
      case .failure(let error):
        state = .unavailable
        warn("sound is off: GStreamer cannot be loaded (\(error.reason))")
        return nil
      }
      var error: UnsafeMutablePointer<GError>?
      guard gst.initCheck(nil, nil, &error) != 0 else {
        let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        g_clear_error(&error)
        state = .unavailable
        warn("sound is off: GStreamer could not start (\(reason))")
        return nil
      }
      state = .ready(gst)
      return gst
    }
  }

  private func pipeline(for path: String, _ gst: GStreamer) -> GStreamer.Element? {
    if let existing = pipelines[path] { return existing }
    guard let element = gst.elementFactoryMake("playbin", nil) else {
      state = .unavailable
      warn("sound is off: the GStreamer element 'playbin' is missing (gstreamer1.0-plugins-base)")
      return nil
    }
    var error: UnsafeMutablePointer<GError>?
    guard let uri = g_filename_to_uri(path, nil, &error) else {
      g_clear_error(&error)
      gst.objectUnref(UnsafeMutableRawPointer(element))
      warn("cannot play \(path): not a valid file name")
      return nil
    }
    pickers_object_set_string(UnsafeMutableRawPointer(element), "uri", uri)
    g_free(uri)
    // Bus messages arrive on the default main loop as the bus's "message::…" signals.
    if let bus = gst.elementGetBus(element) {
      gst.busAddSignalWatch(bus)
      let object = UnsafeMutableRawPointer(bus)
      Signals.connectPointer(object, "message::error") { [weak self] message in
        self?.handle(message, isError: true)
      }
      Signals.connectPointer(object, "message::warning") { [weak self] message in
        self?.handle(message, isError: false)
      }
      gst.objectUnref(object)
    }
    pipelines[path] = element
    return element
  }

  private func handle(_ message: OpaquePointer?, isError: Bool) {
    guard case .ready(let gst) = state else { return }
    var error: UnsafeMutablePointer<GError>?
    var debug: UnsafeMutablePointer<gchar>?
    if isError {
      gst.messageParseError(message, &error, &debug)
    } else {
      gst.messageParseWarning(message, &error, &debug)
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
