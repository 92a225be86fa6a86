import CGtk

// What the sound thread tells the main thread: `Sendable` reports, in order, through GLib's
// main loop.

/// What the sound engine and its pipelines tell the main thread.
enum SoundReport: Sendable {
  /// A play of the file named reached its end.
  case played(String)
  /// Something to say once ("sound is off: …").
  case problem(String)
  /// GStreamer cannot decode the file at the path; the text says so.
  case undecodable(path: String, problem: String)
}

/// Carries reports to the player, from any thread, in the order they are sent: each one an
/// idle source on GLib's main loop, which runs sources of one priority in the order they
/// were added. GLib's and not Swift concurrency's: a first `Task` starts libdispatch's
/// own thread, with three files of its own, and where files are short libdispatch stops
/// the process when it cannot open them.
struct SoundReporter: Sendable {
  private weak let player: SoundPlayer?

  /// A reporter to `player`, for as long as it lives.
  init(player: SoundPlayer) { self.player = player }

  /// Sends `report`. The player is looked up on the main thread, when the report arrives:
  /// the sending thread never holds it, so its last release (and `deinit`) stays there.
  func send(_ report: SoundReport) {
    GLibScheduler.idleFromAnyThread { [self] in player?.report(report) }
  }
}
