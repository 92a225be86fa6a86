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

  /// Reads the current `LC_TIME` locale; `today` is the word for today.
  public init(today: String) {
    func item(_ item: nl_item) -> String { nl_langinfo(item).map { String(cString: $0) } ?? "" }
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

  /// Some locales pad short month names (" 1月"): drop the padding.
  private static func trimmed(_ text: String) -> String {
    String(text.drop { $0 == " " })
  }
}
