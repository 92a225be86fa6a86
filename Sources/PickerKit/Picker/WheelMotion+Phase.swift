// Where a `WheelMotion` is: at rest, pressed, dragged, scrolled or turning.

extension WheelMotion {
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
}
