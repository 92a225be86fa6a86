/// The texts a date picker shows, laid out as the locale lays out dates: names and order
/// from `DateLocale`, numbers from the date. Nothing here converts through a time zone, so
/// a time is always named exactly as the wheels show it, even one that a daylight-saving
/// change skips.
public struct DateTexts {
  /// Where the words and the layout come from.
  public let locale: any DateLocale
  /// Whether the locale writes a date's fields with words after them ("2026年11月30日")
  /// rather than with separators ("11/30/2026").
  public let usesFieldSuffixes: Bool
  /// Whether the clock runs 0–23 (read once: every Hour row asks).
  private let uses24HourClock: Bool
  /// Whether the day comes before the month (anything but month, day, year).
  private let dayFirst: Bool
  /// Whether the locale writes "30." for the 30th ("30.11.2026").
  private let dayTakesPeriod: Bool
  /// The word after the year ("年"), or the separator ("/").
  private let yearSuffix: String
  /// The word or separator after the month.
  private let monthSuffix: String
  /// The word or separator after the day.
  private let daySuffix: String

  /// Texts for `locale`. The locale's formats are read here, once, not for each of the
  /// hundreds of rows a Date wheel formats.
  public init(locale: any DateLocale) {
    self.locale = locale
    let pattern = StrftimePattern(locale.dateFormat)
    yearSuffix = pattern.suffix(after: .year)
    monthSuffix = pattern.suffix(after: .month)
    daySuffix = pattern.suffix(after: .day)
    usesFieldSuffixes = (daySuffix + monthSuffix).unicodeScalars.contains {
      $0.properties.isAlphabetic
    }
    uses24HourClock = locale.uses24HourClock
    dayFirst = locale.dateFieldOrder != [.month, .day, .year]
    dayTakesPeriod = daySuffix.hasPrefix(".")
  }

  private func name(_ names: [String], _ index: Int, _ fallback: String) -> String {
    names.indices.contains(index) && !names[index].isEmpty ? names[index] : fallback
  }

  private func weekday(_ date: CivilDateTime, short: Bool) -> String {
    let full = name(locale.weekdayNames, date.weekday, EnglishCalendar.weekdayNames[date.weekday])
    guard short else { return full }
    let abbreviated = name(locale.shortWeekdayNames, date.weekday, full)
    // A one-letter abbreviation ("一") reads better whole ("週一").
    return abbreviated.count > 1 ? abbreviated : full
  }

  private func month(_ month: Int, short: Bool) -> String {
    let full = name(locale.monthNames, month - 1, EnglishCalendar.monthNames[month - 1])
    return short ? name(locale.shortMonthNames, month - 1, full) : full
  }

  /// A row of the Date wheel: `today` for today, else the short weekday, month and day
  /// ("Mon Nov 30", "Mo 30. Nov", "11月30日 週一").
  public func dayTitle(_ date: CivilDateTime, today: CivilDateTime) -> String {
    if date.year == today.year && date.month == today.month && date.day == today.day {
      return locale.today
    }
    if usesFieldSuffixes {
      return "\(date.month)\(monthSuffix)\(date.day)"
        + "\(daySuffix) \(weekday(date, short: true))"
    }
    let weekday = weekday(date, short: true)
    let month = month(date.month, short: true)
    if !dayFirst { return "\(weekday) \(month) \(date.day)" }
    return "\(weekday) \(date.day)\(dayTakesPeriod ? "." : "") \(month)"
  }

  /// The whole date, in words: "Monday, November 30, 2026", "Montag, 30. November 2026",
  /// "2026年11月30日 週一".
  public func longDate(_ date: CivilDateTime) -> String {
    let weekday = weekday(date, short: false)
    if usesFieldSuffixes {
      return "\(date.year)\(yearSuffix)\(date.month)"
        + "\(monthSuffix)\(date.day)\(daySuffix) \(weekday)"
    }
    let month = month(date.month, short: false)
    if !dayFirst { return "\(weekday), \(month) \(date.day), \(date.year)" }
    if dayTakesPeriod { return "\(weekday), \(date.day). \(month) \(date.year)" }
    return "\(weekday) \(date.day) \(month) \(date.year)"
  }

  /// The time as the wheels show it: "3:07 PM", "下午 3:07", "15:07".
  public func time(hour: Int, minute: Int) -> String {
    let minutes = Self.twoDigits(minute)
    guard !uses24HourClock else { return "\(Self.twoDigits(hour)):\(minutes)" }
    let clock = "\(hourTitle(hour)):\(minutes)"
    let period = hour < 12 ? locale.amSymbol : locale.pmSymbol
    return locale.amPMPrecedesHour ? "\(period) \(clock)" : "\(clock) \(period)"
  }

  /// The date and time in words, as the wheels show them.
  public func dateAndTime(_ date: CivilDateTime) -> String {
    "\(longDate(date)) \(time(hour: date.hour, minute: date.minute))"
  }

  /// An Hour row: "12", "1" … "11" on a 12-hour clock, "00" … "23" on a 24-hour one.
  public func hourTitle(_ hour: Int) -> String {
    uses24HourClock ? Self.twoDigits(hour) : String(hour % 12 == 0 ? 12 : hour % 12)
  }

  /// A Month row of the date mode: the full name, or the number and its word ("11月").
  public func monthTitle(_ month: Int) -> String {
    usesFieldSuffixes
      ? "\(month)\(monthSuffix)" : self.month(month, short: false)
  }

  /// A Day row of the date mode: "30", or "30日".
  public func dayOfMonthTitle(_ day: Int) -> String {
    String(day) + (usesFieldSuffixes ? daySuffix : "")
  }

  /// A Year row of the date mode: "2026", or "2026年".
  public func yearTitle(_ year: Int) -> String {
    String(year) + (usesFieldSuffixes ? yearSuffix : "")
  }

  /// "07" for 7.
  public static func twoDigits(_ n: Int) -> String {
    (n < 10 && n >= 0 ? "0" : "") + String(n)
  }
}
