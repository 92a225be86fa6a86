import CGtk
import PickerKit
import PickersModels
import PickersUI

#if canImport(Glibc)
  import Glibc
#endif

/// What `pickers` does from its command line to its exit status: parse the options, find
/// the data, set up gettext, check the display, run the application.
@MainActor
package enum Launcher {
  /// The command line's arguments without the program name, each byte kept: a folder's
  /// name need not be UTF-8, and `CommandLine.arguments` would replace what is not.
  package static var arguments: [String] {
    // An exec may pass no arguments at all, not even the program's name.
    (1..<max(1, Int(CommandLine.argc))).compactMap {
      CommandLine.unsafeArgv[$0].map { FileName.decode($0) }
    }
  }

  /// Runs the app with `arguments` (without the program name) and returns the exit status:
  /// 0, or 2 for a bad command line (after the usage) or a named folder that is not one,
  /// or 1 without a display.
  /// `configure` may hook into the application before it runs (the window benchmarks do).
  package static func run(
    _ arguments: [String] = Launcher.arguments,
    configure: (PickersApplication) -> Void = { _ in }
  ) -> Int32 {
    // The locale first, so that --help and the errors are in the user's language; the
    // log domain is the app's short name, not its program name (the application id).
    TextDomain.bind(textDomain, localeDirectory: AppPaths.localeDirectory())
    Log.domain = textDomain
    // The process as the platform expects it, before any thread or GLib reads it.
    let ignored = XDGFolders.ignoreRelative()
    if !ignored.isEmpty {
      Log.warning(
        "\(ignored.joined(separator: ", ")) ignored: not an absolute path, as the XDG base"
          + " directory specification requires; the default folder is used")
    }
    OpenFiles.raiseLimit()
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
      printError(
        "pickers: cannot open a display (\(displaysTried())); run it inside a desktop session")
      return 1
    }
    trace("gtk_init done")
    if let icons = paths.icons {
      FileName.withCString(icons) {
        gtk_icon_theme_append_search_path(gtk_icon_theme_get_default(), $0)
      }
    }
    let application = PickersApplication(options: options, paths: paths)
    configure(application)
    trace("app made")
    return application.run()
  }

  /// What GDK tried, in words: a Wayland compositor (WAYLAND_DISPLAY, or GDK's default
  /// wayland-0) and an X server (DISPLAY, or --display), as GDK_BACKEND allows.
  static func displaysTried() -> String {
    func variable(_ name: String) -> String? {
      getenv(name).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    }
    let backends = variable("GDK_BACKEND")
    // GDK_BACKEND is a comma-separated list of backends, "*" for any.
    let allowed = backends.map { $0.split(separator: ",").map(String.init) }
    func allows(_ backend: String) -> Bool {
      allowed.map { $0.contains(backend) || $0.contains("*") } ?? true
    }
    var tried: [String] = []
    if allows("wayland") {
      tried.append(
        variable("WAYLAND_DISPLAY").map { "WAYLAND_DISPLAY is \($0)" }
          ?? "WAYLAND_DISPLAY is not set")
    }
    if allows("x11") {
      tried.append(
        gdk_get_display_arg_name().map { "--display is \(String(cString: $0))" }
          ?? variable("DISPLAY").map { "DISPLAY is \($0)" } ?? "DISPLAY is not set")
    }
    if let backends { tried.append("GDK_BACKEND is \(backends)") }
    return tried.joined(separator: ", ")
  }

  /// Writes a line to standard error.
  package static func printError(_ text: String) { Pickers.printError(text) }
}
