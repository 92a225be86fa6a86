import CGtk
import Synchronization

/// A `GtkApplication`: one instance per session (a second launch activates the first),
/// its actions (`app.…`) and their accelerators.
@MainActor
public final class Application: ObjectRef, ActionMap {
  /// The application `id` ("io.github.pickers.Pickers"). From here on Swift's main actor
  /// runs on GTK's loop (``MainLoop``).
  public init(id: String) {
    super.init(
      adopting: UnsafeMutableRawPointer(gtk_application_new(id, G_APPLICATION_DEFAULT_FLAGS)))
    MainLoop.attachSwiftConcurrency()
  }

  /// The application, as GTK's functions take it.
  package var pointer: UnsafeMutablePointer<GtkApplication> {
    object.assumingMemoryBound(to: GtkApplication.self)
  }
  private var application: UnsafeMutablePointer<GApplication> {
    object.assumingMemoryBound(to: GApplication.self)
  }

  /// Runs the main loop until the application quits; returns the exit status. The command
  /// line is the caller's to parse: GApplication sees only the program's name. It first
  /// registers on the session bus, waiting at most ``busTimeout``, then ends the loop on
  /// `quitSignals` (SIGTERM, SIGINT, SIGHUP), as `quit()` does: until then they keep their
  /// default action, so a signal ends the app even while the bus does not answer.
  public func run(programName: String, quitSignals: [Int32] = []) -> Int32 {
    register(within: Self.busTimeout)
    quit(onSignals: quitSignals)
    var arguments: [UnsafeMutablePointer<CChar>?] = [strdup(programName), nil]
    defer { free(arguments[0]) }
    return g_application_run(application, 1, &arguments)
  }

  /// How long the app waits for the session bus before it goes on without it.
  public static let busTimeout = 10.0

  /// Registers the application on the session bus, waiting at most `seconds`. A bus that
  /// accepts and never answers would block `g_bus_get_sync` for ever: after 2 s a watcher
  /// thread says what the app waits for, and after `seconds` it cancels the wait, so
  /// GApplication goes on as a non-unique app (as it does with no session bus at all).
  func register(within seconds: Double) {
    let watch = BusWatch(domain: Log.domain, seconds: seconds)
    // Not joined: the watcher sees the wait is over within 0.1 s and ends by itself, and
    // start-up does not wait for it.
    do {
      try startThread("bus-watch") { watch.run() }
    } catch {
      // No thread, no time limit: the bus is not waited for at all.
      Log.warning(
        "cannot watch the session bus (\(error.message)); going on as a separate instance")
      g_cancellable_cancel(watch.cancellable)
      g_application_set_flags(application, G_APPLICATION_NON_UNIQUE)
      _ = g_application_register(application, watch.cancellable, nil)
      return
    }
    var error: UnsafeMutablePointer<GError>?
    let registered = g_application_register(application, watch.cancellable, &error) != 0
    let gaveUp = !watch.finish()
    guard !registered else { return }
    // The bus answered the connection but not the rest (a first instance that hangs), or
    // the watcher gave up: GApplication would register again in g_application_run, with no
    // time limit, and exit when that failed. As a non-unique app it asks nothing of the bus.
    if !gaveUp {
      let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
      Log.warning("cannot register on the session bus (\(reason)); going on as a separate instance")
    }
    g_clear_error(&error)
    // The same cancellable: cancelled when the watcher gave up, so the bus is not waited
    // for again.
    g_application_set_flags(application, G_APPLICATION_NON_UNIQUE)
    _ = g_application_register(application, watch.cancellable, nil)
  }

  /// Ends the main loop.
  public func quit() { g_application_quit(application) }

  /// Ends the main loop on each of `signals` (SIGTERM, SIGINT, SIGHUP), as `quit()` does:
  /// only once registered (`run` calls it then), or a bus that never answers would leave
  /// the signals caught by a loop that never runs.
  private func quit(onSignals signals: [Int32]) {
    let quit: GSourceFunc = { data in
      if let data { g_application_quit(data.assumingMemoryBound(to: GApplication.self)) }
      return 1  // G_SOURCE_CONTINUE: a second signal while quitting is harmless
    }
    for signal in signals { g_unix_signal_add(signal, quit, object) }
  }

  /// Sets the keyboard accelerators of a detailed action name ("win.page-1").
  public func setAccelerators(_ accelerators: [String], for action: String) {
    var strings: [UnsafeMutablePointer<CChar>?] = accelerators.map { strdup($0) } + [nil]
    defer { for string in strings { free(string) } }
    strings.withUnsafeMutableBufferPointer { buffer in
      buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) { list in
        gtk_application_set_accels_for_action(pointer, action, list.baseAddress)
      }
    }
  }

  /// "activate": launched, or launched again (present the window).
  @discardableResult
  public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    connect("activate", .plain, handler)
  }

  /// "shutdown": the main loop has ended (save state here).
  @discardableResult
  public func onShutdown(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    connect("shutdown", .plain, handler)
  }
}

/// A `GtkApplicationWindow`: a window of an application, with its own actions (`win.…`).
@MainActor
public final class ApplicationWindow: Window, ActionMap {
  /// A new window of `application`.
  public init(application: Application) {
    super.init(gtk_application_window_new(application.pointer))
  }
}

/// The watcher of ``Application/register(within:)``'s wait for the session bus, run on a
/// thread of its own while the main thread blocks: it says once, after 2 s, what the app
/// waits for, and cancels the wait after its time. Only GLib's thread-safe calls.
private final class BusWatch: @unchecked Sendable {
  /// Cancelled to stop the wait for the bus.
  let cancellable = g_cancellable_new()
  /// 0 while the app waits, 1 once the registration is over, 2 once the watcher gave up:
  /// whichever comes first wins, so a give-up is never said after the wait ended.
  private let state = Atomic<Int>(0)
  private let domain: String?
  private let seconds: Double

  init(domain: String?, seconds: Double) {
    self.domain = domain
    self.seconds = seconds
  }

  deinit {
    g_object_unref(cancellable)
  }

  /// Ends the wait, from the main thread; false when the watcher had given up first.
  func finish() -> Bool {
    state.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged
  }

  func run() {
    let address = g_getenv("DBUS_SESSION_BUS_ADDRESS").map { String(cString: $0) }
    let bus = address.map { "the session bus at \($0)" } ?? "the session bus"
    let start = g_get_monotonic_time()
    var said = false
    while true {
      g_usleep(100_000)
      if state.load(ordering: .acquiring) != 0 { return }
      let waited = Double(g_get_monotonic_time() - start) / 1_000_000
      if waited >= seconds {
        guard
          state.compareExchange(expected: 0, desired: 2, ordering: .acquiringAndReleasing)
            .exchanged
        else { return }
        pickers_log(
          domain, G_LOG_LEVEL_WARNING,
          "\(bus) did not answer in \(Int(seconds)) s; going on as a separate instance")
        g_cancellable_cancel(cancellable)
        return
      }
      if waited >= 2 && !said {
        said = true
        pickers_log(
          domain, G_LOG_LEVEL_MESSAGE,
          "waiting for \(bus) (up to \(Int(seconds)) s) to learn whether the app already runs")
      }
    }
  }
}
