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
  public private(set) var rows: WheelRows
  /// The row height, pixels: a drag of this many pixels turns one row.
  public let rowHeight: Double
  /// The timing.
  public let tuning: Tuning
  /// Where the wheel has turned to, in rows.
  public private(set) var offset: Double = 0
  /// Where the motion is.
  public private(set) var phase = Phase.resting
  /// When the motion rests of itself (a touchpad's or a notch's rest), if it will.
  public private(set) var restDeadline: Double?
  /// The position last in the band, to hear rows crossing it.
  private var band = 0
  /// Recent (time, offset) samples of a drag or a touchpad's scroll, for a fling's speed.
  private var samples: [(time: Double, offset: Double)] = []
  /// Smooth mouse deltas, counted into whole notches.
  private var notches = WheelNotches()
  /// GTK's count of the press under way.
  private var pressCount = 0
  /// Whether the last press moved (a drag, or a cancelled press): a press that follows it
  /// in one place is no double-tap, whatever GTK counted.
  private var lastPressMoved = false

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

  // MARK: Rules

  /// The position a motion may end on: any on a loop, else a row.
  private func reachable(_ position: Int) -> Int {
    rows.loops ? position : min(max(position, 0), max(rows.count - 1, 0))
  }

  /// Turns the wheel to `value` at once, ticking for each row that crosses the band while
  /// a person turns it.
  private mutating func move(to value: Double, _ outputs: inout [Output]) {
    offset = value
    let position = Int(value.rounded())
    guard position != band else { return }
    band = position
    if ticks { outputs.append(.tick) }
  }

  /// Follows a person's hand to `value`, a little past the ends of a wheel with ends,
  /// keeping samples for a fling's speed.
  private mutating func follow(_ value: Double, at now: Double, _ outputs: inout [Output]) {
    let bounded =
      rows.loops
      ? value : min(max(value, -tuning.overscroll), lastOffset + tuning.overscroll)
    move(to: bounded, &outputs)
    samples.append((now, offset))
    samples.removeAll { now - $0.time > tuning.sampleWindow }
  }

  /// The speed of the recent motion, rows a second (0 when it stopped moving).
  private func speed(at now: Double) -> Double {
    let recent = samples.filter { now - $0.time < tuning.speedWindow }
    guard let first = recent.first, let last = recent.last,
      last.time - first.time > tuning.speedSpan, now - last.time < tuning.speedAge
    else { return 0 }
    return (last.offset - first.offset) / (last.time - first.time)
  }

  /// A notch or `count` of them: the next row from the one the wheel is heading to (a notch
  /// during a turn goes on from where the turn ends), turned to at once and reported at
  /// rest.
  private mutating func step(by count: Int, at now: Double, _ outputs: inout [Output]) {
    guard rows.count > 0 else { return }
    let target = reachable(Int(heading.rounded()) + count)
    start(
      Turn(
        from: offset, to: Double(target), start: now, duration: tuning.notchDuration,
        cause: .notch), at: now, &outputs)
    restDeadline = now + tuning.notchRest
  }

  /// The press ended: a drag rests, coasting on with its speed; a tap turns the row drawn
  /// under it into the band; the second press of a double-tap finishes the turn the first
  /// began and activates; a third finishes it and does nothing more.
  private mutating func release(
    tapped: Int?, selectedRow: Int, at now: Double, _ outputs: inout [Output]
  ) {
    let count = lastPressMoved ? 1 : pressCount
    switch phase {
    case .dragging:
      lastPressMoved = true
      rest(at: now, &outputs)
    case .pressed:
      lastPressMoved = false
      switch count {
      case 2:
        if selectedRow >= 0 {
          turn(toRow: selectedRow, animated: true, cause: .person, at: now, &outputs)
        }
        outputs.append(.activate)
      case 3...:
        if selectedRow >= 0 {
          turn(toRow: selectedRow, animated: true, cause: .person, at: now, &outputs)
        }
      default:
        guard let tapped else { return rest(at: now, &outputs) }
        settle(
          on: tapped, duration: tuning.turnDuration(Double(tapped) - offset), at: now, &outputs)
      }
    default:
      break
    }
  }

  /// A press taken from the wheel: it settles where it is, without a fling.
  private mutating func cancelPress(at now: Double, _ outputs: inout [Output]) {
    lastPressMoved = true
    samples = []
    rest(at: now, &outputs)
  }

  /// The motion has come to rest: the wheel coasts on with the speed it had, snaps to the
  /// nearest row (ease-out), and that row is selected and reported once.
  private mutating func rest(at now: Double, _ outputs: inout [Output]) {
    restDeadline = nil
    let speed = speed(at: now)
    let target: Int
    if case .turning(let turn) = phase, turn.cause == .notch {
      target = Int(turn.to.rounded())
    } else {
      target = reachable(Int((offset + speed * tuning.coast).rounded()))
    }
    samples = []
    notches.rest()
    let distance = abs(Double(target) - offset)
    // An ease-out starts at 3 × its average speed: a fling's turn matches its speed.
    let duration =
      abs(speed) > tuning.flingSpeed ? 3 * distance / abs(speed) : tuning.turnDuration(distance)
    settle(
      on: target, duration: min(max(duration, tuning.settleShortest), tuning.settleLongest),
      at: now, &outputs)
  }

  /// Selects the row at `position` at the end of a person's motion and snaps to it.
  private mutating func settle(
    on position: Int, duration: Double, at now: Double, _ outputs: inout [Output]
  ) {
    let target = reachable(position)
    outputs.append(.settle(row: rows.row(at: target)))
    start(
      Turn(from: offset, to: Double(target), start: now, duration: duration, cause: .person),
      at: now, &outputs)
  }

  /// Turns so `row` sits in the band, a loop the short way round. Already heading there (a
  /// model re-selecting the row a fling is coasting to), the turn keeps its own timing.
  private mutating func turn(
    toRow row: Int, animated: Bool, cause: Turn.Cause, at now: Double, _ outputs: inout [Output]
  ) {
    guard rows.count > 0 else { return }
    let row = min(max(row, 0), rows.count - 1)
    guard animated else {
      phase = .resting
      restDeadline = nil
      move(to: Double(row), &outputs)
      return
    }
    let target = Double(rows.position(showing: row, from: offset))
    if cause == .person {
      // A key after notches or a touchpad's scroll: their pending rest would settle on the
      // row under the band mid-turn.
      restDeadline = nil
      samples = []
    }
    if case .turning(let turn) = phase, turn.to == target { return }
    start(
      Turn(
        from: offset, to: target, start: now, duration: tuning.turnDuration(target - offset),
        cause: cause), at: now, &outputs)
  }

  /// A reel's roll: from the row in the band a whole number of turns up, more than one turn
  /// above `row`, down to it.
  private mutating func roll(toRow row: Int, duration: Double, at now: Double) {
    guard rows.count > 0 else { return }
    let row = min(max(row, 0), rows.count - 1)
    let count = Double(rows.count)
    var from = Double(rowInBand)
    while from - Double(row) <= count { from += count }
    restDeadline = nil
    offset = from
    band = Int(from)
    phase = .turning(
      Turn(from: from, to: Double(row), start: now, duration: duration, cause: .roll))
  }

  /// Starts `turn` (a turn of nothing, or of no time, ends at once).
  private mutating func start(_ turn: Turn, at now: Double, _ outputs: inout [Output]) {
    phase = .turning(turn)
    if abs(turn.to - turn.from) < 1e-6 || turn.duration <= 0 {
      move(to: turn.to, &outputs)
      phase = .resting
      normalize()
    }
  }

  /// Brings a loop's position back among its rows by whole turns (the same picture), so
  /// positions never run far.
  private mutating func normalize() {
    guard rows.loops, rows.count > 0 else { return }
    let shift = Int((offset / Double(rows.count)).rounded(.down)) * rows.count
    guard shift != 0 else { return }
    offset -= Double(shift)
    band -= shift
  }
}
