import CGtk
import PickerKit
import PickersModels
import PickersUI

/// The `GtkApplication`: owns the main window and the services pages share.
@MainActor
package final class PickersApplication {
  private let application: Application
  private let options: CommandLineOptions
  private let paths: AppPaths
  private var window: MainWindow?
  private let stateFile = StateFile.standard
  private var saved = SavedState()
  /// Writes the state as it changes, and at quit.
  private var saver: StateSaver?
  /// Called once the main window is shown, with it (the window benchmarks use it).
  package var onWindowShown: (@MainActor (MainWindow) -> Void)?

  init(options: CommandLineOptions, paths: AppPaths) {
    self.options = options
    self.paths = paths
    // Unique: a second launch finds this one on the session bus, asks it to activate
    // (present its window) and exits 0.
    application = Application(id: AppInfo.id)
    g_set_application_name(tr(AppInfo.name))
    application.onActivate { [unowned self] in self.activate() }
    // The state is written as it changes (`StateSaver`), and once more however the app
    // quits (Ctrl+Q, the close button, SIGTERM, SIGHUP: a closed terminal): the main loop
    // ends through g_application_quit, and GApplication then emits shutdown. When the
    // display goes away, GDK ends the process at once: it is written just before.
    application.onShutdown { [unowned self] in self.saver?.saveNow() }
    application.addAction("quit") { [unowned self] in self.quit() }
    application.addAction("about") { [unowned self] in
      AboutDialog.present(over: self.window?.window)
    }
    for group in Shortcuts.groups {
      for shortcut in group.shortcuts {
        guard let action = shortcut.action else { continue }
        application.setAccelerators(shortcut.keys, for: action)
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

  /// Runs the main loop until the last window closes; returns the exit status.
  package func run() -> Int32 {
    // Our options are parsed already: GApplication sees only the program name.
    application.run(programName: "pickers", quitSignals: [SIGTERM, SIGINT, SIGHUP])
  }

  /// Ends the main loop; `main` then exits. The windows are not destroyed first: GTK 3's
  /// accessibility bridge logs a critical for each notebook page torn down
  /// ("gtk_notebook_get_tab_label: assertion 'list != NULL' failed", a known ATK bug), and
  /// there is nothing to save.
  package func quit() { application.quit() }

  private func activate() {
    trace("activate")
    if let window {
      window.window.present()
      return
    }
    saved = stateFile.load()
    // Nothing is saved before the window is made.
    let saver = StateSaver(file: stateFile) { [weak self] in
      guard let self, let window = self.window else { return nil }
      return window.state(keeping: self.saved)
    }
    self.saver = saver
    DisplayLoss.onLost { [weak saver] in saver?.saveNow() }
    let sounds = SoundPlayer()
    sounds.isEnabled = saved.sound
    sounds.onPlayed = { name in trace("sound played \(name)") }
    application.addSwitch("sound", initial: saved.sound) { [unowned self, sounds] on in
      sounds.isEnabled = on
      self.saved.sound = on
      saver.changed()
    }
    let context = PageContext(
      data: DataFiles(directory: paths.data), images: ImageStore(directory: paths.assets),
      assets: paths.assets, sounds: sounds, seed: options.seed,
      translator: .catalogue)
    context.rows = saved.rows
    context.onChange = { [weak saver] in saver?.changed() }
    // When the images asked for so far have all arrived (docs/PERFORMANCE.md).
    context.images.observe(self) { [weak images = context.images] in
      if images?.isDecoding == false { trace("images decoded") }
    }
    let window = MainWindow(
      application: application, context: context, firstPage: options.page ?? saved.page ?? .date)
    if let size = saved.size.map(Self.fitted) {
      window.window.setDefaultSize(width: size.width, height: size.height)
    }
    if saved.maximized { window.window.maximize() }
    window.layout.prepare()
    self.window = window
    // Closing the window quits, for the reason given at `quit()`.
    window.window.onDelete { [unowned self] in
      self.quit()
      return true
    }
    window.window.onDestroy { [weak self] in self?.window = nil }
    trace("window built")
    // Connected before the show: a toplevel is mapped inside gtk_widget_show.
    window.window.onMap { trace("mapped") }
    traceFirstFrame(of: window.window)
    window.window.show()
    trace("shown")
    onWindowShown?(window)
  }
}
