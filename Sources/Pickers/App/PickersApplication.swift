import CGtk
import PickerKit
import PickersUI

/// The `GtkApplication`: owns the main window and the services pages share.
package final class PickersApplication {
  private let application: UnsafeMutablePointer<GtkApplication>
  private let options: CommandLineOptions
  private let paths: AppPaths
  private var window: MainWindow?
  private let stateFile = StateFile.standard
  private var saved = SavedState()
  /// Called once the main window is shown, with it (the window benchmarks use it).
  package var onWindowShown: ((MainWindow) -> Void)?

  init(options: CommandLineOptions, paths: AppPaths) {
    self.options = options
    self.paths = paths
    // Unique: a second launch finds this one on the session bus, asks it to activate
    // (present its window) and exits 0.
    application = AppInfo.id.withCString { gtk_application_new($0, G_APPLICATION_DEFAULT_FLAGS) }
    tr(AppInfo.name).withCString { g_set_application_name($0) }
    Signals.connect(asObject(application), "activate") { [unowned self] in self.activate() }
    // However the app quits (Ctrl+Q, the close button, SIGTERM, SIGHUP), the main loop ends through
    // g_application_quit, and GApplication then emits shutdown: the state is saved there.
    Signals.connect(asObject(application), "shutdown") { [unowned self] in self.saveState() }
    quitOnSignals()
    Actions.add("quit", to: asObject(application)) { [unowned self] in self.quit() }
    Actions.add("about", to: asObject(application)) { [unowned self] in
      AboutDialog.present(over: self.window?.widget)
    }
    for group in Shortcuts.groups {
      for shortcut in group.shortcuts {
        guard let action = shortcut.action else { continue }
        Actions.setAccelerators(shortcut.keys, for: action, in: application)
      }
    }
  }

  /// A saved size made to fit the primary monitor's work area (a file from a larger
  /// screen, or a hostile one, would open a window X cannot make).
  private static func fitted(_ size: (width: Int, height: Int)) -> (width: Int, height: Int) {
    guard let display = gdk_display_get_default(),
      let monitor = gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0)
    else { return size }
    var area = GdkRectangle()
    gdk_monitor_get_workarea(monitor, &area)
    guard area.width > 0, area.height > 0 else { return size }
    return (min(size.width, Int(area.width)), min(size.height, Int(area.height)))
  }

  /// SIGTERM, SIGINT and SIGHUP (a closed terminal) end the main loop like closing the
  /// window: the state is saved and the process exits 0.
  private func quitOnSignals() {
    let quit: GSourceFunc = { data in
      if let data { g_application_quit(data.assumingMemoryBound(to: GApplication.self)) }
      return 1  // G_SOURCE_CONTINUE: a second signal while quitting is harmless
    }
    for signal in [SIGTERM, SIGINT, SIGHUP] {
      g_unix_signal_add(signal, quit, asObject(application))
    }
  }

  deinit { g_object_unref(asObject(application)) }

  /// Runs the main loop until the last window closes; returns the exit status.
  package func run() -> Int32 {
    // Our options are parsed already: GApplication sees only the program name.
    var arguments: [UnsafeMutablePointer<CChar>?] = [strdup("pickers"), nil]
    defer { free(arguments[0]) }
    return g_application_run(
      UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self), 1, &arguments
    )
  }

  /// Ends the main loop; `main` then exits. The windows are not destroyed first: GTK 3's
  /// accessibility bridge logs a critical for each notebook page torn down
  /// ("gtk_notebook_get_tab_label: assertion 'list != NULL' failed", a known ATK bug), and
  /// there is nothing to save.
  package func quit() {
    g_application_quit(
      UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self))
  }

  /// Writes what the window shows to the state file (nothing when no window was made).
  private func saveState() {
    guard let window else { return }
    stateFile.save(window.state(keeping: saved))
  }

  private func activate() {
    trace("activate")
    if let window {
      gtk_window_present(window.widget.cast())
      return
    }
    saved = stateFile.load()
    let sounds = SoundPlayer()
    sounds.isEnabled = saved.sound
    sounds.onPlayed = { name in trace("sound played \(name)") }
    Actions.addSwitch("sound", to: asObject(application), initial: saved.sound) {
      [unowned self, sounds] on in
      sounds.isEnabled = on
      self.saved.sound = on
    }
    let context = PageContext(
      data: DataFiles(directory: paths.data), images: ImageStore(directory: paths.assets),
      assets: paths.assets, sounds: sounds, seed: options.seed,
      translator: .catalogue)
    context.rows = saved.rows
    let window = MainWindow(
      application: application, context: context, firstPage: options.page ?? saved.page ?? .date)
    if let size = saved.size.map(Self.fitted) {
      gtk_window_set_default_size(window.widget.cast(), gint(size.width), gint(size.height))
    }
    if saved.maximized { gtk_window_maximize(window.widget.cast()) }
    window.layout.prepare()
    self.window = window
    // Closing the window quits, for the reason given at `quit()`.
    Signals.connectEvent(window.widget.object, "delete-event") { [unowned self] _ in
      self.quit()
      return true
    }
    Signals.connect(window.widget.object, "destroy") { [weak self] in self?.window = nil }
    trace("window built")
    // Connected before the show: a toplevel is mapped inside gtk_widget_show.
    Signals.connect(window.widget.object, "map") { trace("mapped") }
    gtk_widget_show(window.widget)
    trace("shown")
    onWindowShown?(window)
  }
}
