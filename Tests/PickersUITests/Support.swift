import CGtk
import PickerKit
import XCTest

/// A model whose wheels a test can change, recording every selection its delegate hears.
final class ListModel: WheelModel {
  var wheels: [Wheel]
  var selections: [(row: Int, component: Int)] = []
  init(_ wheels: [Wheel]) { self.wheels = wheels }
  func picker(_ picker: any PickerView, didSelectRow row: Int, inComponent component: Int) {
    selections.append((row, component))
  }
}

/// The set-up of every GTK test: skip without a display, and make a GTK or GLib critical
/// stop the run, as the e2e tests fail on one.
func requireDisplay() throws {
  try XCTSkipUnless(gtk_init_check(nil, nil) != 0, "no display: run under xvfb-run")
  g_log_set_always_fatal(G_LOG_LEVEL_CRITICAL)
}
