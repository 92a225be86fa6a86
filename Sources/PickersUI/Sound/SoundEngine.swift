internal import CGStreamer
import CGtk
import PickerKit

/// Everything GStreamer, held by the sound thread alone (it is not `Sendable`): whether
/// GStreamer is initialised, the pipelines, and which files were checked.
final class SoundEngine {
  private enum State {
    case idle
    case ready
    case unavailable
  }
  private var state = State.idle
  private var pipelines: [String: UnsafeMutablePointer<GstElement>] = [:]
  /// The files checked so far, and whether they may be played.
  private var checked: [String: Bool] = [:]
  private let reporter: SoundReporter

  init(reporter: SoundReporter) { self.reporter = reporter }

  /// The files GStreamer may open for the app's sounds, with room to spare: its plugin
  /// loader, a pipe and an event file per pipeline, and a sound server's socket and its
  /// own; the app keeps the rest for its state and images.
  static let filesNeeded = 32

  /// A seek back to the start that flushes what is queued and lands on a key unit.
  private static let rewind = GstSeekFlags(
    rawValue: GST_SEEK_FLAG_FLUSH.rawValue | GST_SEEK_FLAG_KEY_UNIT.rawValue)

  func run(_ job: SoundJob) {
    switch job {
    case .prepare(let paths):
      let playable = paths.filter(check)
      guard !playable.isEmpty, initialize() else { return }
      for path in playable { _ = pipeline(for: path) }
    case .play(let path):
      // The file first: a refused one never starts GStreamer.
      guard check(path), initialize(), let element = pipeline(for: path) else { return }
      gst_element_set_state(element, GST_STATE_PAUSED)
      gst_element_seek_simple(element, GST_FORMAT_TIME, Self.rewind, 0)
      gst_element_set_state(element, GST_STATE_PLAYING)
    case .pause:
      for pipeline in pipelines.values { gst_element_set_state(pipeline, GST_STATE_PAUSED) }
    case .refuse(let path):
      checked[path] = false
    case .stop:
      for pipeline in pipelines.values {
        gst_element_set_state(pipeline, GST_STATE_NULL)
        // The watch is a main-loop source that holds the bus: it goes with the pipeline.
        if let bus = gst_element_get_bus(pipeline) {
          gst_bus_remove_signal_watch(bus)
          gst_object_unref(bus)
        }
        gst_object_unref(pipeline)
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

  /// Whether GStreamer is initialised, which it is on first use (`gst_init_check` reads
  /// its plugin registry: never on the main thread, never at start-up).
  private func initialize() -> Bool {
    switch state {
    case .ready: return true
    case .unavailable: return false
    case .idle:
      // GStreamer fails file by file when files run short (its plugins, its pipes), with
      // criticals and wrong reasons, and takes the last files the app has to save with.
      if let shortage = OpenFiles.shortage(needing: Self.filesNeeded) {
        state = .unavailable
        reporter.send(.problem("sound is off: \(shortage) — the app goes on without sound"))
        return false
      }
      var error: UnsafeMutablePointer<GError>?
      guard gst_init_check(nil, nil, &error) != 0 else {
        let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        g_clear_error(&error)
        state = .unavailable
        reporter.send(
          .problem(
            "sound is off: GStreamer could not start (\(reason)) — the app goes on without sound"))
        return false
      }
      state = .ready
      return true
    }
  }

  /// The pipeline of `path`, made on first use.
  private func pipeline(for path: String) -> UnsafeMutablePointer<GstElement>? {
    if let existing = pipelines[path] { return existing }
    guard let element = gst_element_factory_make("playbin", nil) else {
      state = .unavailable
      // GStreamer cannot load a plugin it has when files run short: the true reason first.
      let reason =
        OpenFiles.shortage(needing: 8)
        ?? "the GStreamer element 'playbin' is missing (gstreamer1.0-plugins-base)"
      reporter.send(.problem("sound is off: \(reason) — the app goes on without sound"))
      return nil
    }
    // A new element's reference is floating: the engine owns it from here.
    gst_object_ref_sink(element)
    var error: UnsafeMutablePointer<GError>?
    guard let uri = FileName.withCString(path, { g_filename_to_uri($0, nil, &error) }) else {
      g_clear_error(&error)
      gst_object_unref(element)
      reporter.send(
        .problem(
          "cannot play \(FileName.display(path)): not a valid file name — the app goes on without it"
        ))
      return nil
    }
    pickers_object_set_string(UnsafeMutableRawPointer(element), "uri", uri)
    g_free(uri)
    // Bus messages arrive on the default main loop (this thread has no context of its
    // own) as the bus's "message::…" signals, handled there.
    if let bus = gst_element_get_bus(element) {
      gst_bus_add_signal_watch(bus)
      let object = UnsafeMutableRawPointer(bus)
      let reporter = self.reporter
      let name = Files.baseName(path)
      for (signal, isError) in [("message::error", true), ("message::warning", false)] {
        connectOnMainLoop(object, signal) { message in
          reporter.send(Self.describe(message, path: path, isError: isError))
        }
      }
      connectOnMainLoop(object, "message::eos") { _ in reporter.send(.played(name)) }
      gst_object_unref(bus)
    }
    pipelines[path] = element
    return element
  }

  /// A bus's error or warning: a file GStreamer cannot decode (a stream error) is that
  /// file's problem, and it is not played again; anything else (no audio device) is said
  /// once as "sound is off".
  private static func describe(
    _ message: OpaquePointer?, path: String, isError: Bool
  ) -> SoundReport {
    var error: UnsafeMutablePointer<GError>?
    var debug: UnsafeMutablePointer<gchar>?
    let message = UnsafeMutablePointer<GstMessage>(message)
    if isError {
      gst_message_parse_error(message, &error, &debug)
    } else {
      gst_message_parse_warning(message, &error, &debug)
    }
    let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown problem"
    let isStreamError = error?.pointee.domain == gst_stream_error_quark()
    g_clear_error(&error)
    g_free(debug)
    guard isStreamError else {
      return .problem("sound is off: \(reason) — the app goes on without sound")
    }
    let problem = "\(Files.baseName(path)) cannot be played: \(reason) — the app goes on without it"
    return isError ? .undecodable(path: path, problem: problem) : .problem(problem)
  }
}
