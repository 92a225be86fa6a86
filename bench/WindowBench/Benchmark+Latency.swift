import CGtk
import PickerKit
import Pickers
import PickersModels
import PickersUI

#if canImport(Glibc)
  import Glibc
#endif

/// The runs that time a person's action to the frame that shows it: a State wheel click's
/// zip reload (the run the C baseline makes too) and each step of a window resize.
@MainActor
extension Benchmark {
  /// Selects Texas, then Alabama, … (Alabama first if Texas is selected) on the State wheel
  /// as a click would, and prints the time from the click to the end of the next frame: the
  /// zip wheel reloaded, its first row selected, and drawn.
  static func reload(_ window: MainWindow, times: Int, done: @escaping @MainActor () -> Void) {
    guard let (page, clock) = show(.dependent, as: DependentPage.self, in: window) else {
      return done()
    }
    let states = page.model.stateZips.states
    let texas = states.firstIndex(of: "Texas") ?? 0
    let alabama = states.firstIndex(of: "Alabama") ?? 0
    // A saved state that restored Texas would make the first turn no turn, and no frame.
    let startsAtTexas =
      page.picker.selectedRow(inComponent: DependentPageModel.stateComponent) == texas
    var completed = 0
    var start = 0
    func next() {
      guard completed < times else { return done() }
      start = g_get_monotonic_time()
      // The reload redraws the zip wheel (the C program also queues its redraw).
      page.picker.userSelectRow(
        (completed % 2 == 0) != startsAtTexas ? texas : alabama,
        inComponent: DependentPageModel.stateComponent)
    }
    clock.onAfterPaint {
      guard start != 0 else { return }
      print("reload_ms \(milliseconds(g_get_monotonic_time() - start))")
      fflush(nil)
      start = 0
      completed += 1
      GLibScheduler.timeout(after: 0.5, next)  // animations over: an idle frame clock
    }
    next()
  }

  /// Resizes the window as a person dragging its edge would, 20 px a step from 640 px wide
  /// to 360 and back, `times` times (the height stays 486), with every page built and the
  /// Dependent page shown; each step waits for the frame that shows the new size. A step
  /// that crosses the narrow breakpoint (560 px on the way down, 600 on the way up) lays
  /// the window out again from an idle callback: its time runs to the first frame after
  /// that change. Prints the median and longest step, crossing and not, in milliseconds.
  static func resize(_ window: MainWindow, times: Int, done: @escaping @MainActor () -> Void) {
    for page in PickerPage.allCases { _ = window.show(page) }
    guard let (_, clock) = show(.dependent, as: DependentPage.self, in: window) else {
      return done()
    }
    let widths =
      Array(stride(from: 620, through: 360, by: -20))
      + Array(stride(from: 380, through: 640, by: 20))
    var steps = Array(repeating: widths, count: times).flatMap { $0 }
    var plain: [Int] = []
    var crossing: [Int] = []
    var start = 0
    var target = 0
    var layoutBefore = window.layout.layout
    var changedAt = 0
    window.layout.observe { _ in changedAt = g_get_monotonic_time() }
    func next() {
      guard !steps.isEmpty else {
        for (name, list) in [("plain", plain), ("crossing", crossing)] {
          let sorted = list.sorted()
          print("resize_\(name)_steps \(sorted.count)")
          print(
            "resize_\(name)_median_ms \(milliseconds(sorted.isEmpty ? 0 : sorted[sorted.count / 2]))"
          )
          print("resize_\(name)_max_ms \(milliseconds(sorted.last ?? 0))")
        }
        fflush(nil)
        return done()
      }
      target = steps.removeFirst()
      layoutBefore = window.layout.layout
      changedAt = 0
      start = g_get_monotonic_time()
      window.window.resize(width: target, height: window.window.size.height)
    }
    clock.onAfterPaint {
      let own = AdaptiveLayout.ownSize(of: window.window)
      guard start != 0, own.width == target else { return }
      let crossed =
        WindowLayout.at(width: own.width, height: own.height, current: layoutBefore)
        != layoutBefore
      // A crossing's new layout is drawn in a frame after the change.
      if crossed && (changedAt == 0 || g_get_monotonic_time() <= changedAt) { return }
      let elapsed = g_get_monotonic_time() - start
      if crossed { crossing.append(elapsed) } else { plain.append(elapsed) }
      start = 0
      GLibScheduler.timeout(after: 0.05, next)
    }
    next()
  }
}
