import CGtk
import PickerKit
import Pickers
import PickersModels
import PickersUI

#if canImport(Glibc)
  import Glibc
#endif

/// The runs `make bench` times inside the real window, on GTK's frame clock. Each stands in
/// for a person through the same public surface tests use (`userSelectRow`, the page's
/// button), never through a wheel's tree view.
@MainActor
enum Benchmark {
  /// Selects Texas, then Alabama, … on the State wheel as a click would, and prints the
  /// time from the click to the end of the next frame: the zip wheel reloaded, its first row
  /// selected, and drawn.
  static func reload(_ window: MainWindow, times: Int, done: @escaping @MainActor () -> Void) {
    guard let (page, clock) = show(.dependent, as: DependentPage.self, in: window) else {
      return done()
    }
    let states = page.model.stateZips.states
    let texas = states.firstIndex(of: "Texas") ?? 0
    let alabama = states.firstIndex(of: "Alabama") ?? 0
    var completed = 0
    var start = 0
    func next() {
      guard completed < times else { return done() }
      start = g_get_monotonic_time()
      // The reload redraws the zip wheel (the C program also queues its redraw).
      page.picker.userSelectRow(
        completed % 2 == 0 ? texas : alabama, inComponent: DependentPageModel.stateComponent)
    }
    clock.onAfterPaint {
      guard start != 0 else { return }
      print("reload_ms \(milliseconds(g_get_monotonic_time() - start))")
      fflush(nil)
      start = 0
      completed += 1
      GLibScheduler.timeout(after: 0.5, next)  // animations over: an idle frame clock
    }
    next()
  }

  /// Spins `times` times, recording every frame's time on the frame clock; prints the
  /// longest interval between two frames while a spin's reels were moving (the first
  /// 0.5 s of each spin).
  static func spin(_ window: MainWindow, times: Int, done: @escaping @MainActor () -> Void) {
    guard let (page, clock) = show(.custom, as: CustomPage.self, in: window) else {
      return done()
    }
    var spinning = false
    var last = 0
    var longest = 0
    var frames = 0
    var slow = 0
    clock.onAfterPaint {
      let now = g_get_monotonic_time()
      if spinning {
        if last != 0 {
          longest = max(longest, now - last)
          if now - last > 20_000 { slow += 1 }
        }
        frames += 1
      }
      last = now
    }
    var completed = 0
    func next() {
      guard completed < times else {
        print("spin_max_frame_interval_ms \(milliseconds(longest))")
        print("spin_frames \(frames)")
        print("spin_frames_over_20ms \(slow)")
        fflush(nil)
        return done()
      }
      // Wait for the Spin button to be back (after a win it takes 2 s).
      guard !page.model.isButtonHidden else {
        GLibScheduler.timeout(after: 0.1, next)
        return
      }
      completed += 1
      last = 0
      spinning = true
      page.buttonPressed()
      GLibScheduler.timeout(after: 0.5) {
        spinning = false
        // Dismiss a win alert so the next spin starts from the same state.
        closeDialogs()
        GLibScheduler.timeout(after: 0.1, next)
      }
    }
    next()
  }

  /// The zip wheel flung by a real pointer: shows Texas's 2,662 zips, prints where the zip
  /// wheel's band is on the screen ("fling_at X Y"), then records the interval between
  /// every two frames of each burst of motion while `make bench` drags and releases the
  /// wheel with xdotool. On SIGUSR1 it prints the longest and the median interval and ends.
  /// Gaps over 250 ms are the pauses between flings, not frames of one.
  ///
  /// A frame's interval counts from the frame before, except while the pointer drags the
  /// wheel: there a frame is due only once the pointer has moved (nothing else turns the
  /// wheel), so it also counts from the first motion since the frame before, as its "wait"
  /// ("fling_frames_waiting_over_20ms"). xdotool's motions arrive up to 33 ms apart now
  /// and then (the X server's timestamps show it); the plain intervals count those pauses.
  /// The coast and the snap that follow a release are timed frame to frame in both.
  static func fling(_ window: MainWindow, done: @escaping @MainActor () -> Void) {
    guard let (page, clock) = show(.dependent, as: DependentPage.self, in: window),
      let texas = page.model.stateZips.states.firstIndex(of: "Texas")
    else { return done() }
    page.picker.userSelectRow(texas, inComponent: DependentPageModel.stateComponent)
    var intervals: [Int] = []
    var waits: [Int] = []
    var last = 0
    watchMotion()
    clock.onAfterPaint {
      let now = g_get_monotonic_time()
      if last != 0 && now - last <= 250_000 {
        intervals.append(now - last)
        let motion = firstMotion.map { max($0, last) } ?? last
        waits.append(now - motion)
      }
      last = now
      firstMotion = nil
    }
    GLibScheduler.timeout(after: 1.0) {
      // The zip wheel is the right third of the picker; its band is at the picker's middle.
      var x: gint = 0
      var y: gint = 0
      gdk_window_get_origin(page.picker.widget.gdkWindow, &x, &y)
      let area = page.picker.widget.allocation
      print("fling_at \(x + area.x + area.width * 5 / 6) \(y + area.y + area.height / 2)")
      fflush(nil)
    }
    finishFling = {
      let sorted = intervals.sorted()
      print("fling_max_frame_interval_ms \(milliseconds(sorted.last ?? 0))")
      print(
        "fling_median_frame_interval_ms \(milliseconds(sorted.isEmpty ? 0 : sorted[sorted.count / 2]))"
      )
      print("fling_frames \(sorted.count)")
      print("fling_frames_over_20ms \(sorted.filter { $0 > 20_000 }.count)")
      print("fling_max_frame_wait_ms \(milliseconds(waits.max() ?? 0))")
      print("fling_frames_waiting_over_20ms \(waits.filter { $0 > 20_000 }.count)")
      fflush(nil)
      done()
    }
    g_unix_signal_add(
      SIGUSR1,
      { _ in
        MainActor.assumeIsolated { Benchmark.finishFling?() }
        return 0  // G_SOURCE_REMOVE
      }, nil)
  }

  /// The time to draw one wheel, drum and flat side by side: the Dependent page's zip wheel
  /// (Texas, 216 px, text rows) and the Custom page's first reel (image rows), each drawn
  /// `times` times into an image surface like the window's, the tree view's own flat
  /// drawing, the flat look and the drum look interleaved, one round a frame (after the
  /// frame clock's layout), while the wheel turns toward a row that changes every round.
  /// Prints the median of each, in microseconds.
  ///
  /// With `size` (the window's own width and height, header bar in) the window is made that
  /// size first: 360 x 310, a phone's window under its top bar, is narrow and short, so the
  /// zip wheel draws its compact 162 px drum and the reels their 56 px rows (at 360 x 320
  /// the zip wheel gets 189 px, so the 180 px drum). The drum's height and a reel's row height are printed too.
  static func draw(
    _ window: MainWindow, times: Int, size: (width: Int, height: Int)? = nil,
    done: @escaping @MainActor () -> Void
  ) {
    if let size {
      let own = AdaptiveLayout.ownSize(of: window.window)
      let height = window.window.size.height
      // gtk_window_resize takes GTK's size, without the header bar the own size counts.
      // Asked twice: the wide layout's least size may stop the first request short, and
      // the narrow layout it then takes asks for less.
      func ask() {
        window.window.resize(width: size.width, height: size.height - (own.height - height))
      }
      ask()
      GLibScheduler.timeout(after: 0.3) {
        ask()
        GLibScheduler.timeout(after: 0.5) { draw(window, times: times, done: done) }
      }
      return
    }
    guard let (dependent, clock) = show(.dependent, as: DependentPage.self, in: window),
      let texas = dependent.model.stateZips.states.firstIndex(of: "Texas")
    else { return done() }
    dependent.picker.userSelectRow(texas, inComponent: DependentPageModel.stateComponent)
    GLibScheduler.timeout(after: 0.5) {
      measureDraw(
        dependent.picker, component: DependentPageModel.zipComponent, name: "zip", times, clock
      ) {
        guard let (custom, _) = show(.custom, as: CustomPage.self, in: window) else {
          return done()
        }
        GLibScheduler.timeout(after: 0.5) {
          measureDraw(custom.picker, component: 0, name: "reel", times, clock, done: done)
        }
      }
    }
  }

  private static let looks = ["treeview", "flat", "drum"]

  private static func measureDraw(
    _ picker: PickerWidget, component: Int, name: String, _ times: Int, _ clock: FrameClock,
    done: @escaping @MainActor () -> Void
  ) {
    let wheel = picker.wheels[component]
    let width = gint(wheel.widget.allocatedWidth)
    let height = gint(wheel.widget.allocatedHeight)
    let scale = gint(wheel.widget.scaleFactor)
    guard let window = wheel.widget.gdkWindow,
      let surface = gdk_window_create_similar_image_surface(
        window, CAIRO_FORMAT_ARGB32, width * scale, height * scale, scale),
      let cr = cairo_create(surface)
    else { return done() }
    let rows = picker.numberOfRows(inComponent: component)
    let drum = picker.look
    print("draw_\(name)_drum_px \(wheel.drumHeight)")
    print("draw_\(name)_row_px \(wheel.rowHeight)")
    var samples: [String: [Int]] = [:]
    var round = 0
    var handler: SignalConnection?
    func finish() {
      handler?.disconnect()
      if let path = getenv("PICKERS_BENCH_DRAW_PNG") {
        cairo_surface_write_to_png(surface, String(cString: path) + "-\(name).png")
      }
      cairo_destroy(cr)
      cairo_surface_destroy(surface)
      for look in looks {
        let sorted = (samples[look] ?? []).sorted()
        print("draw_\(name)_\(look)_us \(sorted.isEmpty ? 0 : sorted[sorted.count / 2])")
      }
      fflush(nil)
      GLibScheduler.idle(done)
    }
    // Each round runs after a frame's paint: the new row is laid out, nothing is pending.
    handler = clock.onAfterPaint {
      guard handler?.isConnected == true else { return }
      if round > 0 {
        for look in looks {
          picker.look = look == "flat" ? .flat : drum
          cairo_save(cr)
          cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
          cairo_paint(cr)
          cairo_restore(cr)
          let start = g_get_monotonic_time()
          // The tree view painting itself is what the wheel drew before the drum.
          gtk_widget_draw(look == "treeview" ? wheel.treeView.pointer : wheel.widget.pointer, cr)
          cairo_surface_flush(surface)
          samples[look, default: []].append(g_get_monotonic_time() - start)
        }
      }
      guard round < times else { return finish() }
      round += 1
      // A turn toward a new row every frame: each frame draws the wheel between rows, as
      // while a person turns it (at rest nothing is redrawn).
      picker.selectRow((round * 7) % max(rows, 1), inComponent: component, animated: true)
      picker.widget.queueDraw()
    }
    picker.selectRow(0, inComponent: component, animated: false)
    picker.widget.queueDraw()
  }

  /// Resizes the window as a person dragging its edge would, 20 px a step from 640 px wide
  /// to 360 and back, `times` times (the height stays 486), with every page built and the
  /// Dependent page shown; each step waits for the frame that shows the new size. A step
  /// that crosses the narrow breakpoint (560 px on the way down, 600 on the way up) lays
  /// the window out again from an idle callback: its time runs to the first frame after
  /// that change. Prints the median and longest step, crossing and not, in milliseconds.
  static func resize(_ window: MainWindow, times: Int, done: @escaping @MainActor () -> Void) {
    for page in PickerPage.allCases { _ = window.show(page) }
    guard let (_, clock) = show(.dependent, as: DependentPage.self, in: window) else {
      return done()
    }
    let widths =
      Array(stride(from: 620, through: 360, by: -20))
      + Array(stride(from: 380, through: 640, by: 20))
    var steps = Array(repeating: widths, count: times).flatMap { $0 }
    var plain: [Int] = []
    var crossing: [Int] = []
    var start = 0
    var target = 0
    var layoutBefore = window.layout.layout
    var changedAt = 0
    window.layout.observe { _ in changedAt = g_get_monotonic_time() }
    func next() {
      guard !steps.isEmpty else {
        for (name, list) in [("plain", plain), ("crossing", crossing)] {
          let sorted = list.sorted()
          print("resize_\(name)_steps \(sorted.count)")
          print(
            "resize_\(name)_median_ms \(milliseconds(sorted.isEmpty ? 0 : sorted[sorted.count / 2]))"
          )
          print("resize_\(name)_max_ms \(milliseconds(sorted.last ?? 0))")
        }
        fflush(nil)
        return done()
      }
      target = steps.removeFirst()
      layoutBefore = window.layout.layout
      changedAt = 0
      start = g_get_monotonic_time()
      window.window.resize(width: target, height: window.window.size.height)
    }
    clock.onAfterPaint {
      let own = AdaptiveLayout.ownSize(of: window.window)
      guard start != 0, own.width == target else { return }
      let crossed =
        WindowLayout.at(width: own.width, height: own.height, current: layoutBefore)
        != layoutBefore
      // A crossing's new layout is drawn in a frame after the change.
      if crossed && (changedAt == 0 || g_get_monotonic_time() <= changedAt) { return }
      let elapsed = g_get_monotonic_time() - start
      if crossed { crossing.append(elapsed) } else { plain.append(elapsed) }
      start = 0
      GLibScheduler.timeout(after: 0.05, next)
    }
    next()
  }

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

  /// The frame clocks the runs connect to, kept as long as the process.
  private static var clocks: [FrameClock] = []

  /// What SIGUSR1 does during a fling run.
  private static var finishFling: (@MainActor () -> Void)?

  /// When the first pointer motion since the last frame reached the app (monotonic µs),
  /// during a fling run; nil if none did.
  private static var firstMotion: Int?

  /// Notes when each pointer motion arrives (`firstMotion`), ahead of GTK's own handling of
  /// every event, which goes on unchanged.
  private static func watchMotion() {
    gdk_event_handler_set(
      { event, _ in
        let isMotion = event.map { gdk_event_get_event_type($0) == GDK_MOTION_NOTIFY } ?? false
        MainActor.assumeIsolated {
          if isMotion && Benchmark.firstMotion == nil {
            Benchmark.firstMotion = Int(g_get_monotonic_time())
          }
        }
        gtk_main_do_event(event)
      }, nil, nil)
  }

  /// Shows `tab` and returns its page and the window's frame clock, or says why it cannot.
  private static func show<P>(_ tab: PickerPage, as type: P.Type, in window: MainWindow)
    -> (page: P, clock: FrameClock)?
  {
    guard let page = window.show(tab) as? P, let clock = FrameClock(of: window.window) else {
      Launcher.printError("pickers: the \(tab.title) page could not be built for the benchmark")
      return nil
    }
    clocks.append(clock)  // its wrapper holds the runs' handlers: kept for the process
    return (page, clock)
  }

  /// Microseconds as milliseconds with three decimals ("4.213").
  static func milliseconds(_ microseconds: Int) -> String {
    let thousandths = String(microseconds % 1000)
    return "\(microseconds / 1000)." + String(repeating: "0", count: 3 - thousandths.count)
      + thousandths
  }

  /// Answers every open message dialog (a win alert).
  private static func closeDialogs() {
    guard let toplevels = gtk_window_list_toplevels() else { return }
    var node: UnsafeMutablePointer<GList>? = toplevels
    while let current = node {
      if let data = current.pointee.data,
        g_type_check_instance_is_a(
          data.assumingMemoryBound(to: GTypeInstance.self), gtk_message_dialog_get_type()) != 0
      {
        gtk_dialog_response(
          data.assumingMemoryBound(to: GtkDialog.self), gint(GTK_RESPONSE_OK.rawValue))
      }
      node = current.pointee.next
    }
    g_list_free(toplevels)
  }
}
