import CGtk
import Pickers
import PickersModels
import PickersUI

#if canImport(Glibc)
  import Glibc
#endif

/// The drawing run: one wheel drawn into an image surface once a frame, the tree view, the
/// flat look and the drum interleaved, at the window's size or a phone's.
@MainActor
extension Benchmark {
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
}
