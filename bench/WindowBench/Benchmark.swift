import CGtk
import PickerKit
import Pickers
import PickersUI

#if canImport(Glibc)
  import Glibc
#endif

/// The runs `make bench` times inside the real window, on GTK's frame clock. Each stands in
/// for a person through the same public surface tests use (`userSelectRow`, the page's
/// button), never through a wheel's tree view.
enum Benchmark {
  /// Selects Texas, then Alabama, … on the State wheel as a click would, and prints the
  /// time from the click to the end of the next frame: the zip wheel reloaded, its first row
  /// selected, and drawn.
  static func reload(_ window: MainWindow, times: Int, done: @escaping () -> Void) {
    guard let (page, clock) = show(.dependent, as: DependentPage.self, in: window) else {
      return done()
    }
    let states = page.model.stateZips.states
    let texas = states.firstIndex(of: "Texas") ?? 0
    let alabama = states.firstIndex(of: "Alabama") ?? 0
    var completed = 0
    var start = 0
    func next() {
      guard completed < times else { return done() }
      start = g_get_monotonic_time()
      // The reload redraws the zip wheel (the C program also queues its redraw).
      page.picker.userSelectRow(
        completed % 2 == 0 ? texas : alabama, inComponent: DependentPageModel.stateComponent)
    }
    Signals.connect(UnsafeMutableRawPointer(clock), "after-paint") {
      guard start != 0 else { return }
      print("reload_ms \(milliseconds(g_get_monotonic_time() - start))")
      fflush(stdout)
      start = 0
      completed += 1
      GLibScheduler.timeout(after: 0.5, next)  // animations over: an idle frame clock
    }
    next()
  }

  /// Spins `times` times, recording every frame's time on the frame clock; prints the
  /// longest interval between two frames while a spin's reels were moving (the first
  /// 0.5 s of each spin).
  static func spin(_ window: MainWindow, times: Int, done: @escaping () -> Void) {
    guard let (page, clock) = show(.custom, as: SlotMachinePage.self, in: window) else {
      return done()
    }
    var spinning = false
    var last = 0
    var longest = 0
    var frames = 0
    Signals.connect(UnsafeMutableRawPointer(clock), "after-paint") {
      let now = g_get_monotonic_time()
      if spinning {
        if last != 0 { longest = max(longest, now - last) }
        frames += 1
      }
      last = now
    }
    var completed = 0
    func next() {
      guard completed < times else {
        print("spin_max_frame_interval_ms \(milliseconds(longest))")
        print("spin_frames \(frames)")
        fflush(stdout)
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

  /// The zip wheel flung by a real pointer: shows Texas's 2,662 zips, prints where the zip
  /// wheel's band is on the screen ("fling_at X Y"), then records the interval between
  /// every two frames of each burst of motion while `make bench` drags and releases the
  /// wheel with xdotool. On SIGUSR1 it prints the longest and the median interval and ends.
  /// Gaps over 250 ms are the pauses between flings, not frames of one.
  static func fling(_ window: MainWindow, done: @escaping () -> Void) {
    guard let (page, clock) = show(.dependent, as: DependentPage.self, in: window),
      let texas = page.model.stateZips.states.firstIndex(of: "Texas")
    else { return done() }
    page.picker.userSelectRow(texas, inComponent: DependentPageModel.stateComponent)
    var intervals: [Int] = []
    var last = 0
    Signals.connect(UnsafeMutableRawPointer(clock), "after-paint") {
      let now = g_get_monotonic_time()
      if last != 0 && now - last <= 250_000 { intervals.append(now - last) }
      last = now
    }
    GLibScheduler.timeout(after: 1.0) {
      // The zip wheel is the right third of the picker; its band is at the picker's middle.
      var x: gint = 0
      var y: gint = 0
      gdk_window_get_origin(gtk_widget_get_window(page.picker.widget), &x, &y)
      var area = GtkAllocation()
      gtk_widget_get_allocation(page.picker.widget, &area)
      print("fling_at \(x + area.x + area.width * 5 / 6) \(y + area.y + area.height / 2)")
      fflush(stdout)
    }
    finishFling = {
      let sorted = intervals.sorted()
      print("fling_max_frame_interval_ms \(milliseconds(sorted.last ?? 0))")
      print(
        "fling_median_frame_interval_ms \(milliseconds(sorted.isEmpty ? 0 : sorted[sorted.count / 2]))"
      )
      print("fling_frames \(sorted.count)")
      fflush(stdout)
      done()
    }
    g_unix_signal_add(
      SIGUSR1,
      { _ in
        Benchmark.finishFling?()
        return 0  // G_SOURCE_REMOVE
      }, nil)
  }

  /// What SIGUSR1 does during a fling run.
  private static var finishFling: (() -> Void)?

  /// Shows `tab` and returns its page and the window's frame clock, or says why it cannot.
  private static func show<P>(_ tab: PickerPage, as type: P.Type, in window: MainWindow)
    -> (page: P, clock: OpaquePointer)?
  {
    guard let page = window.show(tab) as? P, let clock = gtk_widget_get_frame_clock(window.widget)
    else {
      Launcher.printError("pickers: the \(tab.title) page could not be built for the benchmark")
      return nil
    }
    return (page, clock)
  }

  /// Microseconds as milliseconds with three decimals ("4.213").
  static func milliseconds(_ microseconds: Int) -> String {
    let thousandths = String(microseconds % 1000)
    return "\(microseconds / 1000)." + String(repeating: "0", count: 3 - thousandths.count)
      + thousandths
  }

  /// Answers every open message dialog (a win alert).
  private static func closeDialogs() {
    guard let toplevels = gtk_window_list_toplevels() else { return }
    var node: UnsafeMutablePointer<GList>? = toplevels
    while let current = node {
      if let data = current.pointee.data,
        g_type_check_instance_is_a(
          data.assumingMemoryBound(to: GTypeInstance.self), gtk_message_dialog_get_type()) != 0
      {
        gtk_dialog_response(
          data.assumingMemoryBound(to: GtkDialog.self), gint(GTK_RESPONSE_OK.rawValue))
      }
      node = current.pointee.next
    }
    g_list_free(toplevels)
  }
}
