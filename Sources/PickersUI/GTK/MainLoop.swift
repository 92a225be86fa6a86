import CGtk
import CPickersWidgets
import Dispatch

/// GTK's main loop, with Swift concurrency on it: once GTK is started here (or an
/// ``Application`` is made), `Task { @MainActor in }`, an `await` of main-actor work,
/// `Task.sleep` resuming on the main actor and `DispatchQueue.main.async` all run on GTK's
/// main thread, between its events and frames.
///
/// ```swift
/// try MainLoop.start()
/// let window = Window()
/// window.onDestroy { MainLoop.quit() }
/// window.showAll()
/// Task { @MainActor in window.title = "Ready" }
/// MainLoop.run()
/// ```
///
/// How: Swift's main actor queues its jobs on libdispatch's main queue, which GTK's loop
/// knows nothing of. PickersUI adds a GLib source that wakes when libdispatch queues a job
/// there and drains the queue, as CoreFoundation's run loop does on Linux. It does not poll:
/// an idle app is not woken for it. The jobs run at GLib's idle priority, after pending
/// input, layout and drawing, so a main actor kept busy never stops the window painting.
///
/// Two things hold the jobs back, as they would in any run loop:
/// - a main-actor job that runs a nested main loop (`gtk_dialog_run`): the others wait
///   until it returns;
/// - an `await` in `main.swift`'s top-level code (or an `async` `main`): Swift then drains
///   the main queue itself, and GTK's loop would run inside one of its jobs. Keep the
///   top-level code synchronous, ending in ``run()``, and put `await`s in a `Task`.
@MainActor
public enum MainLoop {
  /// Starts GTK on the display the environment names (`WAYLAND_DISPLAY`, `DISPLAY`) and
  /// runs Swift's main actor on its loop. The program's name (GLib's `g_get_prgname`, which
  /// names its log lines and its windows' class) is `programName`, or else the file name
  /// the program was started by. Throws ``DisplayError`` when no display can be opened.
  public static func start(programName: String? = nil) throws(DisplayError) {
    setProgramName(programName)
    guard gtk_init_check(nil, nil) != 0 else {
      let names: [String] = ["WAYLAND_DISPLAY", "DISPLAY"]
      let named = names.compactMap { name in
        g_getenv(name).map { "\(name)=\(String(cString: $0))" }
      }
      throw DisplayError(display: named.isEmpty ? nil : named.joined(separator: ", "))
    }
    attachSwiftConcurrency()
  }

  /// Runs GTK's main loop until ``quit()``.
  public static func run() { gtk_main() }

  /// Ends the innermost ``run()``.
  public static func quit() { gtk_main_quit() }

  /// Runs Swift's main-actor jobs (and `DispatchQueue.main`'s) on GLib's default main
  /// context from now on. ``start(programName:)`` and ``Application`` do it; call it only
  /// when GTK is started another way. Calling it again does nothing. A debug build that
  /// queues a main-actor job without it says so in a GLib critical within three seconds.
  public static func attachSwiftConcurrency() { pickers_main_queue_attach() }

  /// Sets GLib's program name, unless something has set it already.
  static func setProgramName(_ name: String?) {
    guard g_get_prgname() == nil else { return }
    if let name {
      g_set_prgname(name)
    } else if let path = CommandLine.unsafeArgv[0] {
      let base = g_path_get_basename(path)
      g_set_prgname(base)
      g_free(base)
    }
  }
}

/// GTK could not open a display: there is none (no `WAYLAND_DISPLAY` or `DISPLAY`), or the
/// one named does not answer.
public struct DisplayError: Error, CustomStringConvertible {
  /// The displays the environment names ("DISPLAY=:1"), if any.
  public let display: String?

  /// "cannot open the display (DISPLAY=:1)", or "cannot open a display (neither
  /// WAYLAND_DISPLAY nor DISPLAY is set)".
  public var description: String {
    if let display { return "cannot open the display (\(display))" }
    return "cannot open a display (neither WAYLAND_DISPLAY nor DISPLAY is set)"
  }
}
