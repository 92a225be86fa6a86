/// A `DateLocale` with fixed values: the English default, and the locales tests use.
public struct FixedDateLocale: DateLocale, Sendable {
  /// Full month names, January first.
  public var monthNames: [String]
  /// Abbreviated month names.
  public var shortMonthNames: [String]
  /// Full weekday names, Sunday first.
  public var weekdayNames: [String]
  /// Abbreviated weekday names.
  public var shortWeekdayNames: [String]
  /// The morning symbol.
  public var amSymbol: String
  /// The afternoon symbol.
  public var pmSymbol: String
  /// The date format (`D_FMT`).
  public var dateFormat: String
  /// The time format (`T_FMT`).
  public var timeFormat: String
  /// The 12-hour time format (`T_FMT_AMPM`).
  public var twelveHourTimeFormat: String
  /// The natural date format (`_DATE_FMT`).
  public var naturalDateFormat: String
  /// The eras (`ERA`).
  public var eras: [String]
  /// The alternative digits (`ALT_DIGITS`).
  public var alternativeDigits: [String]
  /// The months as named alone (`ALTMON`); empty: ``monthNames``.
  public var standaloneMonths: [String]
  /// The months as named alone: ``standaloneMonths``, or ``monthNames`` when it is empty.
  public var standaloneMonthNames: [String] {
    standaloneMonths.isEmpty ? monthNames : standaloneMonths
  }
  /// "Today" and the countdown's units.
  public var words: DateWords

  /// A locale from its parts.
  public init(
    monthNames: [String], shortMonthNames: [String], weekdayNames: [String],
    shortWeekdayNames: [String], amSymbol: String, pmSymbol: String, dateFormat: String,
    timeFormat: String, twelveHourTimeFormat: String, naturalDateFormat: String = "",
    eras: [String] = [], alternativeDigits: [String] = [], words: DateWords = .english,
    standaloneMonths: [String] = []
  ) {
    self.standaloneMonths = standaloneMonths
    self.monthNames = monthNames
    self.shortMonthNames = shortMonthNames
    self.weekdayNames = weekdayNames
    self.shortWeekdayNames = shortWeekdayNames
    self.amSymbol = amSymbol
    self.pmSymbol = pmSymbol
    self.dateFormat = dateFormat
    self.timeFormat = timeFormat
    self.twelveHourTimeFormat = twelveHourTimeFormat
    self.naturalDateFormat = naturalDateFormat
    self.eras = eras
    self.alternativeDigits = alternativeDigits
    self.words = words
  }

  /// US English, as glibc's en_US describes it.
  public static let english = FixedDateLocale(
    monthNames: EnglishCalendar.monthNames,
    shortMonthNames: EnglishCalendar.monthNames.map { String($0.prefix(3)) },
    weekdayNames: EnglishCalendar.weekdayNames,
    shortWeekdayNames: EnglishCalendar.weekdayNames.map { String($0.prefix(3)) },
    amSymbol: "AM", pmSymbol: "PM", dateFormat: "%m/%d/%Y", timeFormat: "%r",
    twelveHourTimeFormat: "%I:%M:%S %p", naturalDateFormat: "%a %b %e %r %Z %Y")
}
