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

  /// Wakes the motion at its rest deadline. A deadline moved later (each touchpad delta
  /// moves it) is waited for by the wake-up already scheduled, which schedules another
  /// when it comes early; only a deadline moved earlier schedules one more.
  private func scheduleRest() {
    guard let deadline = motion.restDeadline else { return }
    if let pending = wakeUp, pending <= deadline { return }
    wakeUp = deadline
    scheduler.schedule(after: max(0, deadline - clock())) { [weak self] in
      guard let self else { return }
      self.wakeUp = nil
      // Due, give or take the timer's millisecond: the motion rests.
      if let due = self.motion.restDeadline, self.clock() >= due - 0.001 {
        let wasTurning = self.motion.isTurning
        let outputs = self.motion.advance(to: max(self.clock(), due))
        self.finish(outputs, wasTurning: wasTurning)
      } else {
        self.scheduleRest()
      }
    }
  }
}
