// pickers-window-bench: the real `pickers` app with one benchmark run inside its window,
// measured on GTK's frame clock; then it quits. `make bench` runs it beside the C baseline
// (bench/baseline.c), which implements the same reload run.
//
//   pickers-window-bench --reload N [pickers options]   time N zip-wheel reloads
//   pickers-window-bench --spin N [pickers options]     the longest frame interval of N spins
//   pickers-window-bench --draw N [--size W H]          median time to draw a wheel, drum
//                                                        and flat, over N rounds
//   pickers-window-bench --resize N                     frame time of N resizes 640 -> 360
//                                                        -> 640 px wide, across the breakpoint
//   pickers-window-bench --fling 1                       frame intervals of flings made by
//                                                        xdotool, reported on SIGUSR1
//   pickers-window-bench --images N --assets-dir DIR --data-dir DIR
//                                                        time to load the pages' image sets
import Pickers
import PickersUI

#if canImport(Glibc)
  import Glibc
#endif

var arguments = Array(CommandLine.arguments.dropFirst())
var run: (@MainActor (MainWindow, @escaping @MainActor () -> Void) -> Void)?
if arguments.count >= 2, let count = Int(arguments[1]), count > 0 {
  switch arguments[0] {
  case "--reload": run = { window, done in Benchmark.reload(window, times: count, done: done) }
  case "--spin": run = { window, done in Benchmark.spin(window, times: count, done: done) }
  case "--fling": run = { window, done in Benchmark.fling(window, done: done) }
  case "--draw":
    // --draw N --size W H: at that own size first (360 310: the compact drum).
    let size = arguments.firstIndex(of: "--size").flatMap { index -> (Int, Int)? in
      guard arguments.count > index + 2, let width = Int(arguments[index + 1]),
        let height = Int(arguments[index + 2])
      else { return nil }
      arguments.removeSubrange(index...(index + 2))
      return (width, height)
    }
    run = { window, done in Benchmark.draw(window, times: count, size: size, done: done) }
  case "--resize": run = { window, done in Benchmark.resize(window, times: count, done: done) }
  case "--images":
    // The folders are the app's own options too, so the window shows the same files.
    func value(_ option: String) -> String? {
      arguments.firstIndex(of: option).flatMap {
        arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
      }
    }
    if let assets = value("--assets-dir"), let data = value("--data-dir") {
      run = { window, done in
        Benchmark.images(window, times: count, assets: assets, data: data, done: done)
      }
    }
  default: break
  }
}
guard let run else {
  Launcher.printError(
    "usage: pickers-window-bench --reload N | --spin N | --draw N [--size W H] | --resize N"
      + " | --fling 1"
      + " | --images N --assets-dir DIR --data-dir DIR [pickers options]"
  )
  exit(2)
}
exit(
  Launcher.run(Array(arguments.dropFirst(2))) { application in
    application.onWindowShown = { [unowned application] window in
      // Let the first frames settle before measuring.
      GLibScheduler.timeout(after: 0.3) { run(window) { application.quit() } }
    }
  })
