import CGtk
import Foundation
import XCTest

@testable import PickerKit
@testable import PickersUI

/// The date picker in every locale glibc installs (Debian's `locales-all`): for a few fixed
/// dates, its digits, years and the day's punctuation are glibc's own (`strftime` of the
/// same fields), and no mode gives an empty row or an unconverted `%`. Headless: only the
/// C library's locales, no display. The differences with glibc that the picker keeps are
/// in HACKING.md ("Dates in every locale").
final class LocaleSweepTests: XCTestCase {
  /// Dates whose day, month and year differ in every digit that matters: one before the
  /// Thai and Japanese eras' changes, one after, one in the Republic of China's first year.
  private let dates = [
    CivilDateTime(year: 2026, month: 12, day: 27, hour: 15, minute: 7),
    CivilDateTime(year: 2019, month: 4, day: 30, hour: 9, minute: 58),
    CivilDateTime(year: 1912, month: 6, day: 3, hour: 0, minute: 41),
  ]

  func testEveryInstalledLocaleWritesItsDatesAsGlibcDoes() throws {
    try XCTSkipIf(
      ProcessInfo.processInfo.environment["GDK_BACKEND"] == "wayland",
      "the sweep runs once, in the X11 lane: it needs no display")
    let names = try installedLocales()
    XCTAssertGreaterThan(
      names.count, 400, "every glibc locale is needed (Debian's locales-all; make deps-test)")
    let saved = String(cString: setlocale(LC_ALL, nil))
    defer { setlocale(LC_ALL, saved) }
    var problems: [String] = []
    var checked = 0
    for name in names where setlocale(LC_ALL, name) != nil {
      checked += 1
      let locale = SystemDateLocale()
      let texts = DateTexts(locale: locale)
      for date in dates {
        problems += compare(texts, locale, date).map { "\(name) \(date): \($0)" }
      }
      problems += emptyRows(locale).map { "\(name): \($0)" }
    }
    XCTAssertGreaterThan(checked, 400)
    XCTAssertTrue(
      problems.isEmpty,
      "\(problems.count) differences:\n" + problems.prefix(40).joined(separator: "\n"))
  }

  /// The locales `locale -a` lists.
  private func installedLocales() throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/locale")
    process.arguments = ["-a"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// glibc's rendering of `format` for `date`, in UTF-8.
  private func glibc(_ format: String, _ date: CivilDateTime, _ codeset: String) -> String {
    var parts = tm()
    parts.tm_year = Int32(date.year - 1900)
    parts.tm_mon = Int32(date.month - 1)
    parts.tm_mday = Int32(date.day)
    parts.tm_hour = Int32(date.hour)
    parts.tm_min = Int32(date.minute)
    parts.tm_wday = Int32(date.weekday)
    var buffer = [CChar](repeating: 0, count: 512)
    let count = strftime(&buffer, buffer.count, format, &parts)
    guard count > 0 else { return "" }
    return SystemDateLocale.utf8(buffer, from: codeset) ?? ""
  }

  /// Where the picker's texts for `date` differ from glibc's.
  private func compare(_ texts: DateTexts, _ locale: SystemDateLocale, _ date: CivilDateTime)
    -> [String]
  {
    let codeset = String(cString: nl_langinfo(nl_item(_NL_TIME_CODESET)))
    var problems: [String] = []
    let format = StrftimePattern(locale.dateFormat)
    // The locale's own formats say whether it writes alternative digits, not the picker.
    let usesO = [locale.dateFormat, locale.timeFormat, locale.naturalDateFormat].contains {
      $0.contains("%O")
    }
    let alternative = usesO && locale.alternativeDigits.count >= 10 ? "O" : ""
    // Digits: the day as the date format writes it (%d or %Od), two digits wide.
    // A minute is always two digits wide, where glibc leaves or_IN's unpadded ("୭").
    let zero = texts.number(0)
    let day = glibc("%\(alternative)d", date, codeset)
    if texts.number(date.day, width: 2) != day && texts.number(date.day, width: 2) != zero + day {
      problems.append("day \(texts.number(date.day, width: 2)) ≠ glibc's \(day)")
    }
    let minute = glibc("%\(alternative)M", date, codeset)
    if texts.minuteTitle(date.minute) != minute && texts.minuteTitle(date.minute) != zero + minute {
      problems.append("minute \(texts.minuteTitle(date.minute)) ≠ glibc's \(minute)")
    }
    // The year: the era's (%Ey, %EY) where the date format writes it, else the whole year in
    // the locale's digits (%OC%Oy where they are used, as glibc writes a year in them).
    let year = format.first(.year)
    let yearFormat =
      year?.modifier == .era
      ? "%E\(year?.conversion ?? "y")" : alternative.isEmpty ? "%Y" : "%OC%Oy"
    let glibcYear = glibc(yearFormat, date, codeset)
    if texts.year(of: date) != glibcYear {
      problems.append("year \(texts.year(of: date)) ≠ glibc's \(glibcYear) (\(yearFormat))")
    }
    // The day's punctuation in the Date wheel's row: what follows the day in glibc's own
    // natural date, up to a space, where the row follows that date and goes on after the
    // day (in UTF-8: some legacy character sets' natural dates hold UTF-8 bytes).
    let natural = StrftimePattern(locale.naturalDateFormat).dayPart
    let row = texts.dayTitle(date, today: CivilDateTime(year: 1, month: 1, day: 1))
    let ours = texts.number(date.day)
    if codeset == "UTF-8", texts.followsNaturalForm, !texts.usesFieldSuffixes,
      !row.hasSuffix(ours), let dayToken = natural.first(.day)
    {
      let dayFormat = "%\(dayToken.modifier == .alternativeDigits ? "O" : "-")d"
      let glibcDay = glibc(dayFormat, date, codeset)
      let glibcText = glibc(locale.naturalDateFormat, date, codeset)
      if let theirs = after(glibcDay, in: glibcText), let mine = after(ours, in: row),
        theirs != mine
      {
        problems.append("the day's punctuation \"\(mine)\" in \(row) ≠ glibc's \"\(theirs)\"")
      }
    }
    return problems
  }

  /// The text after `number` in `text`, up to a space.
  private func after(_ number: String, in text: String) -> String? {
    guard !number.isEmpty, let range = text.range(of: number) else { return nil }
    let rest = text[range.upperBound...].prefix { !$0.isWhitespace && !$0.isNumber }
    return String(rest)
  }

  /// Rows of any mode that are empty or hold an unconverted conversion.
  private func emptyRows(_ locale: SystemDateLocale) -> [String] {
    var problems: [String] = []
    let modes: [DatePickerMode] = [.dateAndTime, .date, .yearAndMonth, .time, .countDownTimer]
    for mode in modes {
      for clock in mode == .time ? [DateClock.twelveHour, .twentyFourHour] : [.locale] {
        let model = DatePickerModel(
          mode: mode, date: dates[0], locale: locale, years: 2000...2030, clock: clock)
        for wheel in model.wheels {
          let bad = wheel.titles.filter { $0.isEmpty || $0.contains("%") }
          if let first = bad.first {
            problems.append("\(mode) \(wheel.name): \(bad.count) rows like \"\(first)\"")
          }
        }
        let alert = model.texts.dateAndTime(dates[0])
        if alert.contains("%") || alert.isEmpty { problems.append("alert \"\(alert)\"") }
      }
    }
    return problems
  }
}
