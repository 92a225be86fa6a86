/// What a date picker needs to know of the user's locale: the calendar words, the clock,
/// the order and punctuation of the date's fields, its eras and digits, as the C library
/// describes them, and the words it shows beside dates (``DateWords``, from CLDR).
///
/// The app reads them from glibc (`nl_langinfo`); tests give fixed values
/// (`FixedDateLocale`), so the picker's layout and texts are tested for any locale
/// without installing it. Everything else (`uses24HourClock`, `dateFieldOrder`, …) is
/// derived from these few facts.
public protocol DateLocale {
  /// Full month names, January first (12 of them).
  var monthNames: [String] { get }
  /// Abbreviated month names, January first.
  var shortMonthNames: [String] { get }
  /// Full weekday names, Sunday first (7 of them).
  var weekdayNames: [String] { get }
  /// Abbreviated weekday names, Sunday first.
  var shortWeekdayNames: [String] { get }
  /// The morning and afternoon symbols ("AM", "PM"; "上午", "下午"), empty where unused.
  var amSymbol: String { get }
  /// The afternoon symbol.
  var pmSymbol: String { get }
  /// The date format, strftime style (glibc's `D_FMT`: "%m/%d/%Y", "%d.%m.%Y",
  /// "%Y年%m月%d日").
  var dateFormat: String { get }
  /// The time format (`T_FMT`: "%r", "%T", "%H時%M分%S秒"); a 12-hour one uses `%I`,
  /// `%l` or `%r`.
  var timeFormat: String { get }
  /// The 12-hour time format (`T_FMT_AMPM`: "%I:%M:%S %p", "%p %I時%M分%S秒"): where `%p`
  /// stands says whether AM/PM comes before or after the hour.
  var twelveHourTimeFormat: String { get }
  /// The language's natural form of a date and time (glibc's `_DATE_FMT`, what `date`
  /// prints: "%a %-d. %b %H:%M:%S %Z %Y", "%a %d %b %Y %T %Z"): the order of the words and
  /// the day's punctuation ("7. Dez", "7 дек"). Empty when unknown.
  var naturalDateFormat: String { get }
  /// The eras of the locale's calendar (glibc's `ERA`: "+:1:-543/01/01:+*:พ.ศ.:%EC %Ey"),
  /// for the formats' `%Ey`; empty when it has none.
  var eras: [String] { get }
  /// The locale's alternative digits (glibc's `ALT_DIGITS`: its forms of 0…99, "۰۰" …
  /// "۹۹"), used where its formats ask for them (`%Od`); empty when it has none.
  var alternativeDigits: [String] { get }
  /// "Today" and the countdown's units, in the language of the dates.
  var words: DateWords { get }
  /// Full month names as a month is named alone, not in a date (glibc's `ALTMON`: the
  /// Russian "декабрь" beside the "5 декабря" of ``monthNames``), for the year-and-month
  /// wheels; the same as ``monthNames`` where the language has one form.
  var standaloneMonthNames: [String] { get }
}

/// A field of a date.
public enum DateField: Sendable, Equatable {
  /// The year.
  case year
  /// The month.
  case month
  /// The day of the month.
  case day
}

extension DateLocale {
  /// No natural date format: the picker lays the day out from ``dateFormat``.
  public var naturalDateFormat: String { "" }
  /// No eras.
  public var eras: [String] { [] }
  /// No alternative digits.
  public var alternativeDigits: [String] { [] }
  /// English words.
  public var words: DateWords { .english }
  /// One form of the months' names: ``monthNames``.
  public var standaloneMonthNames: [String] { monthNames }

  /// Whether the locale's clock runs 0–23 (no AM/PM wheel).
  public var uses24HourClock: Bool {
    let format = timeFormat.isEmpty ? "%H" : timeFormat
    // %I and %l are hours 1–12, %r a whole 12-hour time.
    let twelve = StrftimePattern(format).tokens.contains { "Ilr".contains($0.conversion ?? "%") }
    return !twelve || amSymbol.isEmpty || pmSymbol.isEmpty
  }

  /// Whether AM/PM comes before the hour ("下午 3:07").
  public var amPMPrecedesHour: Bool {
    let tokens = StrftimePattern(twelveHourTimeFormat).tokens
    let period = tokens.firstIndex { $0.field == .period }
    let hour = tokens.firstIndex { $0.field == .hour }
    guard let period, let hour else { return false }
    return period < hour
  }

  /// The order of year, month and day in the locale's date format (month, day, year when
  /// the format says nothing).
  public var dateFieldOrder: [DateField] {
    let fields = StrftimePattern(dateFormat).tokens.compactMap(\.field?.dateField)
    let order = fields.reduce(into: [DateField]()) { if !$0.contains($1) { $0.append($1) } }
    return order.count == 3 ? order : [.month, .day, .year]
  }
}
