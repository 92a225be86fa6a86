import CGtk
import PickerKit

/// Everything GStreamer, held by the sound thread alone (it is not `Sendable`): the
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
        // The watch is a main-loop source that holds the bus: it goes with the pipeline.
        if let bus = gst.elementGetBus(pipeline) {
          gst.busRemoveSignalWatch(bus)
          gst.objectUnref(UnsafeMutableRawPointer(bus))
        }
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
