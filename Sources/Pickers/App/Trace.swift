import CGtk
import PickersUI

#if canImport(Glibc)
  import Glibc
#endif

/// Start-up milestones on standard error when `PICKERS_TRACE` is set ("trace 46.3 page
/// date": milliseconds since the process started its Swift code). docs/PERFORMANCE.md
/// uses them to show where the first frame's time goes.
private let traceStart = g_get_monotonic_time()
private let tracing = getenv("PICKERS_TRACE") != nil

/// Prints one milestone when tracing.
func trace(_ milestone: @autoclosure () -> String) {
  guard tracing else { return }
  let micro = g_get_monotonic_time() - traceStart
  printError("trace \(micro / 1000).\(micro % 1000 / 100) \(milestone())")
}

/// Writes `text` and a new line to standard error.
func printError(_ text: String) {
  let line = text + "\n"
  _ = line.utf8.withContiguousStorageIfAvailable { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

/// Traces "first frame" when `window` has drawn for the first time, when tracing: the
/// end of start-up a person sees (`bench/run.py`'s first-frame rounds).
@MainActor
func traceFirstFrame(of window: Widget) {
  guard tracing else { return }
  var drawn = false
  window.onDrawOver { _ in
    guard !drawn else { return }
    drawn = true
    trace("first frame")
  }
}
