/// `UIDatePicker`'s modes.
public enum DatePickerMode: Sendable, Equatable {
  /// A Date wheel of days ("Today", "Mon Nov 30"), then hour, minute and, on a 12-hour
  /// clock, AM/PM.
  case dateAndTime
  /// Month, day and year, in the locale's order.
  case date
  /// Month and year, in the locale's order (`UIDatePicker.Mode.yearAndMonth`, iOS 17.4).
  case yearAndMonth
  /// Hour, minute and, on a 12-hour clock, AM/PM.
  case time
  /// Hours and minutes of a duration.
  case countDownTimer
}
