// What the sound thread tells the main thread: `Sendable` reports, on the main loop.

/// What the sound engine and its pipelines tell the main thread.
enum SoundReport: Sendable {
  /// A play of the file named reached its end.
  case played(String)
  /// Something to say once ("sound is off: …").
  case problem(String)
  /// GStreamer cannot decode the file at the path; the text says so.
  case undecodable(path: String, problem: String)
}

/// Carries reports to the player on the main loop, from any thread.
struct SoundReporter: Sendable {
  weak var player: SoundPlayer?

  func send(_ report: SoundReport) {
    GLibScheduler.idleFromAnyThread { [self] in player?.report(report) }
  }
}
