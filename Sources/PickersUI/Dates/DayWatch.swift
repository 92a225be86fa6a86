import CGtk
import PickerKit

/// Tells when the local day changes: at midnight, and soon after the clock or the time
/// zone is set or the computer wakes from suspend.
///
/// It wakes at the next midnight by GLib's clock, and at least once a minute in between
/// (`g_timeout_add_seconds`, which GLib batches with other wakeups), since a timeout
/// counts monotonic time: a clock set forward, a new zone or a night in suspend move the
/// wall clock without it. Each wakeup reads the zone again (`tzset`) and the local date.
@MainActor
final class DayWatch {
  /// Called with the new day (at midnight, its first minute).
  var onNewDay: ((CivilDateTime) -> Void)?
  /// The day last seen.
  private(set) var day: CivilDateTime
  /// The local time now; the C library's clock unless a test gives another.
  private let now: () -> CivilDateTime
  /// Bumped to stop the timeouts of an earlier `schedule`.
  private var generation = 0

  /// Watches from `day` (read from `now` when nil): the day a picker was built with, so a
  /// midnight between the two readings is not missed.
  init(day: CivilDateTime? = nil, now: @escaping () -> CivilDateTime = DayWatch.localNow) {
    self.now = now
    self.day = day ?? now()
    schedule()
  }

  /// The local date and time, the zone read again first.
  nonisolated static func localNow() -> CivilDateTime {
    tzset()
    return CivilDateTime.now()
  }

  /// The seconds from now to the next local midnight (a second past it, so the new day has
  /// begun when the timeout fires).
  nonisolated static func secondsToMidnight() -> Int {
    var seconds = time(nil)
    var parts = tm()
    guard localtime_r(&seconds, &parts) != nil else { return 60 }
    return 86_400 - Int(parts.tm_hour) * 3600 - Int(parts.tm_min) * 60 - Int(parts.tm_sec) + 1
  }

  /// Stops watching.
  func stop() { generation += 1 }

  private func schedule() {
    generation += 1
    let mine = generation
    let wait = max(1, min(Self.secondsToMidnight(), 60))
    GLibScheduler.timeout(afterAboutSeconds: wait) { [weak self] in
      guard let self, self.generation == mine else { return }
      self.check()
    }
  }

  private func check() {
    let current = now()
    if current.dayNumber != day.dayNumber {
      day = current
      onNewDay?(current)
    }
    schedule()
  }
}
