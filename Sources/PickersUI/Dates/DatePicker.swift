import PickerKit

/// A date and time picker: UIKit's `UIDatePicker` on GTK, in the user's locale.
///
/// Its wheels are laid out and worded by the locale (``SystemDateLocale`` by default:
/// glibc's names, order, eras and digits, and CLDR's "Today"), on the desktop's 12- or
/// 24-hour clock where GNOME keeps a choice (`clock-format`), else the locale's. "Today"
/// follows the clock across midnight, a clock change and a resume from suspend.
///
/// ```swift
/// let picker = DatePicker(mode: .dateAndTime, minuteInterval: 5)
/// picker.minimumDate = CivilDateTime.now()
/// picker.onValueChanged = { picker in print(picker.texts.dateAndTime(picker.date)) }
/// box.packStart(picker.widget, expand: true, fill: true)
/// ```
///
/// As on iOS, a person's turn outside ``minimumDate``…``maximumDate`` rolls back to the
/// nearest bound, where the rows a person may not choose are dimmed, and only a person's
/// changes are reported to ``onValueChanged``. A countdown shows its units beside the band
/// ("1 hour", "5 min"). In the ``DatePickerStyle/compact`` style
/// (``preferredDatePickerStyle``) the picker is a button showing the value, which opens
/// the wheels in a popover.
@MainActor
public final class DatePicker {
  /// The picker's widget, to pack in a window: the wheels, or in the compact style the
  /// button that opens them.
  public let widget: Box
  /// The wheels.
  let picker: PickerWidget
  /// The compact style's button and the popover it opens, while the style is compact
  /// (`DatePicker+Compact.swift`).
  var compact: (button: MenuButton, popover: Popover)?
  /// The headless model under the wheels, the same for the picker's life.
  let model: DatePickerModel
  /// Moves "Today" when the day changes.
  private let dayWatch: DayWatch?
  /// The desktop's clock choice, while it is followed.
  private let desktopClock: DesktopClock?

  /// What the wheels show: date and time, date, month and year, time, or a countdown's
  /// length. Setting another mode makes new wheels (the keyboard focus leaves them),
  /// keeping the value.
  public var mode: DatePickerMode {
    get { model.mode }
    set {
      model.mode = newValue
      showValue()
    }
  }
  /// The locale whose words, order, eras and digits the wheels show (UIKit's `locale`).
  /// Setting another makes new wheels, keeping the value.
  public var locale: any DateLocale {
    get { model.locale }
    set {
      model.locale = newValue
      showValue()
    }
  }
  /// How the locale words a value, as the wheels show it:
  /// `picker.texts.dateAndTime(picker.date)` is "Monday, November 30, 2026 3:07 PM".
  public var texts: DateTexts { model.texts }
  /// The minutes between two Minute rows: a divisor of 60 from 1 to 30 (anything else is
  /// 1, as `UIDatePicker` does). Setting another makes new wheels, keeping the value as the
  /// old ones showed it (12:07 on a 15-minute wheel is 12:00, and stays 12:00).
  public var minuteInterval: Int {
    get { model.minuteInterval }
    set {
      model.minuteInterval = newValue
      showValue()
    }
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
    set {
      model.minimumDate = newValue
      showValue()
    }
  }
  /// The latest value a person may choose, if any.
  public var maximumDate: CivilDateTime? {
    get { model.maximumDate }
    set {
      model.maximumDate = newValue
      showValue()
    }
  }
  /// The countdown's length in seconds, a whole number of minutes from 1 minute to 23 h 59
  /// (`DatePickerMode.countDownTimer` only; 0 in the other modes).
  public var countDownDuration: Int {
    get { model.countDownDuration }
    set {
      model.countDownDuration = newValue
      showValue()
    }
  }
  /// The day the Date wheel calls "Today". It follows the local clock unless the picker
  /// was made with a `today` of its own; setting it stops that.
  public var today: CivilDateTime {
    get { model.today }
    set {
      dayWatch?.stop()
      model.today = newValue
      showValue()
    }
  }
  /// Called with the picker each time a person changes the value (UIKit's `.valueChanged`),
  /// never for a value set by the program.
  public var onValueChanged: (@MainActor (DatePicker) -> Void)?
  /// Called when a person activates a row (Enter, a double-click): a page presses its
  /// button. In the compact style, activating a row closes the popover instead.
  public var onActivate: (@MainActor () -> Void)?
  /// What the picker sets ("Pick-up time"), for a screen reader: the compact style's
  /// button is named by its value, and this is its description (UIKit's
  /// `accessibilityLabel`).
  public var accessibilityLabel: String? {
    didSet { compact?.button.accessibleDescription = accessibilityLabel }
  }
  /// How the picker presents its wheels: in the window (``DatePickerStyle/wheels``, the
  /// default) or behind a button (``DatePickerStyle/compact``). UIKit's
  /// `preferredDatePickerStyle`.
  public var preferredDatePickerStyle: DatePickerStyle = .wheels {
    didSet { if preferredDatePickerStyle != oldValue { present() } }
  }
  /// Called each time a row crosses the band while a person turns a wheel (a tick sound).
  public var onTick: (@MainActor () -> Void)? {
    get { picker.onTick }
    set { picker.onTick = newValue }
  }
  /// How the wheels are drawn (``WheelLook``).
  public var look: WheelLook {
    get { picker.look }
    set { picker.look = newValue }
  }

  /// A picker in `mode` showing `date` (now, by the local clock, when nil), its minutes
  /// `minuteInterval` apart, between `minimumDate` and `maximumDate`. The date-and-time
  /// mode's Date wheel offers "Today" and a year and a day either side of it: `today`, or
  /// when nil the local day, followed as it changes. Its texts come from `locale` (the
  /// system's when nil, "Today" in `translator`'s words where the app translates it), its
  /// wheels' names from `translator` (the app's gettext domain by default); `look` is how
  /// its wheels are drawn (a slightly magnified band, as iOS's date picker has).
  public init(
    mode: DatePickerMode = .dateAndTime, date: CivilDateTime? = nil, today: CivilDateTime? = nil,
    minuteInterval: Int = 1, minimumDate: CivilDateTime? = nil,
    maximumDate: CivilDateTime? = nil, locale: (any DateLocale)? = nil,
    translator: Translator = .gettext(), look: WheelLook = WheelLook.drum.magnified(1.12)
  ) {
    picker = PickerWidget(look: look)
    widget = Box(.vertical)
    let now = DayWatch.localNow()
    desktopClock = DesktopClock()
    model = DatePickerModel(
      mode: mode, date: date ?? now, today: today ?? now,
      locale: locale ?? SystemDateLocale(translator: translator), translator: translator,
      minuteInterval: minuteInterval, minimumDate: minimumDate, maximumDate: maximumDate,
      clock: desktopClock?.clock ?? .locale, picker: picker)
    dayWatch = today == nil ? DayWatch(day: now) : nil
    model.onValueChanged = { [weak self] _ in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.showValue()
        self.onValueChanged?(self)
      }
    }
    picker.onActivate = { [weak self] in
      guard let self else { return }
      if let compact = self.compact { return compact.popover.popdown() }
      self.onActivate?()
    }
    dayWatch?.onNewDay = { [weak self] day in
      self?.model.today = day
      self?.showValue()
    }
    desktopClock?.onChange = { [weak self] clock in
      self?.model.clock = clock
      self?.showValue()
    }
    present()
  }

  /// Turns the wheels to `date`, clamped to the bounds, as `UIDatePicker.setDate(_:animated:)`:
  /// animated, the wheels roll there. ``onValueChanged`` is not called.
  public func setDate(_ date: CivilDateTime, animated: Bool) {
    model.setDate(date, animated: animated)
    showValue()
  }

  /// Gives the keyboard focus to the first wheel, or in the compact style to the button;
  /// returns whether it took it.
  @discardableResult
  public func grabFocus() -> Bool {
    guard let button = compact?.button else { return picker.grabFocus() }
    button.grabFocus()
    return true
  }
}

extension DatePicker: @MainActor DatePickerValue {}
