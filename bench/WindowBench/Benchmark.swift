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
    guard let page = window.show(.dependent) as? DependentPage,
      let clock = gtk_widget_get_frame_clock(window.widget)
    else {
      Launcher.printError("pickers: the Dependent page could not be built for the benchmark")
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
    guard let page = window.show(.custom) as? SlotMachinePage,
      let clock = gtk_widget_get_frame_clock(window.widget)
    else {
      Launcher.printError("pickers: the Custom page could not be built for the benchmark")
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
