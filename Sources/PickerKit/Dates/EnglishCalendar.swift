/// English calendar names: the words of `FixedDateLocale.english`, and what `DateTexts`
/// falls back on when a locale lacks a name.
public enum EnglishCalendar {
  /// January … December.
  public static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  /// Sunday … Saturday.
  public static let weekdayNames = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]
}
