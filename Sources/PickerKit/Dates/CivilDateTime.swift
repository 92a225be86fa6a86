#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A wall-clock date and time (proleptic Gregorian calendar, minute precision), as a date
/// picker's wheels show it. No time zone: it is what the person reads, so a time that a
/// daylight-saving change skips is still exactly the time chosen.
public struct CivilDateTime: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year, e.g. 2026.
  public var year: Int
  /// The month, 1…12.
  public var month: Int
  /// The day of the month, 1…`daysInMonth`.
  public var day: Int
  /// The hour, 0…23.
  public var hour: Int
  /// The minute, 0…59.
  public var minute: Int

  /// Creates a date and time; the day is clamped to the month's length and the other
  /// fields to their ranges.
  public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0) {
    self.year = year
    self.month = min(max(month, 1), 12)
    self.hour = min(max(hour, 0), 23)
    self.minute = min(max(minute, 0), 59)
    self.day = min(max(day, 1), Self.daysInMonth(self.month, year: year))
  }

  /// Whether `year` is a leap year in the Gregorian calendar.
  public static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// The number of days of `month` (1…12) in `year`.
  public static func daysInMonth(_ month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days since 1970-01-01 (negative before), for counting days across months and years.
  public var dayNumber: Int {
    // Howard Hinnant's days_from_civil.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date `dayNumber` days after 1970-01-01, at `hour`:`minute`.
  public init(dayNumber: Int, hour: Int = 0, minute: Int = 0) {
    // Howard Hinnant's civil_from_days.
    let z = dayNumber + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    self.init(
      year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day, hour: hour,
      minute: minute)
  }

  /// Earlier dates and times first.
  public static func < (a: CivilDateTime, b: CivilDateTime) -> Bool {
    (a.year, a.month, a.day, a.hour, a.minute) < (b.year, b.month, b.day, b.hour, b.minute)
  }

  /// The number of days of this date's month.
  public var daysInMonth: Int { Self.daysInMonth(month, year: year) }

  /// The day of the week, 0 = Sunday … 6 = Saturday, for any year of the proleptic
  /// Gregorian calendar, year 0 and the years before it included: counted from
  /// ``dayNumber`` (1970-01-01 was a Thursday), whose arithmetic floors for negative years.
  public var weekday: Int {
    ((dayNumber + 4) % 7 + 7) % 7
  }

  /// ISO 8601 form, "2026-11-29 21:32".
  public var description: String {
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(year)-\(two(month))-\(two(day)) \(two(hour)):\(two(minute))"
  }

  /// The local date and time now, from the C library's clock and time zone.
  public static func now() -> CivilDateTime {
    var seconds = time(nil)
    var parts = tm()
    guard localtime_r(&seconds, &parts) != nil else {
      return CivilDateTime(year: 1970, month: 1, day: 1)
    }
    return CivilDateTime(
      year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday),
      hour: Int(parts.tm_hour), minute: Int(parts.tm_min))
  }
}
