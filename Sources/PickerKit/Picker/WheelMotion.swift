/// How a wheel moves: the rules of a drag, a fling, a snap, a tap, a double-tap, a cancelled
/// touch, a mouse-wheel notch, a touchpad's deltas and a reel's roll, as a value.
///
/// Design note: the wheel view (PickersUI's `WheelView`) only feeds this value what
/// happened (``Input``) and the time, and shows what it says: ``offset`` (row `r` is in the
/// band when the offset is `r`) and the ``Output``s (a tick, a row to select, an
/// activation). Where the motion is lives in one ``Phase``; timing lives in
/// ``Tuning``. Time is given, never read: ``WheelTurner`` passes the time of the clock it
/// was given (the view's is GLib's monotonic clock, a test's a `ManualScheduler`'s). So
/// every rule runs, and is tested, without a display.
public struct WheelMotion: Sendable {
  /// The rows, and whether they loop.
  public internal(set) var rows: WheelRows
  /// The row height, pixels: a drag of this many pixels turns one row.
  public let rowHeight: Double
  /// The timing.
  public let tuning: Tuning
  /// Where the wheel has turned to, in rows.
  public internal(set) var offset: Double = 0
  /// Where the motion is.
  public internal(set) var phase = Phase.resting
  /// When the motion rests of itself (a touchpad's or a notch's rest), if it will.
  public internal(set) var restDeadline: Double?
  /// The position last in the band, to hear rows crossing it.
  var band = 0
  /// Recent (time, offset) samples of a drag or a touchpad's scroll, for a fling's speed.
  var samples: [(time: Double, offset: Double)] = []
  /// Smooth mouse deltas, counted into whole notches.
  var notches = WheelNotches()
  /// GTK's count of the press under way.
  var pressCount = 0
  /// Whether the last press moved (a drag, or a cancelled press): a press that follows it
  /// in one place is no double-tap, whatever GTK counted.
  var lastPressMoved = false

  /// A wheel of `rows`, `rowHeight` pixels a row, at rest on `row`.
  public init(rows: WheelRows, rowHeight: Double, row: Int = 0, tuning: Tuning = Tuning()) {
    self.rows = rows
    self.rowHeight = max(1, rowHeight)
    self.tuning = tuning
    offset = Double(row)
    band = row
  }

  /// Cubic ease-out: fast at first, settling gently (its starting speed is 3 × its
  /// average).
  public static func easeOut(_ t: Double) -> Double { 1 - (1 - t) * (1 - t) * (1 - t) }

  /// The furthest offset of a wheel with ends: the last row in the band.
  public var lastOffset: Double { Double(max(rows.count - 1, 0)) }

  /// The position the wheel is turning to, or where it is.
  public var heading: Double {
    if case .turning(let turn) = phase { return turn.to }
    return offset
  }

  /// Whether a turn is under way (the view then draws each frame, calling ``advance(to:)``).
  public var isTurning: Bool {
    if case .turning = phase { return true }
    return false
  }

  /// Whether rows crossing the band now tick: a person's motion, not the program's.
  public var ticks: Bool {
    switch phase {
    case .resting: false
    case .pressed, .dragging, .scrolling: true
    case .turning(let turn): turn.cause == .person || turn.cause == .notch
    }
  }

  /// The wheel's row in the band (on a loop, its row, whatever the turn).
  public var rowInBand: Int { rows.row(at: Int(offset.rounded())) }

  // MARK: Input

  /// Applies `input`, given at time `now`; returns what the view must do.
  public mutating func apply(_ input: Input, at now: Double) -> [Output] {
    var outputs: [Output] = []
    switch input {
    case .press(let y, let threshold):
      guard rows.count > 0 else { return [] }
      restDeadline = nil
      samples = []
      // A press stops a turn where it is, as a finger stops a wheel.
      phase = .pressed(Press(y: y, offset: offset, threshold: threshold))
    case .drag(let dy):
      switch phase {
      case .pressed(let press) where abs(dy) >= press.threshold, .dragging(let press):
        phase = .dragging(press)
        follow(press.offset - dy / rowHeight, at: now, &outputs)
      default: break
      }
    case .release(let tapped, let selectedRow):
      release(tapped: tapped, selectedRow: selectedRow, at: now, &outputs)
    case .cancel:
      switch phase {
      case .pressed, .dragging: cancelPress(at: now, &outputs)
      default: break
      }
    case .pressCount(let count):
      pressCount = count
    case .pressCountStopped:
      pressCount = 0
    case .notch(let count):
      step(by: count, at: now, &outputs)
    case .mouseDelta(let delta):
      let whole = notches.add(delta)
      if whole != 0 { step(by: whole, at: now, &outputs) }
    case .scroll(let delta):
      guard rows.count > 0 else { return [] }
      phase = .scrolling
      follow(offset + delta, at: now, &outputs)
      restDeadline = now + tuning.restDelay
    case .scrollStop:
      rest(at: now, &outputs)
    case .turn(let row, let animated, let byPerson):
      turn(toRow: row, animated: animated, cause: byPerson ? .person : .program, at: now, &outputs)
    case .roll(let row, let duration):
      roll(toRow: row, duration: duration, at: now)
    case .reload(let rows, let row):
      self = WheelMotion(rows: rows, rowHeight: rowHeight, row: max(row, 0), tuning: tuning)
    case .finishTurn:
      guard case .turning(let turn) = phase else { break }
      move(to: turn.to, &outputs)
      phase = .resting
      normalize()
    }
    return outputs
  }

  /// Moves time on to `now`: a turn under way moves (and ends), and a rest that is due
  /// happens. The view calls it each frame while ``isTurning``, and when
  /// ``restDeadline`` passes.
  public mutating func advance(to now: Double) -> [Output] {
    var outputs: [Output] = []
    if let deadline = restDeadline, now >= deadline { rest(at: now, &outputs) }
    guard case .turning(let turn) = phase else { return outputs }
    move(to: turn.offset(at: now), &outputs)
    if turn.isOver(at: now) {
      phase = .resting
      normalize()
    }
    return outputs
  }
}
