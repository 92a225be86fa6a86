import CGtk
import PickerKit

/// Plays short sound files through GStreamer's `playbin`, off the main thread: GStreamer is
/// initialised, pipelines made and plays started by one thread of its own (a `SoundEngine` that
/// only it holds, fed `SoundJob` values in order through a `SoundJobQueue`), so no sound
/// ever delays a frame (a play blocks, the first one longest, and longer still with a
/// sound server). One pipeline per file, rewound for each play. The compiler checks the
/// split: only `Sendable` jobs and reports cross it.
///
/// Nothing here can stop the app: without GStreamer's plugins or an audio device it
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
  /// Whether the engine's thread could not be made: sound is off for the run.
  private var noThread = false
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

  /// Whether sounds play. Off, GStreamer is never started: no `gst_init`, no plugin, no
  /// pipeline until a sound is first played with it on. Turning it off stops what is
  /// playing; turning it on prepares the files `prepare` was given meanwhile.
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

  /// Hands `job` to the engine, starting its thread with the first job.
  private func send(_ job: SoundJob) {
    guard !noThread else { return }
    if jobs == nil {
      let queue = SoundJobQueue()
      let reporter = SoundReporter(player: self)
      // A GLib thread of its own, started here on the main thread: GStreamer's calls block
      // (loading it, a file's check, a state change), and GLib's thread pools take their
      // scheduling from the thread that makes them. Without one, sound is off for the run,
      // said once.
      do {
        try startThread("sound-player") {
          let engine = SoundEngine(reporter: reporter)
          while true {
            let job = queue.pop()
            engine.run(job)
            if case .stop = job { return }
          }
        }
      } catch {
        noThread = true
        return warn(
          "sound is off: its thread cannot start (\(error.message)) — the app goes on without sound"
        )
      }
      jobs = queue
    }
    jobs?.push(job)
  }

  /// Checks the files at `paths`, starts GStreamer and makes their pipelines ahead of their
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
