/// A date picker on the picker protocols, as UIKit's `UIDatePicker`: the data source and
/// delegate of its wheels, laid out and worded by a `DateLocale`.
///
/// The wheels are the truth of the value: `date` reads them, `setDate(_:animated:)` turns
/// them. A person's turn outside `minimumDate`…`maximumDate` rolls back to the nearest
/// bound, as on iOS; every change a person makes is reported to `onValueChanged`. In the
/// date mode the Day wheel holds as many rows as the month has days, and the day clamps
/// (31 January → February 28/29). Fields a mode does not show keep the value last set.
public final class DatePickerModel: PickerOwningModel {
  /// What one wheel shows.
  public enum Component: Equatable, Sendable {
    /// The Date wheel of the date-and-time mode: one row per day.
    case day
    /// The month (date mode).
    case month
    /// The day of the month (date mode).
    case dayOfMonth
    /// The year (date mode).
    case year
    /// The hour: 0–23, or 12, 1–11 on a 12-hour clock.
    case hour
    /// The minute, in steps of `minuteInterval`.
    case minute
    /// AM or PM.
    case period
    /// The hours of a countdown.
    case hours
    /// The minutes of a countdown.
    case minutes
  }

  /// The mode. Setting another rebuilds the wheels (`reloadAllComponents`), keeping the
  /// value, and the countdown's length when it stays a countdown.
  public var mode: DatePickerMode {
    willSet { keepValue() }
    didSet { if mode != oldValue { rebuildWheels() } }
  }
  /// The words and layout of the locale, on the clock chosen.
  public private(set) var texts: DateTexts
  /// The locale whose words, order, eras and digits the wheels show. Setting another
  /// rebuilds the wheels, keeping the value.
  public var locale: any DateLocale {
    get { texts.locale }
    set {
      keepValue()
      texts = DateTexts(locale: newValue, clock: clock)
      rebuildWheels()
    }
  }
  /// The clock of the hours: the locale's, or the one the desktop chose (GNOME's
  /// `clock-format`). Setting another rebuilds the wheels, keeping the value.
  public var clock: DateClock {
    willSet { keepValue() }
    didSet {
      guard clock != oldValue else { return }
      texts = DateTexts(locale: texts.locale, clock: clock)
      rebuildWheels()
    }
  }
  /// What each wheel shows, left to right.
  public private(set) var components: [Component]
  /// The wheels, left to right.
  public internal(set) var wheels: [Wheel]
  /// The wheels this model drives.
  public let picker: any PickerView
  /// Today, for the Date wheel's "Today" and its span. Setting another day (the clock
  /// passed midnight, or was set) moves "Today" and the span; the wheels keep the value.
  public var today: CivilDateTime {
    willSet { keepValue() }
    didSet {
      guard today.dayNumber != oldValue.dayNumber else { return }
      days = Self.span(around: today)
      guard let index = components.firstIndex(of: .day) else { return }
      wheels[index] = wheel(for: .day)
      picker.reloadComponent(index)
      setDate(carried, animated: false)
    }
  }
  /// The days the Date wheel offers (day numbers): a year and a day either side of today.
  public private(set) var days: ClosedRange<Int>
  /// The years the date mode's Year wheel offers.
  public let years: ClosedRange<Int>
  /// The minutes between two Minute rows: a divisor of 60 from 1 to 30 (any other value
  /// is taken as 1, as `UIDatePicker` does). Setting another rebuilds the wheels, keeping
  /// the value as the old wheels showed it.
  public var minuteInterval: Int {
    willSet { keepValue() }
    didSet {
      minuteInterval = Self.validInterval(minuteInterval)
      if minuteInterval != oldValue { rebuildWheels() }
    }
  }
  /// The earliest value a person may choose, if any.
  public var minimumDate: CivilDateTime? { didSet { setDate(carried, animated: false) } }
  /// The latest value a person may choose, if any.
  public var maximumDate: CivilDateTime? { didSet { setDate(carried, animated: false) } }
  /// Told of every value a person chooses (UIKit's value-changed event).
  public var onValueChanged: ((CivilDateTime) -> Void)?
  /// The value, including the fields this mode does not show.
  var carried: CivilDateTime
  /// The countdown's length kept across a rebuild of the wheels.
  var carriedDuration = 60
  /// Words the wheels' names.
  let translator: Translator

  /// A picker in `mode` showing `date`; `today` defaults to `date`'s day.
  public init(
    mode: DatePickerMode, date: CivilDateTime, today: CivilDateTime? = nil,
    locale: any DateLocale = FixedDateLocale.english, translator: Translator = .english,
    minuteInterval: Int = 1, years: ClosedRange<Int> = 1900...2100,
    minimumDate: CivilDateTime? = nil, maximumDate: CivilDateTime? = nil,
    clock: DateClock = .locale, picker: any PickerView = Picker()
  ) {
    self.mode = mode
    self.translator = translator
    self.clock = clock
    texts = DateTexts(locale: locale, clock: clock)
    let today = today ?? date
    self.today = today
    days = Self.span(around: today)
    self.years = years
    self.minuteInterval = Self.validInterval(minuteInterval)
    self.minimumDate = minimumDate
    self.maximumDate = maximumDate
    carried = date
    components = Self.components(mode, texts)
    wheels = []
    self.picker = picker
    wheels = components.map(wheel(for:))
    picker.attach(self)
    setDate(date, animated: false)
    if mode == .countDownTimer { countDownDuration = 60 }  // UIKit's least: one minute
  }

  /// A year and a day either side of `today`, as day numbers.
  private static func span(around today: CivilDateTime) -> ClosedRange<Int> {
    (today.dayNumber - 366)...(today.dayNumber + 366)
  }

  private static func validInterval(_ minutes: Int) -> Int {
    (1...30).contains(minutes) && 60 % minutes == 0 ? minutes : 1
  }

  /// Notes the value the wheels show, before they change.
  func keepValue() {
    carried = date
    if mode == .countDownTimer { carriedDuration = countDownDuration }
  }

  /// Makes the wheels of the mode and interval anew, showing the value kept.
  func rebuildWheels() {
    components = Self.components(mode, texts)
    wheels = components.map(wheel(for:))
    picker.reloadAllComponents()
    setDate(carried, animated: false)
    if mode == .countDownTimer { countDownDuration = carriedDuration }
  }
}
