import CGtk
import PickerKit

/// The user's date locale, from the C library (`nl_langinfo` under `LC_TIME`, set from the
/// environment by `TextDomain.bind`): month and weekday names, AM/PM, the clock, the date
/// formats, eras and alternative digits, as glibc's locale data gives them, and the words
/// beside the dates in `LC_TIME`'s language, from CLDR (`DateWords`: the Date wheel's
/// "Today", and the countdown's units).
public struct SystemDateLocale: DateLocale {
  /// Full month names, January first.
  public let monthNames: [String]
  /// Full month names as a month is named alone (`ALTMON`).
  public let standaloneMonthNames: [String]
  /// Abbreviated month names.
  public let shortMonthNames: [String]
  /// Full weekday names, Sunday first.
  public let weekdayNames: [String]
  /// Abbreviated weekday names.
  public let shortWeekdayNames: [String]
  /// The morning symbol ("" where the locale has none).
  public let amSymbol: String
  /// The afternoon symbol.
  public let pmSymbol: String
  /// `D_FMT`.
  public let dateFormat: String
  /// `T_FMT`.
  public let timeFormat: String
  /// `T_FMT_AMPM`.
  public let twelveHourTimeFormat: String
  /// `_DATE_FMT`.
  public let naturalDateFormat: String
  /// `ERA`'s entries.
  public let eras: [String]
  /// `ALT_DIGITS`' forms of 0…99 (none for most locales).
  public let alternativeDigits: [String]
  /// "Today" and the countdown's units in `LC_TIME`'s language.
  public let words: DateWords
  /// The `LC_TIME` locale's name ("de_DE.UTF-8").
  public let name: String

  /// Reads the current `LC_TIME` locale. Its texts are in the locale's own character set
  /// (ISO-8859-1 under `fr_FR.ISO-8859-1`, TIS-620 under `th_TH`), whatever `LC_CTYPE`
  /// says: each is converted from `LC_TIME`'s codeset to UTF-8, and one that does not
  /// convert is left empty (the English name stands in).
  ///
  /// "Today" is `translator`'s where the app translates it into the language of its dates
  /// (its messages and `LC_TIME` in one language), else CLDR's.
  public init(translator: Translator = .english) {
    name = setlocale(LC_TIME, nil).map { String(cString: $0) } ?? "C"
    let codeset = nl_langinfo(nl_item(_NL_TIME_CODESET)).map { String(cString: $0) } ?? ""
    func item(_ item: nl_item) -> String {
      nl_langinfo(item).flatMap { Self.utf8($0, from: codeset) } ?? ""
    }
    func items(_ first: Int32, _ count: Int32) -> [String] {
      (0..<count).map { item(nl_item(first + $0)) }
    }
    monthNames = items(Int32(MON_1), 12)
    standaloneMonthNames = items(Int32(__ALTMON_1), 12)  // ALTMON_1, a macro Swift cannot see
    shortMonthNames = items(Int32(ABMON_1), 12).map(Self.trimmed)
    weekdayNames = items(Int32(DAY_1), 7)
    shortWeekdayNames = items(Int32(ABDAY_1), 7)
    amSymbol = item(nl_item(AM_STR))
    pmSymbol = item(nl_item(PM_STR))
    dateFormat = item(nl_item(D_FMT))
    timeFormat = item(nl_item(T_FMT))
    twelveHourTimeFormat = item(nl_item(T_FMT_AMPM))
    naturalDateFormat = item(nl_item(_DATE_FMT))
    let eraCount = Int(bitPattern: nl_langinfo(nl_item(_NL_TIME_ERA_NUM_ENTRIES))) & 0xFFFF
    eras = Self.list(nl_langinfo(nl_item(ERA)), limit: min(max(eraCount, 0), 100), codeset)
    alternativeDigits = Self.list(nl_langinfo(nl_item(ALT_DIGITS)), limit: 100, codeset)
    var words = DateWords.cldr(localeName: name) ?? .english
    // Translators: the Date wheel's row for today. Shown where the dates are in your
    // language too; elsewhere the word of the dates' language (CLDR's) is.
    let appToday = translator.tr("Today")
    let messages = setlocale(LC_MESSAGES, nil).map { String(cString: $0) } ?? "C"
    if appToday != "Today" && Self.language(messages) == Self.language(name) {
      words.today = appToday
    }
    self.words = words
  }

  /// The language of a locale's name: "de" for "de_DE.UTF-8".
  static func language(_ name: String) -> Substring {
    name.prefix { $0 != "_" && $0 != "." && $0 != "@" }
  }

  /// Up to `limit` strings laid end to end, each ended by a NUL, as glibc keeps `ERA` and
  /// `ALT_DIGITS`; the list ends early at an empty one.
  static func list(_ first: UnsafePointer<CChar>?, limit: Int, _ codeset: String) -> [String] {
    guard var next = first else { return [] }
    var strings: [String] = []
    while strings.count < limit, next.pointee != 0 {
      strings.append(utf8(next, from: codeset) ?? "")
      next += strlen(next) + 1
    }
    return strings
  }

  /// `text` in UTF-8, converted from `codeset` (GLib's `g_convert`), or nil when it does not
  /// convert.
  static func utf8(_ text: UnsafePointer<CChar>, from codeset: String) -> String? {
    if codeset.isEmpty || codeset == "UTF-8" { return String(validatingCString: text) }
    guard let converted = g_convert(text, -1, "UTF-8", codeset, nil, nil, nil) else { return nil }
    defer { g_free(converted) }
    return String(validatingCString: converted)
  }

  /// Some locales pad short month names (" 1月"): drop the padding.
  private static func trimmed(_ text: String) -> String {
    String(text.drop { $0 == " " })
  }
}
