// The motion's rules: how input moves the wheel, when it rests, where it settles, and how a
// turn or a roll is started. Internal to the motion (WheelMotion.swift holds its state and
// its inputs).

extension WheelMotion {
  /// The position a motion may end on: any on a loop, else a row.
  func reachable(_ position: Int) -> Int {
    rows.loops ? position : min(max(position, 0), max(rows.count - 1, 0))
  }

  /// Turns the wheel to `value` at once, ticking for each row that crosses the band while
  /// a person turns it.
  mutating func move(to value: Double, _ outputs: inout [Output]) {
    offset = value
    let position = Int(value.rounded())
    guard position != band else { return }
    band = position
    if ticks { outputs.append(.tick) }
  }

  /// Follows a person's hand to `value`, a little past the ends of a wheel with ends,
  /// keeping samples for a fling's speed.
  mutating func follow(_ value: Double, at now: Double, _ outputs: inout [Output]) {
    let bounded =
      rows.loops
      ? value : min(max(value, -tuning.overscroll), lastOffset + tuning.overscroll)
    move(to: bounded, &outputs)
    samples.append((now, offset))
    samples.removeAll { now - $0.time > tuning.sampleWindow }
  }

  /// The speed of the recent motion, rows a second (0 when it stopped moving).
  func speed(at now: Double) -> Double {
    let recent = samples.filter { now - $0.time < tuning.speedWindow }
    guard let first = recent.first, let last = recent.last,
      last.time - first.time > tuning.speedSpan, now - last.time < tuning.speedAge
    else { return 0 }
    return (last.offset - first.offset) / (last.time - first.time)
  }

  /// A notch or `count` of them: the next row from the one the wheel is heading to (a notch
  /// during a turn goes on from where the turn ends), turned to at once and reported at
  /// rest.
  mutating func step(by count: Int, at now: Double, _ outputs: inout [Output]) {
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
  mutating func release(
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
  mutating func cancelPress(at now: Double, _ outputs: inout [Output]) {
    lastPressMoved = true
    samples = []
    rest(at: now, &outputs)
  }

  /// The motion has come to rest: the wheel coasts on with the speed it had, snaps to the
  /// nearest row (ease-out), and that row is selected and reported once.
  mutating func rest(at now: Double, _ outputs: inout [Output]) {
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
  mutating func settle(
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
  mutating func turn(
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
  mutating func roll(toRow row: Int, duration: Double, at now: Double) {
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
  mutating func start(_ turn: Turn, at now: Double, _ outputs: inout [Output]) {
    phase = .turning(turn)
    if abs(turn.to - turn.from) < 1e-6 || turn.duration <= 0 {
      move(to: turn.to, &outputs)
      phase = .resting
      normalize()
    }
  }

  /// Brings a loop's position back among its rows by whole turns (the same picture), so
  /// positions never run far.
  mutating func normalize() {
    guard rows.loops, rows.count > 0 else { return }
    let shift = Int((offset / Double(rows.count)).rounded(.down)) * rows.count
    guard shift != 0 else { return }
    offset -= Double(shift)
    band -= shift
  }
}
