import CGtk
import PickerKit

extension WheelView {
  /// The drag threshold for the press beginning now: a pointer's (`WheelMotion.Tuning`),
  /// or for a finger GTK's drag threshold (`gtk-dnd-drag-threshold`, 8 px), as a finger
  /// wobbles more.
  private var currentThreshold: Double {
    let pointer = turner.motion.tuning.pointerThreshold
    guard pickers_current_event_is_touch() != 0, let settings = widget.settings else {
      return pointer
    }
    return max(pointer, Double(pickers_object_get_int(settings, "gtk-dnd-drag-threshold")))
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
    // scrolled area, which the drum does not show.
    treeView.onMoveCursor { [weak self] step, count in self?.moveCursor(step, count) ?? false }
    treeView.onKeyPress { [weak self] event in self?.typed(event) ?? false }
  }

  /// A key typed on the wheel: a character turns it to the first row that starts with what
  /// was typed since the last pause (``TypeAhead``); Escape forgets it. Keys with Ctrl, Alt
  /// or Super are the window's shortcuts, and other keys GTK's.
  private func typed(_ event: UnsafeMutablePointer<GdkEvent>) -> Bool {
    guard isTurnable, rowCount > 0 else { return false }
    var keyval: guint = 0
    var state = GdkModifierType(0)
    guard gdk_event_get_keyval(event, &keyval) != 0, gdk_event_get_state(event, &state) != 0
    else { return false }
    if keyval == guint(GDK_KEY_Escape) {
      typeAhead.reset()
      return false
    }
    let shortcut = GDK_CONTROL_MASK.rawValue | GDK_MOD1_MASK.rawValue | GDK_SUPER_MASK.rawValue
    guard state.rawValue & shortcut == 0,
      let scalar = Unicode.Scalar(gdk_keyval_to_unicode(keyval)),
      scalar.value >= 0x20, scalar.properties.generalCategory != .control
    else { return false }
    // GLib's clock: an event's own time may be 0 (a synthesized key) or wrap.
    let time = Self.monotonicSeconds()
    // A space alone is GTK's (Shift+Space activates the row); within a prefix it is typed.
    if scalar == " " && !typeAhead.isTyping(at: time) { return false }
    if let row = typeAhead.type(String(scalar), at: time, titles: titles) { userSelect(row) }
    return true
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

  /// A scroll: a mouse's notch (discrete, or smooth deltas counted into notches), or a
  /// touchpad's delta and its stop.
  private func scroll(_ event: UnsafeMutablePointer<GdkEvent>) -> Bool {
    guard isTurnable, rowCount > 0 else { return true }
    var direction = GDK_SCROLL_UP
    if gdk_event_get_scroll_direction(event, &direction) != 0 {
      switch direction {
      case GDK_SCROLL_UP: notch(.notch(-1))
      case GDK_SCROLL_DOWN: notch(.notch(1))
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
      notch(.mouseDelta(dy))
    } else if gdk_event_is_scroll_stop_event(event) != 0 {
      turner.send(.scrollStop)
    } else {
      turner.send(.scroll(dy))
    }
    return true
  }

  /// A mouse's notch: the wheel takes the focus and turns.
  private func notch(_ input: WheelMotion.Input) {
    treeView.grabFocus()
    turner.send(input)
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
    drag.onUpdate { [weak self] _, dy in self?.turner.send(.drag(dy: dy)) }
    drag.onEnd { [weak self] _, dy in self?.end(by: dy) }
    drag.onCancel { [weak self] in self?.turner.send(.cancel) }
    presses.onPressed { [weak self] count, _, _ in self?.turner.send(.pressCount(count)) }
    presses.onStopped { [weak self] in self?.turner.send(.pressCountStopped) }
    // The wheel follows one finger, the first on it: GTK's gestures take a second finger
    // on the same wheel as a second point, which ends the drag under way (and a new one
    // begins where the first finger is), so it is stopped here, before them. A finger on
    // another wheel is that wheel's own. The first finger's touch reaches the gestures as
    // the button events GTK's default handler makes of it, and GTK makes none of a
    // cancelled touch: the gestures would hold the press, the wheel stopped between rows.
    // A cancel resets them, as GTK does a touch it sends them itself (their "cancel", then
    // the drag's end).
    widget.onTouch { [weak self] event in
      guard let self else { return false }
      let sequence = gdk_event_get_event_sequence(event)
      let type = gdk_event_get_event_type(event)
      // A finger whose end never came (the gestures hold nothing) is no longer followed.
      if type == GDK_TOUCH_BEGIN, finger == nil || gestures?.drag.isActive != true {
        finger = sequence
      }
      guard sequence == finger else { return true }
      if type == GDK_TOUCH_END || type == GDK_TOUCH_CANCEL { finger = nil }
      if type == GDK_TOUCH_CANCEL, event.pointee.touch.emulating_pointer != 0 {
        resetGestures()
      }
      return false
    }
    // A device that leaves the seat mid-press (a touchscreen unplugged; under Wayland, a
    // compositor's seat that loses its touch) ends nothing: GDK drops it, and the gestures
    // would hold the press. Its removal resets them, as a cancel does.
    if let devices = DeviceManager.current() {
      devices.onDeviceRemoved { [weak self] device in
        guard let self, gestures?.drag.device == device else { return }
        finger = nil
        resetGestures()
      }
      widget.keep(devices)
    }
    // What the gestures leave (the secondary and middle buttons, GDK's extra double-click
    // events, a touch's end once its point is gone) stops here too: nothing under or
    // around the wheel gets it. After GTK's own handler, which runs the gestures.
    widget.onButton(after: true) { _ in true }
    widget.onTouch(after: true) { _ in true }
  }

  /// Ends the press or touch the gestures hold (their "cancel", then the drag's end).
  private func resetGestures() {
    gestures?.drag.reset()
    gestures?.presses.reset()
  }

  /// A press or a touch began `y` pixels from the wheel's top: it stops a turn, as a finger
  /// does, and may become a drag or a tap.
  private func begin(at y: Double) {
    gestures?.drag.setState(GTK_EVENT_SEQUENCE_CLAIMED)
    guard isTurnable, rowCount > 0 else { return }
    turner.send(.press(y: y, threshold: currentThreshold))
    treeView.grabFocus()
  }

  /// The press ended `dy` pixels from where it began: the motion is told where, and which
  /// position the drum draws there (the projection inverted, never the flat tree view's
  /// row at that height).
  private func end(by dy: Double) {
    let press: WheelMotion.Press
    switch turner.motion.phase {
    case .pressed(let pressed), .dragging(let pressed): press = pressed
    default: return
    }
    turner.send(.release(tapped: position(drawnAt: press.y + dy), selectedRow: selectedRow))
  }
}
