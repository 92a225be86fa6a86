import CGtk
import Pickers
import PickersModels
import PickersUI

#if canImport(Glibc)
  import Glibc
#endif

/// The runs that record the interval between frames while wheels move: the slot machine's
/// spins, and the zip wheel flung by a real pointer (xdotool), with the pointer's motions
/// watched to tell a frame's wait from the pointer's pauses.
@MainActor
extension Benchmark {
  /// The zip wheel flung by a real pointer: shows Texas's 2,662 zips, prints where the zip
  /// wheel's band is on the screen ("fling_at X Y"), then records the interval between
  /// every two frames of each burst of motion while `make bench` drags and releases the
  /// wheel with xdotool. On SIGUSR1 it prints the longest and the median interval and ends.
  /// Gaps over 250 ms are the pauses between flings, not frames of one.
  ///
  /// A frame's interval counts from the frame before, except while the pointer drags the
  /// wheel: there a frame is due only once the pointer has moved (nothing else turns the
  /// wheel), so it also counts from the first motion since the frame before, as its "wait"
  /// ("fling_frames_waiting_over_20ms"). xdotool's motions arrive up to 33 ms apart now
  /// and then (the X server's timestamps show it); the plain intervals count those pauses.
  /// The coast and the snap that follow a release are timed frame to frame in both.
  static func fling(_ window: MainWindow, done: @escaping @MainActor () -> Void) {
    guard let (page, clock) = show(.dependent, as: DependentPage.self, in: window),
      let texas = page.model.stateZips.states.firstIndex(of: "Texas")
    else { return done() }
    page.picker.userSelectRow(texas, inComponent: DependentPageModel.stateComponent)
    var intervals: [Int] = []
    var waits: [Int] = []
    var last = 0
    watchMotion()
    clock.onAfterPaint {
      let now = g_get_monotonic_time()
      if last != 0 && now - last <= 250_000 {
        intervals.append(now - last)
        let motion = firstMotion.map { max($0, last) } ?? last
        waits.append(now - motion)
      }
      last = now
      firstMotion = nil
    }
    GLibScheduler.timeout(after: 1.0) {
      // The zip wheel is the right third of the picker; its band is at the picker's middle.
      var x: gint = 0
      var y: gint = 0
      gdk_window_get_origin(page.picker.widget.gdkWindow, &x, &y)
      let area = page.picker.widget.allocation
      print("fling_at \(x + area.x + area.width * 5 / 6) \(y + area.y + area.height / 2)")
      fflush(nil)
    }
    finishFling = {
      let sorted = intervals.sorted()
      print("fling_max_frame_interval_ms \(milliseconds(sorted.last ?? 0))")
      print(
        "fling_median_frame_interval_ms \(milliseconds(sorted.isEmpty ? 0 : sorted[sorted.count / 2]))"
      )
      print("fling_frames \(sorted.count)")
      print("fling_frames_over_20ms \(sorted.filter { $0 > 20_000 }.count)")
      print("fling_max_frame_wait_ms \(milliseconds(waits.max() ?? 0))")
      print("fling_frames_waiting_over_20ms \(waits.filter { $0 > 20_000 }.count)")
      fflush(nil)
      done()
    }
    g_unix_signal_add(
      SIGUSR1,
      { _ in
        MainActor.assumeIsolated { Benchmark.finishFling?() }
        return 0  // G_SOURCE_REMOVE
      }, nil)
  }

  /// Spins `times` times, recording every frame's time on the frame clock; prints the
  /// longest interval between two frames while a spin's reels were moving (the first
  /// 0.5 s of each spin).
  static func spin(_ window: MainWindow, times: Int, done: @escaping @MainActor () -> Void) {
    guard let (page, clock) = show(.custom, as: CustomPage.self, in: window) else {
      return done()
    }
    var spinning = false
    var last = 0
    var longest = 0
    var frames = 0
    var slow = 0
    clock.onAfterPaint {
      let now = g_get_monotonic_time()
      if spinning {
        if last != 0 {
          longest = max(longest, now - last)
          if now - last > 20_000 { slow += 1 }
        }
        frames += 1
      }
      last = now
    }
    var completed = 0
    func next() {
      guard completed < times else {
        print("spin_max_frame_interval_ms \(milliseconds(longest))")
        print("spin_frames \(frames)")
        print("spin_frames_over_20ms \(slow)")
        fflush(nil)
        return done()
      }
      // Wait for the Spin button to be back (after a win it takes 2 s).
      guard !page.model.isButtonHidden else {
        GLibScheduler.timeout(after: 0.1, next)
        return
      }
      completed += 1
      last = 0
      spinning = true
      page.buttonPressed()
      GLibScheduler.timeout(after: 0.5) {
        spinning = false
        // Dismiss a win alert so the next spin starts from the same state.
        closeDialogs()
        GLibScheduler.timeout(after: 0.1, next)
      }
    }
    next()
  }

  /// What SIGUSR1 does during a fling run.
  private static var finishFling: (@MainActor () -> Void)?

  /// When the first pointer motion since the last frame reached the app (monotonic µs),
  /// during a fling run; nil if none did.
  private static var firstMotion: Int?

  /// Notes when each pointer motion arrives (`firstMotion`), ahead of GTK's own handling of
  /// every event, which goes on unchanged.
  private static func watchMotion() {
    gdk_event_handler_set(
      { event, _ in
        let isMotion = event.map { gdk_event_get_event_type($0) == GDK_MOTION_NOTIFY } ?? false
        MainActor.assumeIsolated {
          if isMotion && Benchmark.firstMotion == nil {
            Benchmark.firstMotion = Int(g_get_monotonic_time())
          }
        }
        gtk_main_do_event(event)
      }, nil, nil)
  }
}
