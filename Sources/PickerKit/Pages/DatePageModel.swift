/// The Date page: Month, Day, Year, Hour and Minute wheels that start at "now".
///
/// The Day wheel holds as many rows as the selected month has days; when the month or
/// year changes, the Day wheel reloads and the selected day clamps (31 Jan → Feb 28/29).
public final class DatePageModel: PickerOwningModel, SelectButtonModel {
  /// The wheels, left to right.
  public enum Component: Int, CaseIterable, Sendable {
    /// January … December.
    case month
    /// 1 … the month's last day.
    case day
    /// The years the model offers.
    case year
    /// 00 … 23.
    case hour
    /// 00 … 59.
    case minute
  }

  /// Month, Day, Year, Hour, Minute.
  public private(set) var wheels: [Wheel]
  /// The wheels this model drives.
  public let picker: any PickerView
  /// The years the Year wheel offers.
  public let years: ClosedRange<Int>
  private let format: (CivilDateTime) -> String

  /// A model starting at `now`, offering `years`, whose alert formats the date with
  /// `format` (the app gives a locale-aware one).
  public init(
    now: CivilDateTime, years: ClosedRange<Int> = 1900...2100,
    format: @escaping (CivilDateTime) -> String = EnglishCalendar.format,
    picker: any PickerView = Picker()
  ) {
    self.years = years
    self.format = format
    wheels = [
      Wheel(name: "Month", titles: EnglishCalendar.monthNames),
      Wheel(name: "Day", titles: Self.dayTitles(now.daysInMonth)),
      Wheel(name: "Year", titles: years.map(String.init)),
      Wheel(name: "Hour", titles: (0..<24).map(Self.twoDigits)),
      Wheel(name: "Minute", titles: (0..<60).map(Self.twoDigits)),
    ]
    self.picker = picker
    picker.attach(self)
    setDate(now, animated: false)
  }

  /// The date and time the wheels show.
  public var date: CivilDateTime {
    CivilDateTime(
      year: years.lowerBound + max(0, row(.year)), month: row(.month) + 1, day: row(.day) + 1,
      hour: row(.hour), minute: row(.minute))
  }

  /// Turns the wheels to `date` (its year clamped to `years`), as `UIDatePicker.setDate`.
  public func setDate(_ date: CivilDateTime, animated: Bool) {
    let year = min(max(date.year, years.lowerBound), years.upperBound)
    let target = CivilDateTime(
      year: year, month: date.month, day: date.day, hour: date.hour, minute: date.minute)
    select(.month, target.month - 1, animated)
    select(.year, year - years.lowerBound, animated)
    updateDays(selecting: target.day, animated: animated)
    select(.hour, target.hour, animated)
    select(.minute, target.minute, animated)
  }

  /// Keeps the Day wheel in step with the month and year a person picks.
  public func picker(_ picker: any PickerView, didSelectRow row: Int, inComponent component: Int) {
    guard component == Component.month.rawValue || component == Component.year.rawValue else {
      return
    }
    updateDays(selecting: self.row(.day) + 1, animated: true)
  }

  /// What the Select button shows.
  public func buttonPressed() -> Alert {
    Alert(
      title: "Date and Time Selected", message: "The date and time you selected is \(format(date))",
      buttonText: "That's true")
  }

  private func updateDays(selecting day: Int, animated: Bool) {
    let month = row(.month) + 1
    let year = years.lowerBound + max(0, row(.year))
    let days = CivilDateTime.daysInMonth(month, year: year)
    if wheels[Component.day.rawValue].titles.count != days {
      wheels[Component.day.rawValue].titles = Self.dayTitles(days)
      picker.reloadComponent(Component.day.rawValue)
    }
    select(.day, min(max(day, 1), days) - 1, animated)
  }

  private func row(_ component: Component) -> Int {
    max(0, picker.selectedRow(inComponent: component.rawValue))
  }

  private func select(_ component: Component, _ row: Int, _ animated: Bool) {
    picker.selectRow(row, inComponent: component.rawValue, animated: animated)
  }

  private static func dayTitles(_ count: Int) -> [String] { (1...count).map(String.init) }

  private static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
