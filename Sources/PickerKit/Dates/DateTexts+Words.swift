// A whole date, and a countdown's length, in words: the alert's and the compact button's.

extension DateTexts {
  /// The whole date, in words: "Monday, November 30, 2026", "Montag, 30. November 2026",
  /// "Понедельник 30 ноября 2026", "2026年11月30日 週一", "2026. november 30., hétfő".
  public func longDate(_ date: CivilDateTime) -> String { words(date, short: false) }

  /// The date in short words, without the weekday, as a compact date picker shows it:
  /// "Nov 30, 2026", "30. Nov 2026", "30 ноя 2026", "2026年11月30日", "2026. nov. 30.".
  public func shortDate(_ date: CivilDateTime) -> String { words(date, short: true) }

  /// The date in words: with the full weekday and month names, or `short` without the
  /// weekday and with the short month. A month-first date is CLDR's English form, a day with
  /// a dot the German one; any other follows the natural date, the year-first ones too.
  private func words(_ date: CivilDateTime, short: Bool) -> String {
    let weekday = short ? nil : weekday(date, short: false)
    let (day, year) = (number(date.day), year(of: date))
    if usesFieldSuffixes {
      let suffixed = "\(year)\(yearSuffix)\(monthWithSuffix(date.month))\(day)\(daySuffix)"
      return weekday.map { "\(suffixed) \($0)" } ?? suffixed
    }
    let month = month(date.month, short: short)
    let lead = weekday.map { "\($0), " } ?? ""
    if !dayFirst && !yearFirst { return "\(lead)\(month) \(day), \(year)" }
    if dayPunctuation == "." && !yearFirst { return "\(lead)\(day). \(month) \(year)" }
    guard short else { return render(longForm, date, short: false) }
    let pattern = StrftimePattern(tokens: longForm).without { $0.field == .weekday }
    // A day that ends the date keeps its dot ("2026. nov. 30.").
    let dot = pattern.tokens.last?.field == .day && dayPunctuation.hasPrefix(".") ? "." : ""
    return render(pattern.tokens, date, short: true) + dot
  }

  /// The month and year, as a compact picker of `yearAndMonth` shows them: "November 2026",
  /// "2026年11月".
  public func monthAndYear(_ date: CivilDateTime) -> String {
    if usesFieldSuffixes {
      let text = yearTitle(date.year) + monthTitle(date.month)
      return String(text.reversed().drop { $0.isWhitespace }.reversed())  // ko_KR's "월 "
    }
    guard yearFirst else { return "\(monthTitle(date.month, standalone: true)) \(year(of: date))" }
    let pattern = StrftimePattern(tokens: longForm).without {
      $0.field == .weekday || $0.field == .day
    }
    return render(pattern.tokens, date, short: false)
  }

  /// The date and time in words, as the wheels show them.
  public func dateAndTime(_ date: CivilDateTime) -> String {
    "\(longDate(date)) \(time(hour: date.hour, minute: date.minute))"
  }

  /// `seconds` as a countdown shows them, in whole minutes, in the locale's digits, units
  /// and plural forms: "1 hour 5 min", "2 hours", "5 min" (a part that is zero is left out,
  /// as is a negative length; less than a minute is "0 min").
  public func duration(_ seconds: Int) -> String {
    let minutes = max(seconds, 0) / 60
    let (hours, rest) = (minutes / 60, minutes % 60)
    let words = locale.words
    func part(_ count: Int, _ unit: String, leads: Bool) -> String {
      leads ? "\(unit) \(number(count))" : "\(number(count)) \(unit)"
    }
    var parts: [String] = []
    if hours > 0 { parts.append(part(hours, words.hours(hours), leads: words.hourPrecedesNumber)) }
    if rest > 0 || hours == 0 {
      parts.append(part(rest, words.minutes(rest), leads: words.minutePrecedesNumber))
    }
    return parts.joined(separator: " ")
  }
}
