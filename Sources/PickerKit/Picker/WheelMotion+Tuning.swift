// A `WheelMotion`'s timing and distances, named.

extension WheelMotion {
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

    /// The default tuning: iOS's feel, measured against it by eye and by frame.
    public init() {}

    /// The time of a turn across `distance` rows.
    public func turnDuration(_ distance: Double) -> Double {
      min(turnLongest, turnBase + abs(distance) * turnPerRow)
    }
  }
}
