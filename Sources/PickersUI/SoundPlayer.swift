import CGtk
import PickerKit

/// Plays short sound files through GStreamer's `playbin`, on a thread of its own: GStreamer
/// is loaded, pipelines made and plays started there, so no sound ever delays a frame (a
/// play costs about 0.5 ms, the first load 15–20 ms and more with a sound server). One
/// pipeline per file, rewound for each play.
///
/// Nothing here can stop the app: without GStreamer or its plugins or an audio device it
/// stays silent and logs one warning, then goes on. A sound file is input too: before
/// GStreamer sees it, it is read by `FileBytes` (a regular file, opened non-blocking, at
/// most 16 MiB) and its RIFF/WAVE header checked against its size (`WAVHeader`); a file
/// that fails, or that GStreamer cannot decode, is never played, with one warning naming
/// it, and the other sounds go on. Problems and finished plays are reported on the main
/// loop.
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
    /// The files checked so far, and whether they may be played.
    var checked: [String: Bool] = [:]
  }

  private let engine = Engine()
  /// One thread, so jobs run one after another in the order given.
  private let pool: UnsafeMutablePointer<GThreadPool>?
  /// The warnings logged, each once.
  private var warned: Set<String> = []
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
    // The pipelines are stopped and freed by a last job, after the jobs given, and the
    // pool frees itself once it has run: nothing waits, so the last reference may go on
    // any thread, the pool's own included (waiting there would wait for itself).
    run { engine in
      guard case .ready(let gst) = engine.state else { return }
      for pipeline in engine.pipelines.values {
        _ = gst.elementSetState(pipeline, Int32(PICKERS_GST_STATE_NULL.rawValue))
        gst.objectUnref(UnsafeMutableRawPointer(pipeline))
      }
      engine.pipelines = [:]
    }
    if let pool { g_thread_pool_free(pool, 0, 0) }
  }

  /// Runs `work` on the player's thread with the engine.
  private func run(_ work: @escaping (Engine) -> Void) {
    let engine = self.engine
    let box = ClosureBox<() -> Void> { work(engine) }
    guard let pool, g_thread_pool_push(pool, box.retained, nil) != 0 else { return }
  }

  /// Checks the files at `paths`, loads GStreamer and makes their pipelines ahead of their
  /// first play, so the first play starts at once. A file refused is reported now.
  public func prepare(_ paths: [String]) {
    guard isEnabled else { return pending.append(contentsOf: paths) }
    run { [weak self] engine in
      guard let self else { return }
      let playable = paths.filter { self.check($0, engine) }
      guard !playable.isEmpty, let gst = self.initialize(engine) else { return }
      for path in playable { _ = self.pipeline(for: path, gst, engine) }
    }
  }

  /// Plays the file at `path` from its start (restarting it if it is playing).
  public func play(_ path: String) {
    guard isEnabled else { return }
    run { [weak self] engine in
      // The file first: a refused one never loads GStreamer.
      guard let self, self.check(path, engine), let gst = self.initialize(engine)
      else { return }
      guard let element = self.pipeline(for: path, gst, engine) else { return }
      _ = gst.elementSetState(element, Int32(PICKERS_GST_STATE_PAUSED.rawValue))
      _ = gst.elementSeekSimple(
        element, Int32(PICKERS_GST_FORMAT_TIME), Int32(PICKERS_GST_REWIND_FLAGS), 0)
      _ = gst.elementSetState(element, Int32(PICKERS_GST_STATE_PLAYING.rawValue))
    }
  }

  /// Whether the file at `path` may be played: read and its header checked once (on the
  /// player's thread), at its `prepare` or first play. A file refused is reported then,
  /// once.
  private func check(_ path: String, _ engine: Engine) -> Bool {
    if let verdict = engine.checked[path] { return verdict }
    let problem: AssetError.Problem?
    do {
      let bytes = try FileBytes.contents(of: path)
      do {
        _ = try WAVHeader.read(bytes)
        problem = nil
      } catch {
        problem = error
      }
    } catch {
      problem = .file(error.problem)
    }
    guard let problem else {
      engine.checked[path] = true
      return true
    }
    engine.checked[path] = false
    report(AssetError(file: path, problem: problem).description + " — the app goes on without it")
    return false
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
        report(
          "sound is off: GStreamer cannot be loaded (\(error.reason)) — the app goes on without sound"
        )
        return nil
      }
      var error: UnsafeMutablePointer<GError>?
      guard gst.initCheck(nil, nil, &error) != 0 else {
        let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        g_clear_error(&error)
        engine.state = .unavailable
        report(
          "sound is off: GStreamer could not start (\(reason)) — the app goes on without sound")
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
      report(
        "sound is off: the GStreamer element 'playbin' is missing (gstreamer1.0-plugins-base)"
          + " — the app goes on without sound")
      return nil
    }
    var error: UnsafeMutablePointer<GError>?
    guard let uri = g_filename_to_uri(path, nil, &error) else {
      g_clear_error(&error)
      gst.objectUnref(UnsafeMutableRawPointer(element))
      report("cannot play \(path): not a valid file name — the app goes on without it")
      return nil
    }
    pickers_object_set_string(UnsafeMutableRawPointer(element), "uri", uri)
    g_free(uri)
    // Bus messages arrive on the default main loop (a pool thread has no context of its
    // own) as the bus's "message::…" signals.
    if let bus = gst.elementGetBus(element) {
      gst.busAddSignalWatch(bus)
      let object = UnsafeMutableRawPointer(bus)
      let name = Files.baseName(path)
      Signals.connectPointer(object, "message::error") { [weak self] message in
        self?.handle(message, gst, path: path, isError: true)
      }
      Signals.connectPointer(object, "message::warning") { [weak self] message in
        self?.handle(message, gst, path: path, isError: false)
      }
      Signals.connectPointer(object, "message::eos") { [weak self] _ in self?.onPlayed?(name) }
      gst.objectUnref(object)
    }
    engine.pipelines[path] = element
    return element
  }

  /// A bus's error or warning, on the main loop: a file GStreamer cannot decode (a stream
  /// error) is that file's problem, and it is not played again; anything else (no audio
  /// device) is said once as "sound is off".
  private func handle(_ message: OpaquePointer?, _ gst: GStreamer, path: String, isError: Bool) {
    var error: UnsafeMutablePointer<GError>?
    var debug: UnsafeMutablePointer<gchar>?
    if isError {
      gst.messageParseError(message, &error, &debug)
    } else {
      gst.messageParseWarning(message, &error, &debug)
    }
    let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown problem"
    let isStreamError =
      error?.pointee.domain == g_quark_from_static_string("gst-stream-error-quark")
    g_clear_error(&error)
    g_free(debug)
    if isStreamError {
      if isError { run { engine in engine.checked[path] = false } }
      warn("\(Files.baseName(path)) cannot be played: \(reason) — the app goes on without it")
    } else {
      warn("sound is off: \(reason) — the app goes on without sound")
    }
  }

  /// A problem met on the player's thread, reported on the main loop.
  private func report(_ problem: String) {
    GLibScheduler.idle { [weak self] in self?.warn(problem) }
  }

  /// Logs `problem` once, however often it is met.
  private func warn(_ problem: String) {
    problems.append(problem)
    guard warned.insert(problem).inserted else { return }
    Log.warning(problem)
  }
}
