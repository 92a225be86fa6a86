import CGtk

/// A `GtkApplication`: one instance per session (a second launch activates the first),
/// its actions (`app.…`) and their accelerators.
@MainActor
public final class Application: ObjectRef, ActionMap {
  /// The application `id` ("io.github.pickers.Pickers").
  public init(id: String) {
    super.init(
      adopting: UnsafeMutableRawPointer(gtk_application_new(id, G_APPLICATION_DEFAULT_FLAGS)))
  }

  /// The application, as GTK's functions take it.
  public var pointer: UnsafeMutablePointer<GtkApplication> {
    object.assumingMemoryBound(to: GtkApplication.self)
  }
  private var application: UnsafeMutablePointer<GApplication> {
    object.assumingMemoryBound(to: GApplication.self)
  }

  /// Runs the main loop until the application quits; returns the exit status. The command
  /// line is the caller's to parse: GApplication sees only the program's name.
  public func run(programName: String) -> Int32 {
    var arguments: [UnsafeMutablePointer<CChar>?] = [strdup(programName), nil]
    defer { free(arguments[0]) }
    return g_application_run(application, 1, &arguments)
  }

  /// Ends the main loop.
  public func quit() { g_application_quit(application) }

  /// Ends the main loop on each of `signals` (SIGTERM, SIGINT, SIGHUP), as `quit()` does.
  public func quit(onSignals signals: [Int32]) {
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
