/// English names and a readable English form, the default the Date page's alert uses when
/// no locale-aware formatter is given.
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

  /// "Sunday, November 29, 2026 at 9:32 PM".
  public static func format(_ date: CivilDateTime) -> String {
    let hour12 = date.hour % 12 == 0 ? 12 : date.hour % 12
    let minute = date.minute < 10 ? "0\(date.minute)" : "\(date.minute)"
    let period = date.hour < 12 ? "AM" : "PM"
    return "\(weekdayNames[date.weekday]), \(monthNames[date.month - 1]) \(date.day), "
      + "\(date.year) at \(hour12):\(minute) \(period)"
  }
}
