/// How a wheel moves: the rules of a drag, a fling, a snap, a tap, a double-tap, a cancelled
/// touch, a mouse-wheel notch, a touchpad's deltas and a reel's roll, as a value.
///
/// Design note: the wheel view (PickersUI's `WheelView`) only feeds this value what
/// happened (``Input``) and the time, and shows what it says: ``offset`` (row `r` is in the
/// band when the offset is `r`) and the ``Output``s (a tick, a row to select, an
/// activation). Where the motion is lives in one ``Phase``; timing lives in
/// ``Tuning``. Time is given, never read: the view passes its frame clock's time, a test a
/// `ManualScheduler`'s, and ``WheelTurner`` couples the two. So every rule runs, and is
/// tested, without a display.
public struct WheelMotion: Sendable {
  /// What a person or the program did to the wheel.
  public enum Input: Equatable, Sendable {
    /// A press or a touch began, `y` pixels from the wheel's top; it becomes a drag past
    /// `threshold` pixels (more for a finger than for a mouse).
    case press(y: Double, threshold: Double)
    /// The press under way has moved `dy` pixels since it began.
    case drag(dy: Double)
    /// The press ended `dy` pixels from where it began. `tapped` is the position drawn
    /// where it ended (nil: none); `selectedRow` the wheel's selected row.
    case release(dy: Double, tapped: Int?, selectedRow: Int)
    /// The press under way was taken from the wheel (a touch cancelled by the
    /// compositor, a grab).
    case cancel
    /// GTK counted the press under way as the `count`th in one place (2: a double-click
    /// or double-tap).
    case pressCount(Int)
    /// GTK stopped counting presses (its double-click time passed, or a press moved away).
    case pressCountStopped
    /// Mouse-wheel notches: `count` rows down (negative: up).
    case notch(Int)
    /// A mouse wheel's smooth delta, in notches (some mice report halves).
    case mouseDelta(Double)
    /// A touchpad's delta, in rows.
    case scroll(Double)
    /// The touchpad's fingers lifted.
    case scrollStop
    /// Turn so `row` sits in the band: a key, type-ahead, an assistive technology
    /// (`byPerson`: its turn ticks) or the program. Not `animated`: at once.
    case turn(toRow: Int, animated: Bool, byPerson: Bool)
    /// A reel's roll: through more than one whole turn down to `row`, for `duration`
    /// seconds, without ticks.
    case roll(toRow: Int, duration: Double)
    /// The wheel's rows changed: the motion stops, at the position of `row`.
    case reload(WheelRows, row: Int)
    /// The turn under way ends at once (the view cannot show it: it is not on screen).
    case finishTurn
  }

  /// What the wheel view does for the motion.
  public enum Output: Equatable, Sendable {
    /// A row crossed the band while a person turned the wheel.
    case tick
    /// The motion will come to rest on `row`: select it, and report it if it changed.
    case settle(row: Int)
    /// A double-click or double-tap: activate the selected row.
    case activate
  }

  /// A turn under way: from `from` to `to` over `duration` seconds from `start`, with an
  /// ease-out.
  public struct Turn: Equatable, Sendable {
    /// What made the turn.
    public enum Cause: Equatable, Sendable {
      /// A person's motion coming to rest, a key, a tap: rows crossing the band tick.
      case person
      /// Mouse-wheel notches: the next notch goes on from where this one ends.
      case notch
      /// The program (a model's selection): no ticks.
      case program
      /// A reel's roll: no ticks, and it ends exactly on its row.
      case roll
    }
    /// The offset it starts from.
    public var from: Double
    /// The offset it ends on.
    public var to: Double
    /// When it started, in seconds.
    public var start: Double
    /// How long it lasts, in seconds.
    public var duration: Double
    /// What made it.
    public var cause: Cause

    /// The offset at time `now`.
    public func offset(at now: Double) -> Double {
      guard duration > 0 else { return to }
      let t = min(1, max(0, (now - start) / duration))
      return from + (to - from) * WheelMotion.easeOut(t)
    }

    /// Whether the turn is over at `now`.
    public func isOver(at now: Double) -> Bool { now - start >= duration }
  }

  /// A press under way: where it began, at which offset, and how far it may move and still
  /// be a tap.
  public struct Press: Equatable, Sendable {
    /// Pixels from the wheel's top.
    public var y: Double
    /// The offset when it began.
    public var offset: Double
    /// The pixels it may move and still be a tap.
    public var threshold: Double
  }

  /// Where the motion is.
  public enum Phase: Equatable, Sendable {
    /// At rest on a row.
    case resting
    /// A press that has not moved past its threshold: it may still be a tap.
    case pressed(Press)
    /// A press that has become a drag: the wheel follows it.
    case dragging(Press)
    /// A touchpad's fingers turn the wheel; it rests ``Tuning/restDelay`` after the last
    /// delta, or when they lift.
    case scrolling
    /// A turn under way: a snap, a fling's coast, a tap's or a key's turn, a notch.
    case turning(Turn)
  }

  /// The motion's timing and distances.
  public struct Tuning: Equatable, Sendable {
    /// A mouse-wheel notch's turn, seconds.
    public var notchDuration = 0.18
    /// How long after the last notch the motion rests and reports, seconds.
    public var notchRest = 0.2
    /// How long after a touchpad's last delta the motion rests, seconds.
    public var restDelay = 0.15
    /// A fling coasts on for about this long (its distance is speed × this), seconds.
    public var coast = 0.3
    /// How far past its first and last rows a drag may pull a wheel with ends, rows.
    public var overscroll = 0.4
    /// A turn of one row or less takes ``turnBase``, each row more ``turnPerRow``, up to
    /// ``turnLongest`` seconds: longer moves take a little longer, as a wheel would.
    public var turnBase = 0.2
    /// See ``turnBase``.
    public var turnPerRow = 0.05
    /// See ``turnBase``.
    public var turnLongest = 0.45
    /// Below this speed (rows a second) a release snaps; above it, it flings.
    public var flingSpeed = 0.5
    /// The shortest and longest snap or fling, seconds.
    public var settleShortest = 0.15
    /// See ``settleShortest``.
    public var settleLongest = 1.0
    /// How long samples of a drag are kept, seconds.
    public var sampleWindow = 0.2
    /// The samples a speed is measured over: the last this many seconds.
    public var speedWindow = 0.1
    /// The least time between the samples a speed is measured from, seconds.
    public var speedSpan = 0.01
    /// A speed is measured only if the last sample is younger than this, seconds: a drag
    /// held still before its release does not fling.
    public var speedAge = 0.05
    /// The drag threshold of a pointer's press, pixels (a finger's is GTK's, larger).
    public var pointerThreshold = 4.0

    /// Pickers' tuning: iOS's feel, measured against it by eye and by frame.
    public init() {}

    /// The time of a turn across `distance` rows.
    public func turnDuration(_ distance: Double) -> Double {
      min(turnLongest, turnBase + abs(distance) * turnPerRow)
    }
  }

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
    case .release(let dy, let tapped, let selectedRow):
      release(dy: dy, tapped: tapped, selectedRow: selectedRow, at: now, &outputs)
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
    dy: Double, tapped: Int?, selectedRow: Int, at now: Double, _ outputs: inout [Output]
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
