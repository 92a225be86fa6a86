import CGtk

/// Plays short sound files through GStreamer's `playbin`, on a thread of its own: GStreamer
/// is loaded, pipelines made and plays started there, so no sound ever delays a frame (a
/// play costs about 0.5 ms, the first load 15–20 ms and more with a sound server). One
/// pipeline per file, rewound for each play.
///
/// Nothing here can stop the app: without GStreamer or its plugins, with no audio device or
/// a missing file, it stays silent and logs one warning (the first), then goes on. Problems
/// and finished plays are reported on the main loop.
public final class SoundPlayer {
  /// Everything GStreamer: touched only on the player's thread (bus messages come to the
  /// main loop, with the functions they need).
  private final class Engine {
    enum State {
      case idle
      case ready(GStreamer)
      case unavailable
    }
    var state = State.idle
    var pipelines: [String: GStreamer.Element] = [:]
  }

  private let engine = Engine()
  /// One thread, so jobs run one after another in the order given.
  private let pool: UnsafeMutablePointer<GThreadPool>?
  private var warned = false
  /// Every problem met so far, for a status line or a test.
  public private(set) var problems: [String] = []
  /// Called on the main loop with a file's name each time a play of it has reached its end
  /// (GStreamer's end-of-stream): a real play, which `PICKERS_TRACE` shows.
  public var onPlayed: ((String) -> Void)?

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
      } else {
        run { engine in
          guard case .ready(let gst) = engine.state else { return }
          for pipeline in engine.pipelines.values {
            _ = gst.elementSetState(pipeline, Int32(PICKERS_GST_STATE_PAUSED.rawValue))
          }
        }
      }
    }
  }

  /// A player; GStreamer is not touched until the first `prepare` or `play`.
  public init() {
    let job: GFunc = { data, _ in
      ClosureBox<() -> Void>.from(data)?()
      if let data { Unmanaged<AnyObject>.fromOpaque(data).release() }
    }
    pool = g_thread_pool_new(job, nil, 1, 0, nil)
  }

  deinit {
    // Waits for the jobs given, then nothing else touches the engine.
    if let pool { g_thread_pool_free(pool, 0, 1) }
    guard case .ready(let gst) = engine.state else { return }
    for pipeline in engine.pipelines.values {
      _ = gst.elementSetState(pipeline, Int32(PICKERS_GST_STATE_NULL.rawValue))
      gst.objectUnref(UnsafeMutableRawPointer(pipeline))
    }
  }

  /// Runs `work` on the player's thread with the engine.
  private func run(_ work: @escaping (Engine) -> Void) {
    let engine = self.engine
    let box = ClosureBox<() -> Void> { work(engine) }
    guard let pool, g_thread_pool_push(pool, box.retained, nil) != 0 else { return }
  }

  /// Loads GStreamer and makes the pipelines of `paths` ahead of their first play, so the
  /// first play starts at once. Missing files are left for `play` to report.
  public func prepare(_ paths: [String]) {
    guard isEnabled else { return pending.append(contentsOf: paths) }
    run { [weak self] engine in
      guard let gst = self?.initialize(engine) else { return }
      for path in paths where Files.isRegularFile(path) {
        _ = self?.pipeline(for: path, gst, engine)
      }
    }
  }

  /// Plays the file at `path` from its start (restarting it if it is playing).
  public func play(_ path: String) {
    guard isEnabled else { return }
    run { [weak self] engine in
      guard let self, let gst = self.initialize(engine) else { return }
      guard Files.isRegularFile(path) else {
        return self.report("\(Files.baseName(path)) is missing (looked for \(path))")
      }
      guard let element = self.pipeline(for: path, gst, engine) else { return }
      _ = gst.elementSetState(element, Int32(PICKERS_GST_STATE_PAUSED.rawValue))
      _ = gst.elementSeekSimple(
        element, Int32(PICKERS_GST_FORMAT_TIME), Int32(PICKERS_GST_REWIND_FLAGS), 0)
      _ = gst.elementSetState(element, Int32(PICKERS_GST_STATE_PLAYING.rawValue))
    }
  }

  /// GStreamer, loaded and initialised on first use (on the player's thread).
  private func initialize(_ engine: Engine) -> GStreamer? {
    switch engine.state {
    case .ready(let gst): return gst
    case .unavailable: return nil
    case .idle:
      let gst: GStreamer
      switch GStreamer.load() {
      case .success(let loaded): gst = loaded
      case .failure(let error):
        engine.state = .unavailable
        report("sound is off: GStreamer cannot be loaded (\(error.reason))")
        return nil
      }
      var error: UnsafeMutablePointer<GError>?
      guard gst.initCheck(nil, nil, &error) != 0 else {
        let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        g_clear_error(&error)
        engine.state = .unavailable
        report("sound is off: GStreamer could not start (\(reason))")
        return nil
      }
      engine.state = .ready(gst)
      return gst
    }
  }

  /// The pipeline of `path`, made on first use (on the player's thread).
  private func pipeline(for path: String, _ gst: GStreamer, _ engine: Engine) -> GStreamer.Element?
  {
    if let existing = engine.pipelines[path] { return existing }
    guard let element = gst.elementFactoryMake("playbin", nil) else {
      engine.state = .unavailable
      report("sound is off: the GStreamer element 'playbin' is missing (gstreamer1.0-plugins-base)")
      return nil
    }
    var error: UnsafeMutablePointer<GError>?
    guard let uri = g_filename_to_uri(path, nil, &error) else {
      g_clear_error(&error)
      gst.objectUnref(UnsafeMutableRawPointer(element))
      report("cannot play \(path): not a valid file name")
      return nil
    }
    pickers_object_set_string(UnsafeMutableRawPointer(element), "uri", uri)
    g_free(uri)
    // Bus messages arrive on the default main loop (a pool thread has no context of its
    // own) as the bus's "message::…" signals.
    if let bus = gst.elementGetBus(element) {
      gst.busAddSignalWatch(bus)
      let object = UnsafeMutableRawPointer(bus)
      Signals.connectPointer(object, "message::error") { [weak self] message in
        self?.handle(message, gst, isError: true)
      }
      Signals.connectPointer(object, "message::warning") { [weak self] message in
        self?.handle(message, gst, isError: false)
      }
      let name = Files.baseName(path)
      Signals.connectPointer(object, "message::eos") { [weak self] _ in self?.onPlayed?(name) }
      gst.objectUnref(object)
    }
    engine.pipelines[path] = element
    return element
  }

  /// A bus's error or warning, on the main loop.
  private func handle(_ message: OpaquePointer?, _ gst: GStreamer, isError: Bool) {
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

  /// A problem met on the player's thread, reported on the main loop.
  private func report(_ problem: String) {
    GLibScheduler.idle { [weak self] in self?.warn(problem) }
  }

  private func warn(_ problem: String) {
    problems.append(problem)
    guard !warned else { return }
    warned = true
    Log.warning(problem + " — the app goes on without sound")
  }
}
