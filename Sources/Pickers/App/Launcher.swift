import CGtk
import PickerKit
import PickersUI

#if canImport(Glibc)
  import Glibc
#endif

/// What `pickers` does from its command line to its exit status: parse the options, find
/// the data, set up gettext, check the display, run the application.
package enum Launcher {
  /// Runs the app with `arguments` (without the program name) and returns the exit status:
  /// 0, or 2 for a bad command line (after the usage) or a named folder that is not one,
  /// or 1 without a display.
  /// `configure` may hook into the application before it runs (the window benchmarks do).
  package static func run(
    _ arguments: [String], configure: (PickersApplication) -> Void = { _ in }
  ) -> Int32 {
    // The locale first, so that --help and the errors are in the user's language.
    setUpLocalization(localeDirectory: AppPaths.localeDirectory())
    let options: CommandLineOptions
    switch CommandLineParser.parse(arguments) {
    case .run(let parsed): options = parsed
    case .exit(let status): return status
    }
    if options.showVersion {
      print("pickers \(AppInfo.version)")
      return 0
    }
    let paths = AppPaths.resolve(options)
    if let problem = paths.problem {
      printError("pickers: \(problem)")
      return 2
    }
    trace("paths")
    // The program name is the application id, so Wayland and docks match the window to
    // io.github.pickers.Pickers.desktop (WM_CLASS and app_id come from it).
    g_set_prgname(AppInfo.id)
    guard gtk_init_check(nil, nil) != 0 else {
      let display = getenv("DISPLAY").map { String(cString: $0) } ?? ""
      let named =
        gdk_get_display_arg_name().map { "--display is \(String(cString: $0))" }
        ?? (display.isEmpty ? "DISPLAY is not set" : "DISPLAY is \(display)")
      printError("pickers: cannot open a display (\(named)); run it inside a desktop session")
      return 1
    }
    trace("gtk_init done")
    let application = PickersApplication(options: options, paths: paths)
    configure(application)
    trace("app made")
    return application.run()
  }

  /// Writes a line to standard error.
  package static func printError(_ text: String) {
    fputs(text + "\n", stderr)
  }
}
