import CGtk
import Pickers
import PickersModels
import PickersUI

/// The runs `make bench` times inside the real window, on GTK's frame clock. Each stands in
/// for a person through the same public surface tests use (`userSelectRow`, the page's
/// button), never through a wheel's tree view.
///
/// This file holds what the runs share: the page shown and its frame clock, the figures'
/// milliseconds, and the win alerts closed. Each group of runs is an extension of its own:
/// `+Latency` (reload, resize), `+FrameIntervals` (spin, fling), `+Drawing` (draw) and
/// `+Images` (images).
@MainActor
enum Benchmark {
  /// The frame clocks the runs connect to, kept as long as the process.
  private static var clocks: [FrameClock] = []

  /// Shows `tab` and returns its page and the window's frame clock, or says why it cannot.
  static func show<P>(_ tab: PickerPage, as type: P.Type, in window: MainWindow)
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
  static func closeDialogs() {
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
