import CGtk
import PickerKit

/// The user's date locale, from the C library (`nl_langinfo` under `LC_TIME`, set from the
/// environment by `TextDomain.bind`): month and weekday names, AM/PM, the clock and the
/// date format, as glibc's locale data gives them.
public struct SystemDateLocale: DateLocale {
  /// Full month names, January first.
  public let monthNames: [String]
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
  /// "Today", translated by the caller.
  public let today: String

  /// Reads the current `LC_TIME` locale; `today` is the word for today. Its texts are in the
  /// locale's own character set (ISO-8859-1 under `fr_FR.ISO-8859-1`, Big5 under
  /// `zh_TW.BIG5`), whatever `LC_CTYPE` says: each is converted from `LC_TIME`'s codeset to
  /// UTF-8, and one that does not convert is left empty (the English name stands in).
  public init(today: String) {
    let codeset = nl_langinfo(nl_item(_NL_TIME_CODESET)).map { String(cString: $0) } ?? ""
    func item(_ item: nl_item) -> String {
      nl_langinfo(item).flatMap { Self.utf8($0, from: codeset) } ?? ""
    }
    func items(_ first: Int32, _ count: Int32) -> [String] {
      (0..<count).map { item(nl_item(first + $0)) }
    }
    monthNames = items(Int32(MON_1), 12)
    shortMonthNames = items(Int32(ABMON_1), 12).map(Self.trimmed)
    weekdayNames = items(Int32(DAY_1), 7)
    shortWeekdayNames = items(Int32(ABDAY_1), 7)
    amSymbol = item(nl_item(AM_STR))
    pmSymbol = item(nl_item(PM_STR))
    dateFormat = item(nl_item(D_FMT))
    timeFormat = item(nl_item(T_FMT))
    twelveHourTimeFormat = item(nl_item(T_FMT_AMPM))
    self.today = today
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
