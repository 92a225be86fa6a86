// pickers — the application's entry point: parse options, check the display, run.
import CGtk
import PickerKit
import PickersUI

#if canImport(Glibc)
  import Glibc
#endif

/// Writes a line to standard error.
func printError(_ text: String) {
  fputs(text + "\n", stderr)
}

let options: CommandLineOptions
do {
  options = try CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  printError("pickers: \(error)")
  printError(CommandLineOptions.usage)
  exit(2)
}
if options.showHelp {
  print(CommandLineOptions.usage)
  exit(0)
}
if options.showVersion {
  print("pickers \(AppInfo.version)")
  exit(0)
}

let paths = AppPaths.resolve(options)
trace("paths")
setUpLocalization(localeDirectory: paths.locale)
guard gtk_init_check(nil, nil) != 0 else {
  let display = getenv("DISPLAY").map { String(cString: $0) } ?? ""
  let named = display.isEmpty ? "DISPLAY is not set" : "DISPLAY is \(display)"
  printError("pickers: cannot open a display (\(named)); run it inside a desktop session")
  exit(1)
}
trace("gtk_init done")
let application = PickersApplication(options: options, paths: paths)
trace("app made")
exit(application.run())
