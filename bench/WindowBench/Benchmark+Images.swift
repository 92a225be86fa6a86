import CGtk
import Pickers
import PickersModels
import PickersUI

#if canImport(Glibc)
  import Glibc
#endif

/// The image-loading run: the pages' image sets decoded by a fresh `ImageStore`.
@MainActor
extension Benchmark {
  /// Loads the Custom page's and the Animal Chooser's image sets from `assets` (their names
  /// from the data files in `data`) into a fresh `ImageStore`, `times` rounds, at the
  /// heights the pages ask for (a reel's 96 px rows and the chooser's 55 px ones, less the
  /// 4 px margin `PickerWidget` keeps) and the window's scale. The store decodes on worker
  /// threads: each round is timed from the first request to the last image decoded or
  /// refused, the main loop running meanwhile ("images_ms", the first one cold: GdkPixbuf's
  /// loaders are opened then), and how long the requests held the main loop
  /// ("images_asking_ms"); then how many images were refused.
  static func images(
    _ window: MainWindow, times: Int, assets: String, data: String,
    done: @escaping @MainActor () -> Void
  ) {
    let files = DataFiles(directory: data)
    guard let symbols = try? files.slotSymbols(), let animals = try? files.animals().animals
    else {
      Launcher.printError("pickers: the slot symbols or the animals could not be read from \(data)")
      return done()
    }
    let sets: [(names: [String], height: Int)] = [
      (symbols.map(\.name), 96 - 4), (animals.map { $0.lowercased() }, 55 - 4),
    ]
    let scale = window.window.scaleFactor
    var problems = 0
    for _ in 0..<times {
      let store = ImageStore(directory: assets)
      let start = g_get_monotonic_time()
      for (names, height) in sets {
        for name in names { _ = store.surface(named: name, height: height, scale: scale) }
      }
      let asked = g_get_monotonic_time()
      store.settle(timeout: 30)
      print("images_asking_ms \(milliseconds(asked - start))")
      print("images_ms \(milliseconds(g_get_monotonic_time() - start))")
      problems = store.problems.count
    }
    print("images_refused \(problems)")
    fflush(nil)
    done()
  }
}
