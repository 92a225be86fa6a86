import CGtk
import PickerKit

/// Plays short sound files through GStreamer's `playbin`, off the main thread: GStreamer is
/// loaded, pipelines made and plays started by one thread of its own (a `SoundEngine` that
/// only it holds, fed `SoundJob` values in order through a `SoundJobQueue`), so no sound
/// ever delays a frame (a play costs about 0.5 ms, the first load 15–20 ms and more with a
/// sound server). One pipeline per file, rewound for each play. The compiler checks the
/// split: only `Sendable` jobs and reports cross it.
///
/// Nothing here can stop the app: without GStreamer or its plugins or an audio device it
/// stays silent and logs one warning, then goes on. A sound file is input too: before
/// GStreamer sees it, it is read by `FileBytes` (a regular file, opened non-blocking, at
/// most 16 MiB) and its RIFF/WAVE header checked against its size (`WAVHeader`); a file
/// that fails, or that GStreamer cannot decode, is never played, with one warning naming
/// it, and the other sounds go on. Problems and finished plays are reported on the main
/// loop.
@MainActor
public final class SoundPlayer {
  /// The jobs for the engine, in order: the queue and the engine's thread are made by the
  /// first job (start-up plays no sound).
  private var jobs: SoundJobQueue?
  /// The warnings logged, each once.
  private var warned: Set<String> = []
  /// Every problem met so far, for a status line or a test.
  public private(set) var problems: [String] = []
  /// Called on the main loop with a file's name each time a play of it has reached its end
  /// (GStreamer's end-of-stream): a real play, which `PICKERS_TRACE` shows.
  public var onPlayed: (@MainActor (String) -> Void)?

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
        send(.pause)
      }
    }
  }

  /// A player; GStreamer is not touched until the first `prepare` or `play`.
  public init() {}

  deinit {
    // The engine stops and frees its pipelines, then its thread ends.
    jobs?.push(.stop)
  }

  /// Hands `job` to the engine, starting its task with the first job.
  private func send(_ job: SoundJob) {
    if jobs == nil {
      let queue = SoundJobQueue()
      jobs = queue
      let reporter = SoundReporter(player: self)
      // A GLib thread of its own, started here on the main thread: GStreamer's calls block
      // (loading it, a file's check, a state change), and GLib's thread pools take their
      // scheduling from the thread that makes them.
      startThread("pickers-sound") {
        let engine = SoundEngine(reporter: reporter)
        while true {
          let job = queue.pop()
          engine.run(job)
          if case .stop = job { return }
        }
      }
    }
    jobs?.push(job)
  }

  /// Checks the files at `paths`, loads GStreamer and makes their pipelines ahead of their
  /// first play, so the first play starts at once. A file refused is reported now.
  public func prepare(_ paths: [String]) {
    guard isEnabled else { return pending.append(contentsOf: paths) }
    send(.prepare(paths))
  }

  /// Plays the file at `path` from its start (restarting it if it is playing).
  public func play(_ path: String) {
    guard isEnabled else { return }
    send(.play(path))
  }

  /// A problem the engine or a pipeline met: logged once, however often it is met. A file
  /// GStreamer cannot decode is not played again.
  func report(_ report: SoundReport) {
    switch report {
    case .played(let name):
      onPlayed?(name)
    case .problem(let problem):
      warn(problem)
    case .undecodable(let path, let problem):
      send(.refuse(path))
      warn(problem)
    }
  }

  private func warn(_ problem: String) {
    problems.append(problem)
    guard warned.insert(problem).inserted else { return }
    Log.warning(problem)
  }
}

/// What the main thread asks of the sound engine.
enum SoundJob: Sendable {
  /// Check these files and make their pipelines.
  case prepare([String])
  /// Play this file from its start.
  case play(String)
  /// Pause every pipeline (sounds turned off).
  case pause
  /// Never play this file again (GStreamer could not decode it).
  case refuse(String)
  /// Stop and free every pipeline (the player is gone).
  case stop
}

/// What the sound engine and its pipelines tell the main thread.
enum SoundReport: Sendable {
  /// A play of the file named reached its end.
  case played(String)
  /// Something to say once ("sound is off: …").
  case problem(String)
  /// GStreamer cannot decode the file at the path; the text says so.
  case undecodable(path: String, problem: String)
}

/// The engine's jobs in order: GLib's `GAsyncQueue`, each job boxed.
struct SoundJobQueue: @unchecked Sendable {  // a GAsyncQueue locks itself: any thread may use it
  private let queue: OpaquePointer

  init() { queue = g_async_queue_new_full(releaseHandlerData) }

  /// Adds `job` at the end.
  func push(_ job: SoundJob) {
    g_async_queue_push(queue, Unmanaged.passRetained(HandlerBox(job)).toOpaque())
  }

  /// The first job, waiting for one.
  func pop() -> SoundJob {
    guard let data = g_async_queue_pop(queue) else { return .stop }
    return Unmanaged<HandlerBox<SoundJob>>.fromOpaque(data).takeRetainedValue().handler
  }
}

/// Runs `body` on a new GLib thread named `name`.
private func startThread(_ name: String, _ body: @escaping @Sendable () -> Void) {
  let data = Unmanaged.passRetained(HandlerBox<@Sendable () -> Void>(body)).toOpaque()
  let thread = g_thread_new(
    name,
    { data in
      guard let data else { return nil }
      Unmanaged<HandlerBox<@Sendable () -> Void>>.fromOpaque(data).takeRetainedValue().handler()
      return nil
    }, data)
  g_thread_unref(thread)
}

/// Carries reports to the player on the main loop, from any thread.
struct SoundReporter: Sendable {
  weak var player: SoundPlayer?

  func send(_ report: SoundReport) {
    GLibScheduler.idleFromAnyThread { [self] in player?.report(report) }
  }
}

/// Everything GStreamer, held by the player's task alone (it is not `Sendable`): the
/// library, the pipelines, and which files were checked.
final class SoundEngine {
  private enum State {
    case idle
    case ready(GStreamer)
    case unavailable
  }
  private var state = State.idle
  private var pipelines: [String: GStreamer.Element] = [:]
  /// The files checked so far, and whether they may be played.
  private var checked: [String: Bool] = [:]
  private let reporter: SoundReporter

  init(reporter: SoundReporter) { self.reporter = reporter }

  func run(_ job: SoundJob) {
    switch job {
    case .prepare(let paths):
      let playable = paths.filter(check)
      guard !playable.isEmpty, let gst = initialize() else { return }
      for path in playable { _ = pipeline(for: path, gst) }
    case .play(let path):
      // The file first: a refused one never loads GStreamer.
      guard check(path), let gst = initialize(), let element = pipeline(for: path, gst) else {
        return
      }
      _ = gst.elementSetState(element, Int32(PICKERS_GST_STATE_PAUSED.rawValue))
      _ = gst.elementSeekSimple(
        element, Int32(PICKERS_GST_FORMAT_TIME), Int32(PICKERS_GST_REWIND_FLAGS), 0)
      _ = gst.elementSetState(element, Int32(PICKERS_GST_STATE_PLAYING.rawValue))
    case .pause:
      guard case .ready(let gst) = state else { return }
      for pipeline in pipelines.values {
        _ = gst.elementSetState(pipeline, Int32(PICKERS_GST_STATE_PAUSED.rawValue))
      }
    case .refuse(let path):
      checked[path] = false
    case .stop:
      guard case .ready(let gst) = state else { return }
      for pipeline in pipelines.values {
        _ = gst.elementSetState(pipeline, Int32(PICKERS_GST_STATE_NULL.rawValue))
        gst.objectUnref(UnsafeMutableRawPointer(pipeline))
      }
      pipelines = [:]
    }
  }

  /// Whether the file at `path` may be played: read and its header checked once, at its
  /// `prepare` or first play. A file refused is reported then, once.
  private func check(_ path: String) -> Bool {
    if let verdict = checked[path] { return verdict }
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
    checked[path] = problem == nil
    if let problem {
      reporter.send(
        .problem(
          AssetError(file: path, problem: problem).description + " — the app goes on without it"))
    }
    return problem == nil
  }

  /// GStreamer, loaded and initialised on first use.
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
        reporter.send(
          .problem(
            "sound is off: GStreamer cannot be loaded (\(error.reason)) — the app goes on without sound"
          ))
        return nil
      }
      var error: UnsafeMutablePointer<GError>?
      guard gst.initCheck(nil, nil, &error) != 0 else {
        let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        g_clear_error(&error)
        state = .unavailable
        reporter.send(
          .problem(
            "sound is off: GStreamer could not start (\(reason)) — the app goes on without sound"))
        return nil
      }
      state = .ready(gst)
      return gst
    }
  }

  /// The pipeline of `path`, made on first use.
  private func pipeline(for path: String, _ gst: GStreamer) -> GStreamer.Element? {
    if let existing = pipelines[path] { return existing }
    guard let element = gst.elementFactoryMake("playbin", nil) else {
      state = .unavailable
      reporter.send(
        .problem(
          "sound is off: the GStreamer element 'playbin' is missing (gstreamer1.0-plugins-base)"
            + " — the app goes on without sound"))
      return nil
    }
    var error: UnsafeMutablePointer<GError>?
    guard let uri = g_filename_to_uri(path, nil, &error) else {
      g_clear_error(&error)
      gst.objectUnref(UnsafeMutableRawPointer(element))
      reporter.send(
        .problem("cannot play \(path): not a valid file name — the app goes on without it"))
      return nil
    }
    pickers_object_set_string(UnsafeMutableRawPointer(element), "uri", uri)
    g_free(uri)
    // Bus messages arrive on the default main loop (this thread has no context of its
    // own) as the bus's "message::…" signals, handled there.
    if let bus = gst.elementGetBus(element) {
      gst.busAddSignalWatch(bus)
      let object = UnsafeMutableRawPointer(bus)
      let reporter = self.reporter
      let name = Files.baseName(path)
      for (signal, isError) in [("message::error", true), ("message::warning", false)] {
        connectOnMainLoop(object, signal) { message in
          reporter.send(Self.describe(message, gst, path: path, isError: isError))
        }
      }
      connectOnMainLoop(object, "message::eos") { _ in reporter.send(.played(name)) }
      gst.objectUnref(object)
    }
    pipelines[path] = element
    return element
  }

  /// A bus's error or warning: a file GStreamer cannot decode (a stream error) is that
  /// file's problem, and it is not played again; anything else (no audio device) is said
  /// once as "sound is off".
  private static func describe(
    _ message: OpaquePointer?, _ gst: GStreamer, path: String, isError: Bool
  ) -> SoundReport {
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
    guard isStreamError else {
      return .problem("sound is off: \(reason) — the app goes on without sound")
    }
    let problem = "\(Files.baseName(path)) cannot be played: \(reason) — the app goes on without it"
    return isError ? .undecodable(path: path, problem: problem) : .problem(problem)
  }
}
