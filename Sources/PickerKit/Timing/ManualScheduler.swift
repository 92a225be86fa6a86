/// A scheduler driven by hand: time moves only when a test calls `advance(by:)`.
public final class ManualScheduler: Scheduler {
  private struct Job {
    let due: Double
    let order: Int
    let work: () -> Void
  }

  /// Seconds since the scheduler was made.
  public private(set) var now: Double = 0
  private var jobs: [Job] = []
  private var nextOrder = 0

  /// Creates a scheduler at time 0.
  public init() {}

  /// The number of jobs not run yet.
  public var pendingCount: Int { jobs.count }

  /// Queues `work` to run when time reaches `now + seconds`.
  public func schedule(after seconds: Double, _ work: @escaping () -> Void) {
    jobs.append(Job(due: now + max(0, seconds), order: nextOrder, work: work))
    nextOrder += 1
  }

  /// Moves time forward, running every job that falls due, in time order (jobs queued by
  /// a job run too, if they fall due before the new time).
  public func advance(by seconds: Double) {
    let end = now + seconds
    while let next = jobs.indices.min(by: { Self.earlier(jobs[$0], jobs[$1]) }),
      jobs[next].due <= end
    {
      let job = jobs.remove(at: next)
      now = job.due
      job.work()
    }
    now = end
  }

  private static func earlier(_ a: Job, _ b: Job) -> Bool {
    a.due != b.due ? a.due < b.due : a.order < b.order
  }
}
