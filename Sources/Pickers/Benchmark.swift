import CGtk
import PickerKit
import PickersUI

#if canImport(Glibc)
  import Glibc
#endif

/// The benchmark modes `make bench` runs (`--bench-reload N`, `--bench-spin N`): measured
/// inside the real window, on GTK's frame clock, then the app quits. `bench/baseline.c`
/// implements the reload run the same way, so the two are compared like for like.
enum Benchmark {
  /// Runs the requested benchmark on `window`, then calls `done`.
  static func run(_ options: CommandLineOptions, window: MainWindow, done: @escaping () -> Void) {
    if let reloads = options.benchReloads {
      GLibScheduler.timeout(after: 0.3) { reload(window, times: reloads, done: done) }
    } else if let spins = options.benchSpins {
      GLibScheduler.timeout(after: 0.3) { spin(window, times: spins, done: done) }
    }
  }

  /// Selects Texas, then Alabama, … on the State wheel as a click would (the tree
  /// selection's `changed`), and prints the time from the click to the end of the next
  /// frame: the zip wheel reloaded, its first row selected, and drawn.
  private static func reload(_ window: MainWindow, times: Int, done: @escaping () -> Void) {
    window.show(.dependent)
    guard let picker = window.view(of: .dependent).picker, picker.wheels.count == 2,
      let clock = gtk_widget_get_frame_clock(window.widget)
    else {
      printError("pickers: the Dependent page could not be built for the benchmark")
      return done()
    }
    let states = picker.wheels[0]
    let texas = (0..<states.rowCount).first { states.title(at: $0) == "Texas" } ?? 0
    let alabama = (0..<states.rowCount).first { states.title(at: $0) == "Alabama" } ?? 0
    var completed = 0
    var start: Int = 0
    func next() {
      guard completed < times else { return done() }
      start = g_get_monotonic_time()
      selectAsAClickWould(states, completed % 2 == 0 ? texas : alabama)
      gtk_widget_queue_draw(picker.wheels[1].treeView)
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
  private static func spin(_ window: MainWindow, times: Int, done: @escaping () -> Void) {
    window.show(.custom)
    let page = window.view(of: .custom)
    guard let clock = gtk_widget_get_frame_clock(window.widget) else { return done() }
    var spinning = false
    var last: Int = 0
    var longest: Int = 0
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
      guard gtk_widget_get_mapped(page.button) != 0 else {
        GLibScheduler.timeout(after: 0.1, next)
        return
      }
      completed += 1
      last = 0
      spinning = true
      gtk_button_clicked(page.button.cast())
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

  private static func selectAsAClickWould(_ wheel: WheelView, _ row: Int) {
    guard let path = gtk_tree_path_new_from_indices_shim(gint(row)) else { return }
    gtk_tree_selection_select_path(gtk_tree_view_get_selection(wheel.treeView.cast()), path)
    gtk_tree_path_free(path)
  }

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
