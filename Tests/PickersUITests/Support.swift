import CGtk
import CPickersTestSupport
import PickerKit
import XCTest

@testable import PickersUI

/// The repository's folder (the one holding `Assets/` and `scripts/`).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// A new empty folder in the temporary directory, named `prefix` and a UUID; the caller
/// removes it.
func makeTemporaryFolder(_ prefix: String) throws -> String {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  return folder
}

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
@MainActor
func requireDisplay() throws {
  try XCTSkipUnless(gtk_init_check(nil, nil) != 0, "no display: run under xvfb-run")
  // As an app that starts GTK by hand must: main-actor work then runs on GLib's loop.
  MainLoop.attachSwiftConcurrency()
  g_log_set_always_fatal(G_LOG_LEVEL_CRITICAL)
  Log.domain = testLogDomain
}

/// The log domain PickersUI logs in during the tests, as an app would set its own.
let testLogDomain = "PickersUITests"

/// Runs the main loop for `seconds` (timers, frame-clock animations and idle callbacks
/// from other threads included).
@MainActor
func runMainLoop(for seconds: Double) {
  runMainLoop(until: { false }, timeout: seconds)
}

/// Runs the main loop until `done` holds or `timeout` seconds have passed.
@MainActor
func runMainLoop(until done: () -> Bool, timeout: Double) {
  let end = g_get_monotonic_time() + Int(timeout * 1_000_000)
  while !done() && g_get_monotonic_time() < end {
    // Bounded too: a source that is always ready (one that spins) would keep it going.
    while gtk_events_pending() != 0 && g_get_monotonic_time() < end { gtk_main_iteration_do(0) }
    g_usleep(5_000)
  }
}

/// Runs GTK's loop and the main actor's queued jobs until `done` holds or `timeout` seconds
/// have passed, for an `async` test: its body is itself a main-actor job, so jobs queued
/// meanwhile (a `Task { @MainActor in }`) run only while it is suspended.
@MainActor
func runMainLoopAndTasks(until done: () -> Bool, timeout: Double) async {
  let end = g_get_monotonic_time() + Int(timeout * 1_000_000)
  while !done() && g_get_monotonic_time() < end {
    runMainLoop(until: done, timeout: 0.005)
    await Task.yield()
  }
}

/// The centre of the tree view's selected row (what a screen reader shows), pixels from
/// the top of its wheel.
@MainActor
func treeRowCentre(_ wheel: WheelView) -> Double {
  let path = gtk_tree_path_new_from_indices_shim(gint(wheel.selectedRow))
  defer { gtk_tree_path_free(path) }
  var area = GdkRectangle()
  gtk_tree_view_get_background_area(wheel.treeView.treeView, path, nil, &area)
  var x: gint = 0
  var y: gint = 0
  gtk_tree_view_convert_bin_window_to_widget_coords(
    wheel.treeView.treeView, 0, area.y + area.height / 2, &x, &y)
  var px: gint = 0
  var py: gint = 0
  gtk_widget_translate_coordinates(wheel.treeView.pointer, wheel.widget.pointer, x, y, &px, &py)
  return Double(py)
}

/// Real pointer input for a wheel: events built as the X server's would be, delivered by
/// `gtk_main_do_event` to the window GTK finds under the pointer (the wheel's input window).
@MainActor
enum WheelEvents {
  /// The input window the wheel's event box lays over it: the child of its parent window
  /// whose user data is the event box.
  static func inputWindow(_ wheel: WheelView) -> OpaquePointer? {
    guard let parent = wheel.widget.gdkWindow else { return nil }
    var children = gdk_window_peek_children(parent)
    while let node = children {
      let window = OpaquePointer(node.pointee.data)
      var data: gpointer?
      gdk_window_get_user_data(window, &data)
      if data == wheel.widget.object { return window }
      children = node.pointee.next
    }
    return nil
  }

  /// A touchpad, as X's XInput 2 or a Wayland seat reports one: the test displays have
  /// none, so the test makes the device GDK would make for it (only its source is read).
  static let touchpad: OpaquePointer? = {
    guard let display = gdk_display_get_default() else { return nil }
    return pickers_test_device_new(display, "Test touchpad", GDK_SOURCE_TOUCHPAD)
  }()

  /// A touchscreen, made as the touchpad is (neither test display has one).
  static let touchscreen: OpaquePointer? = {
    guard let display = gdk_display_get_default() else { return nil }
    return pickers_test_device_new(display, "Test touchscreen", GDK_SOURCE_TOUCHSCREEN)
  }()

  /// A touch event of `type` (`GDK_TOUCH_BEGIN`, `_UPDATE`, `_END`, `_CANCEL`) for the
  /// finger `sequence` at `y` pixels from the wheel's top, as XInput 2 sends one: the
  /// first finger down emulates the pointer. Deliver it with ``touchscreen`` as its source.
  static func touch(
    _ wheel: WheelView, type: GdkEventType, y: Double, sequence: Int = 1,
    emulatingPointer: Bool
  ) -> UnsafeMutablePointer<GdkEvent>? {
    guard let (event, window, origin) = pointerEvent(wheel, type) else { return nil }
    event.pointee.touch.window = window
    event.pointee.touch.sequence = OpaquePointer(bitPattern: sequence)
    event.pointee.touch.emulating_pointer = emulatingPointer ? 1 : 0
    event.pointee.touch.x = 20
    event.pointee.touch.y = y
    event.pointee.touch.x_root = origin.x + 20
    event.pointee.touch.y_root = origin.y + y
    event.pointee.touch.time = guint32(g_get_monotonic_time() / 1000)
    return event
  }

  /// Delivers `event` (consumed) with the pointer as its device and `source` as its source.
  static func deliver(
    _ event: UnsafeMutablePointer<GdkEvent>, to wheel: WheelView, source: OpaquePointer? = nil
  ) {
    let seat = gdk_display_get_default_seat(gdk_display_get_default())
    let pointer = gdk_seat_get_pointer(seat)
    gdk_event_set_device(event, pointer)
    gdk_event_set_source_device(event, source ?? pointer)
    gtk_main_do_event(event)
    gdk_event_free(event)
  }

  /// A scroll event at (`x`, `y`) of the wheel's input window; nil without the window.
  static func scroll(
    _ wheel: WheelView, direction: GdkScrollDirection, dy: Double = 0, stop: Bool = false,
    y: Double = 20
  ) -> UnsafeMutablePointer<GdkEvent>? {
    guard let window = inputWindow(wheel), let event = gdk_event_new(GDK_SCROLL) else {
      return nil
    }
    g_object_ref(UnsafeMutableRawPointer(window))  // the event's reference, freed with it
    event.pointee.scroll.window = window
    event.pointee.scroll.direction = direction
    event.pointee.scroll.delta_y = dy
    event.pointee.scroll.is_stop = stop ? 1 : 0
    event.pointee.scroll.x = 20
    event.pointee.scroll.y = y
    event.pointee.scroll.time = guint32(g_get_monotonic_time() / 1000)
    return event
  }

  /// A press or release of the primary button at `y` pixels from the wheel's top.
  static func button(_ wheel: WheelView, press: Bool, y: Double) -> UnsafeMutablePointer<GdkEvent>?
  {
    button(wheel, type: press ? GDK_BUTTON_PRESS : GDK_BUTTON_RELEASE, y: y)
  }

  /// The pointer moved to `y` pixels from the wheel's top with the primary button down.
  static func motion(_ wheel: WheelView, y: Double) -> UnsafeMutablePointer<GdkEvent>? {
    guard let (event, window, origin) = pointerEvent(wheel, GDK_MOTION_NOTIFY) else {
      return nil
    }
    event.pointee.motion.window = window
    event.pointee.motion.x = 20
    event.pointee.motion.y = y
    event.pointee.motion.x_root = origin.x + 20
    event.pointee.motion.y_root = origin.y + y
    event.pointee.motion.state = GDK_BUTTON1_MASK.rawValue
    event.pointee.motion.time = guint32(g_get_monotonic_time() / 1000)
    return event
  }

  /// A new pointer event of `type` for the wheel's input window (holding a reference to
  /// it, freed with the event), and the window's origin on the screen.
  private static func pointerEvent(_ wheel: WheelView, _ type: GdkEventType) -> (
    UnsafeMutablePointer<GdkEvent>, OpaquePointer, origin: (x: Double, y: Double)
  )? {
    guard let window = inputWindow(wheel), let event = gdk_event_new(type) else { return nil }
    g_object_ref(UnsafeMutableRawPointer(window))
    var originX: gint = 0
    var originY: gint = 0
    gdk_window_get_origin(window, &originX, &originY)
    return (event, window, (Double(originX), Double(originY)))
  }

  /// A button event of `type` (a press, a release, the double-click's GDK_2BUTTON_PRESS).
  static func button(_ wheel: WheelView, type: GdkEventType, y: Double)
    -> UnsafeMutablePointer<GdkEvent>?
  {
    guard let (event, window, origin) = pointerEvent(wheel, type) else { return nil }
    event.pointee.button.window = window
    event.pointee.button.button = 1
    event.pointee.button.x = 20
    event.pointee.button.y = y
    event.pointee.button.x_root = origin.x + 20
    event.pointee.button.y_root = origin.y + y
    event.pointee.button.time = guint32(g_get_monotonic_time() / 1000)
    return event
  }
}

extension Widget {
  /// The widget as the GTK struct its call takes, inferred
  /// (`gtk_container_check_resize(window.cast())`).
  func cast<T>() -> UnsafeMutablePointer<T> { pointer(as: T.self) }
}
