// The titles of the date picker's rows, one function per kind of wheel.

extension DateTexts {
  /// A row of the Date wheel: `locale.words.today` for today, else the short weekday, month
  /// and day in the order and punctuation of the locale's natural date ("Mon Nov 30",
  /// "Mo 30. Nov", "Пн 30 ноя", "11月30日 週一").
  public func dayTitle(_ date: CivilDateTime, today: CivilDateTime) -> String {
    if date.year == today.year && date.month == today.month && date.day == today.day {
      return locale.words.today
    }
    if usesFieldSuffixes {
      return "\(monthWithSuffix(date.month))\(number(date.day))"
        + "\(daySuffix) \(weekday(date, short: true))"
    }
    return render(dayRow, date, short: true)
  }

  func monthWithSuffix(_ month: Int) -> String {
    (namesMonth ? self.month(month, short: false) : number(month)) + monthSuffix
  }

  /// The time as the wheels show it: "3:07 PM", "下午 3:07", "15:07", "۱۵:۰۷".
  public func time(hour: Int, minute: Int) -> String {
    let minutes = number(minute, width: 2)
    guard !uses24HourClock else { return "\(number(hour, width: 2)):\(minutes)" }
    let clock = "\(hourTitle(hour)):\(minutes)"
    let period = hour < 12 ? periodSymbols.am : periodSymbols.pm
    return locale.amPMPrecedesHour ? "\(period) \(clock)" : "\(clock) \(period)"
  }

  /// An Hour row: "12", "1" … "11" on a 12-hour clock, "00" … "23" on a 24-hour one.
  public func hourTitle(_ hour: Int) -> String {
    uses24HourClock ? number(hour, width: 2) : number(hour % 12 == 0 ? 12 : hour % 12)
  }

  /// A Minute row: "07", "۰۷".
  public func minuteTitle(_ minute: Int) -> String { number(minute, width: 2) }

  /// A Month row of the date mode: the full name, or the number and its word ("11月");
  /// `standalone`, the name a month has alone (the year-and-month mode's "декабрь", where
  /// the date mode's is "декабря").
  public func monthTitle(_ month: Int, standalone: Bool = false) -> String {
    if usesFieldSuffixes { return monthWithSuffix(month) }
    guard standalone else { return self.month(month, short: false) }
    return name(locale.standaloneMonthNames, month - 1, self.month(month, short: false))
  }

  /// A Day row of the date mode: "30", "۳۰", or "30日".
  public func dayOfMonthTitle(_ day: Int) -> String {
    number(day) + (usesFieldSuffixes ? daySuffix : "")
  }

  /// A Year row of the date mode: "2026", "2569" (Thai), "۲۰۲۶", or "2026年".
  public func yearTitle(_ year: Int) -> String {
    self.year(of: CivilDateTime(year: year, month: 1, day: 1))
      + (usesFieldSuffixes ? yearSuffix : "")
  }

  /// "07" for 7, in ASCII digits.
  public static func twoDigits(_ n: Int) -> String {
    (n < 10 && n >= 0 ? "0" : "") + String(n)
  }
}
