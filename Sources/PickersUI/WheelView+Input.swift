import CGtk
import PickerKit

extension WheelView {
  /// How long after the last touchpad delta the motion counts as rested, seconds.
  static let restDelay = 0.15
  /// A fling coasts for about this long (the distance is speed × this), seconds.
  static let coast = 0.3

  /// How far, in pixels, a pointer's press moves before it is a drag, not a tap; a
  /// finger's may move as far as GTK's drag threshold (`gtk-dnd-drag-threshold`, 8 px).
  static let dragThreshold = 4.0

  /// The drag threshold for the press beginning now: larger for a finger.
  private var currentThreshold: Double {
    guard pickers_current_event_is_touch() != 0, let settings = widget.settings
    else { return Self.dragThreshold }
    let touch = Double(pickers_object_get_int(settings, "gtk-dnd-drag-threshold"))
    return max(Self.dragThreshold, touch)
  }

  func connectInput() {
    // Scrolls arrive at the event box's input window, over the whole wheel; GTK 3 has no
    // gesture for them that tells a mouse's notches from a touchpad's deltas.
    widget.addEvents(GdkEventMask(GDK_SCROLL_MASK.rawValue | GDK_SMOOTH_SCROLL_MASK.rawValue))
    widget.onScroll { [weak self] event in self?.scroll(event) ?? true }
    connectGestures()
    // Up, Down, Page Up, Page Down, Home and End lead where `WheelRows` says: on a loop
    // they wrap round, and Home and End go the short way round to the ends. GTK's own
    // moves are not used: they stop at a loop's ends, and its pages follow the tree view's
    // scrolled area, which the drum does not show, so they went 1, 3 or 2 rows in turn.
    treeView.onMoveCursor { [weak self] step, count in self?.moveCursor(step, count) ?? false }
  }

  /// The rows a Page Up or Page Down moves: GTK's page increment, 0.9 of the drum's height.
  var pageRows: Int { max(1, Int(Double(drumHeight) * 0.9 / rowHeightF)) }

  /// A key's cursor move: the row it leads to, selected as a person's (nothing at an end).
  private func moveCursor(_ step: GtkMovementStep, _ count: Int32) -> Bool {
    guard isTurnable, count != 0 else { return false }
    let key: WheelKey
    switch step {
    case GTK_MOVEMENT_DISPLAY_LINES: key = count > 0 ? .down : .up
    case GTK_MOVEMENT_PAGES: key = count > 0 ? .pageDown : .pageUp
    case GTK_MOVEMENT_BUFFER_ENDS: key = count > 0 ? .end : .home
    default: return false
    }
    var row = max(selectedRow, 0)
    for _ in 0..<abs(count) { row = rows.row(after: key, from: row, page: pageRows) }
    userSelect(row)
    return true
  }

  private static func seconds() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

  private func scroll(_ event: UnsafeMutablePointer<GdkEvent>) -> Bool {
    guard isTurnable, rowCount > 0 else { return true }
    var direction = GDK_SCROLL_UP
    if gdk_event_get_scroll_direction(event, &direction) != 0 {
      switch direction {
      case GDK_SCROLL_UP: step(by: -1)
      case GDK_SCROLL_DOWN: step(by: 1)
      default: return false
      }
      return true
    }
    var dx = 0.0
    var dy = 0.0
    guard gdk_event_get_scroll_deltas(event, &dx, &dy) != 0 else { return false }
    let source = gdk_event_get_source_device(event).map { gdk_device_get_source($0) }
    if source == GDK_SOURCE_MOUSE {
      // A mouse wheel reporting smooth deltas: one row per whole notch, however big the
      // compositor makes a click (WheelNotches).
      let whole = input.notches.add(dy)
      if whole != 0 { step(by: whole) }
      return true
    }
    if gdk_event_is_scroll_stop_event(event) != 0 { return rest() }
    input.stepTarget = nil
    drag(to: offset + dy, keepsRest: true)
    return true
  }

  /// One notch of the mouse wheel: the next row, animated; rests once the notches stop.
  private func step(by count: Int) {
    treeView.grabFocus()
    turnedByPerson = true
    // From the row the wheel is heading to: a notch during a turn (a dependent wheel sent
    // back to its first row) goes on from where the turn ends, not from where it is.
    let target = reachable((input.stepTarget ?? Int(headingOffset.rounded())) + count)
    input.stepTarget = target
    animate(to: Double(target), duration: 0.18)
    scheduleRest(after: 0.2)
  }

  /// Presses, drags and taps, by the pointer's primary button and by a finger alike: GTK's
  /// drag gesture follows the press, its multi-press gesture counts presses in one place
  /// (GTK's double-click time and distance, a drag starting the count again). Both sit on
  /// the event box, over the tree view, which gets no pointer or touch event. The two are
  /// grouped, and claim every press they see, so nothing under or around the wheel (GTK's
  /// pointer emulation from touch included) sees it again. A reel claims and ignores them.
  private func connectGestures() {
    let drag = GestureDrag(on: widget)
    let presses = GestureMultiPress(on: widget)
    gestures = (drag, presses)
    presses.group(with: drag)
    drag.onBegin { [weak self] _, y in self?.begin(at: y) }
    drag.onUpdate { [weak self] _, dy in self?.update(by: dy) }
    drag.onEnd { [weak self] _, dy in self?.end(by: dy) }
    drag.onCancel { [weak self] in self?.input.cancelled = true }
    presses.onPressed { [weak self] count, _, _ in self?.input.presses = count }
    // GTK stops counting after its double-click time, or when a press moves away.
    presses.onStopped { [weak self] in self?.input.presses = 0 }
    // The first finger's touch reaches the gestures as the button events GTK's default
    // handler makes of it, and GTK makes none of a cancelled touch: the gestures would
    // hold the press, the wheel stopped between rows. A cancel resets them, as GTK does a
    // touch it sends them itself (their "cancel", then the drag's end).
    widget.onTouch { [weak self] event in
      if gdk_event_get_event_type(event) == GDK_TOUCH_CANCEL,
        event.pointee.touch.emulating_pointer != 0, let gestures = self?.gestures
      {
        gestures.drag.reset()
        gestures.presses.reset()
      }
      return false
    }
    // What the gestures leave (the secondary and middle buttons, GDK's extra double-click
    // events, a touch's end once its point is gone) stops here too: nothing under or
    // around the wheel gets it. After GTK's own handler, which runs the gestures.
    widget.onButton(after: true) { _ in true }
    widget.onTouch(after: true) { _ in true }
  }

  /// A press or a touch began `y` pixels from the wheel's top: it stops a turn, as a finger
  /// does, and may become a drag or a tap.
  private func begin(at y: Double) {
    gestures?.drag.setState(GTK_EVENT_SEQUENCE_CLAIMED)
    guard isTurnable, rowCount > 0 else { return }
    animation = nil
    input.cancelRest()
    input.stepTarget = nil
    input.press = (y, offset)
    input.dragging = false
    input.cancelled = false
    input.threshold = currentThreshold
    input.samples = []
    turnedByPerson = true
    treeView.grabFocus()
  }

  /// The press has moved `dy` pixels since it began: past its threshold it drags.
  private func update(by dy: Double) {
    guard let press = input.press else { return }
    if !input.dragging && abs(dy) < input.threshold { return }
    input.dragging = true
    drag(to: press.offset - dy / rowHeightF, keepsRest: false)
  }

  /// The press ended `dy` pixels from where it began. A drag (or a cancelled press) rests,
  /// coasting on with its speed; a tap turns the row drawn under it into the band; the
  /// second tap of a double-tap, or click of a double-click, finishes the turn the first
  /// began and activates the wheel; a third finishes that turn and does nothing more.
  private func end(by dy: Double) {
    guard let press = input.press else { return }
    input.press = nil
    let moved = input.dragging || input.cancelled
    defer { input.lastWasDrag = moved }
    if moved {
      // Taken from the wheel, a touch does not fling it: it settles where it is.
      if input.cancelled { input.samples = [] }
      rest()
      return
    }
    switch input.lastWasDrag ? 1 : input.presses {
    case 2:
      if selectedRow >= 0 { turn(to: selectedRow, animated: true) }
      onActivate?()
    case 3...:
      if selectedRow >= 0 { turn(to: selectedRow, animated: true) }
    default:
      // The row drawn under the tap turns into the band and is selected. The drum draws
      // rows where the flat tree view does not have them: the projection is inverted,
      // never the tree view's row at that height used.
      if let position = position(drawnAt: press.y + dy) {
        settle(on: position, after: min(0.45, 0.2 + abs(Double(position) - offset) * 0.05))
      } else {
        rest()
      }
    }
  }

  /// Turns the wheel to `value` as a person moves it, allowing a little past the ends (a
  /// loop has none).
  private func drag(to value: Double, keepsRest: Bool) {
    animation = nil
    rolling = false
    turnedByPerson = true
    move(to: rows.loops ? value : min(max(value, -0.4), lastOffset + 0.4))
    let now = Self.seconds()
    input.samples.append((now, offset))
    input.samples.removeAll { now - $0.time > 0.2 }
    if keepsRest { scheduleRest(after: Self.restDelay) }
  }

  private func scheduleRest(after seconds: Double) {
    input.cancelRest()
    input.restTimer = GLibScheduler.timeout(after: seconds) { [weak self] in
      guard let self else { return }
      self.input.restTimer = 0  // the source is gone once it has fired
      _ = self.rest()
    }
  }

  /// The motion has come to rest: the wheel coasts on with the speed it had, snaps to the
  /// nearest row (ease-out), and that row is selected and reported once.
  @discardableResult
  private func rest() -> Bool {
    input.cancelRest()
    let speed = input.velocity(now: Self.seconds())
    let target = input.stepTarget ?? reachable(Int((offset + speed * Self.coast).rounded()))
    input.stepTarget = nil
    input.samples = []
    input.notches.rest()
    let distance = abs(Double(target) - offset)
    // An ease-out starts at 3 × its average speed: match the fling's speed where there is one.
    let duration = abs(speed) > 0.5 ? 3 * distance / abs(speed) : 0.2 + distance * 0.05
    settle(on: target, after: min(max(duration, 0.15), 1.0))
    return true
  }
}
