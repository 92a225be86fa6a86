// What the sound thread tells the main thread: `Sendable` reports, in order, through an
// `AsyncStream` the player reads on the main actor.

/// What the sound engine and its pipelines tell the main thread.
enum SoundReport: Sendable {
  /// A play of the file named reached its end.
  case played(String)
  /// Something to say once ("sound is off: …").
  case problem(String)
  /// GStreamer cannot decode the file at the path; the text says so.
  case undecodable(path: String, problem: String)
}

/// Carries reports to the player, from any thread, in the order they are sent.
struct SoundReporter: Sendable {
  private let continuation: AsyncStream<SoundReport>.Continuation

  /// A reporter to `player`, which reads each report on the main actor for as long as it
  /// lives (its task holds it weakly) or until the reporter ``finish()``es.
  @MainActor
  init(player: SoundPlayer) {
    let (reports, continuation) = AsyncStream.makeStream(of: SoundReport.self)
    self.continuation = continuation
    MainLoop.attachSwiftConcurrency()  // however the app started GTK
    Task { @MainActor [weak player] in
      for await report in reports { player?.report(report) }
    }
  }

  func send(_ report: SoundReport) { continuation.yield(report) }

  /// Ends the stream: nothing more is reported.
  func finish() { continuation.finish() }
}
