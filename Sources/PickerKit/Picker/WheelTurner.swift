/// Runs a ``WheelMotion`` in time: reads the time from a clock, and wakes the motion on a
/// ``Scheduler`` when it rests of itself (a touchpad's or a notch's rest). The wheel view
/// gives it GLib's clock and scheduler; a test gives it a `ManualScheduler` and its time.
public final class WheelTurner {
  /// The motion, as it is now.
  public private(set) var motion: WheelMotion
  /// Called with each output of the motion, in order.
  public var onOutput: ((WheelMotion.Output) -> Void)?
  /// Called whenever the offset may have moved: the view shows it.
  public var onMove: (() -> Void)?
  /// Called when a turn starts: the view then calls ``frame()`` each frame while
  /// `motion.isTurning`.
  public var onTurn: (() -> Void)?
  private let clock: () -> Double
  private let scheduler: any Scheduler
  /// The rest deadline a wake-up is scheduled for.
  private var wakeUp: Double?

  /// A turner of `motion`, with time from `clock` (seconds) and wake-ups on `scheduler`.
  public init(_ motion: WheelMotion, clock: @escaping () -> Double, scheduler: any Scheduler) {
    self.motion = motion
    self.clock = clock
    self.scheduler = scheduler
  }

  /// Gives the motion `input`, now.
  public func send(_ input: WheelMotion.Input) {
    let wasTurning = motion.isTurning
    let outputs = motion.apply(input, at: clock())
    finish(outputs, wasTurning: wasTurning)
  }

  /// Moves the motion on to now: call it each frame while it turns.
  public func frame() {
    let outputs = motion.advance(to: clock())
    finish(outputs, wasTurning: true)
  }

  private func finish(_ outputs: [WheelMotion.Output], wasTurning: Bool) {
    for output in outputs { onOutput?(output) }
    onMove?()
    if motion.isTurning && !wasTurning { onTurn?() }
    scheduleRest()
  }

  /// Wakes the motion at its rest deadline. A wake-up for a deadline that has gone does
  /// nothing; one that comes early (a timer rounded to the millisecond) waits again.
  private func scheduleRest() {
    guard let deadline = motion.restDeadline, deadline != wakeUp else { return }
    wakeUp = deadline
    scheduler.schedule(after: max(0, deadline - clock())) { [weak self] in
      guard let self, self.motion.restDeadline == deadline else { return }
      self.wakeUp = nil
      let wasTurning = self.motion.isTurning
      let outputs = self.motion.advance(to: max(self.clock(), deadline))
      self.finish(outputs, wasTurning: wasTurning)
    }
  }
}
