import PickerKit

/// A date and time picker: UIKit's `UIDatePicker` on GTK, in the user's locale.
///
/// It is PickerKit's `DatePickerModel` (the wheels' data source and delegate, which keeps
/// the value, the bounds and the days of each month) shown by a ``PickerWidget``, worded by
/// the system's locale (``SystemDateLocale``: month and weekday names, the 12- or 24-hour
/// clock, the order of day, month and year).
///
/// ```swift
/// let picker = DatePicker(mode: .dateAndTime, minuteInterval: 5)
/// picker.minimumDate = CivilDateTime.now()
/// picker.onValueChanged = { picker in print(picker.date) }
/// box.packStart(picker.widget, expand: true, fill: true)
/// ```
///
/// As on iOS, a person's turn outside ``minimumDate``…``maximumDate`` rolls back to the
/// nearest bound, and only a person's changes are reported to ``onValueChanged``.
@MainActor
public final class DatePicker {
  /// The wheels' widget, to pack in a window.
  public var widget: Grid { picker.widget }
  /// The wheels, for what every picker has: ``PickerWidget/look``,
  /// ``PickerWidget/onActivate``, ``PickerWidget/onTick``.
  public let picker: PickerWidget
  /// The headless model under the wheels (PickerKit's `DatePickerModel`), the same for the
  /// picker's life: its `texts` word a value as the wheels do
  /// (`model.texts.dateAndTime(picker.date)`).
  public let model: DatePickerModel

  /// What the wheels show: date and time, date, time, or a countdown's length. Setting
  /// another mode makes new wheels (the keyboard focus leaves them), keeping the value.
  public var mode: DatePickerMode {
    get { model.mode }
    set { model.mode = newValue }
  }
  /// The minutes between two Minute rows: a divisor of 60 from 1 to 30 (anything else is
  /// 1, as `UIDatePicker` does). Setting another makes new wheels, keeping the value as the
  /// old ones showed it (12:07 on a 15-minute wheel is 12:00, and stays 12:00).
  public var minuteInterval: Int {
    get { model.minuteInterval }
    set { model.minuteInterval = newValue }
  }
  /// The value the wheels show (in `DatePickerMode.countDownTimer`, the value last set).
  public var date: CivilDateTime {
    get { model.date }
    set { setDate(newValue, animated: false) }
  }
  /// The earliest value a person may choose, if any; the wheels move to it if they show
  /// an earlier one.
  public var minimumDate: CivilDateTime? {
    get { model.minimumDate }
    set { model.minimumDate = newValue }
  }
  /// The latest value a person may choose, if any.
  public var maximumDate: CivilDateTime? {
    get { model.maximumDate }
    set { model.maximumDate = newValue }
  }
  /// The countdown's length in seconds, a whole number of minutes from 1 minute to 23 h 59
  /// (`DatePickerMode.countDownTimer` only; 0 in the other modes).
  public var countDownDuration: Int {
    get { model.countDownDuration }
    set { model.countDownDuration = newValue }
  }
  /// Called with the picker each time a person changes the value (UIKit's `.valueChanged`),
  /// never for a value set by the program.
  public var onValueChanged: (@MainActor (DatePicker) -> Void)?

  /// A picker in `mode` showing `date` (now, by the local clock, when nil), its minutes
  /// `minuteInterval` apart, between `minimumDate` and `maximumDate`. The date-and-time
  /// mode's Date wheel offers `today` (now's day when nil) and a year and a day either
  /// side of it. Its texts come from `locale` (the system's when nil) and its wheels' names
  /// from `translator` (the app's gettext domain by default); `look` is how its wheels are
  /// drawn (a slightly magnified band, as iOS's date picker has).
  public init(
    mode: DatePickerMode = .dateAndTime, date: CivilDateTime? = nil, today: CivilDateTime? = nil,
    minuteInterval: Int = 1, minimumDate: CivilDateTime? = nil,
    maximumDate: CivilDateTime? = nil, locale: (any DateLocale)? = nil,
    translator: Translator = .gettext(), look: WheelLook = WheelLook.drum.magnified(1.12)
  ) {
    picker = PickerWidget(look: look)
    let now = CivilDateTime.now()
    model = DatePickerModel(
      mode: mode, date: date ?? now, today: today ?? now,
      locale: locale ?? SystemDateLocale(today: translator.tr("Today")), translator: translator,
      minuteInterval: minuteInterval, minimumDate: minimumDate, maximumDate: maximumDate,
      picker: picker)
    model.onValueChanged = { [weak self] _ in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.onValueChanged?(self)
      }
    }
  }

  /// Turns the wheels to `date`, clamped to the bounds, as `UIDatePicker.setDate(_:animated:)`:
  /// animated, the wheels roll there. ``onValueChanged`` is not called.
  public func setDate(_ date: CivilDateTime, animated: Bool) {
    model.setDate(date, animated: animated)
  }
}
