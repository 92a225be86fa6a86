import PickerKit

/// Fixed locale data, as glibc 2.36 gives it for each locale (`nl_langinfo`), so the date
/// picker is tested in each without installing it.
public enum TestLocales {
  public static let enUS = FixedDateLocale.english

  public static let deDE = FixedDateLocale(
    monthNames: [
      "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
      "Oktober", "November", "Dezember",
    ],
    shortMonthNames: [
      "Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez",
    ],
    weekdayNames: [
      "Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag",
    ],
    shortWeekdayNames: ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"], amSymbol: "", pmSymbol: "",
    dateFormat: "%d.%m.%Y", timeFormat: "%T", twelveHourTimeFormat: "", today: "Heute")

  public static let zhTW = FixedDateLocale(
    monthNames: [
      "一月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "十一月", "十二月",
    ],
    shortMonthNames: (1...12).map { $0 < 10 ? " \($0)月" : "\($0)月" },
    weekdayNames: ["週日", "週一", "週二", "週三", "週四", "週五", "週六"],
    shortWeekdayNames: ["日", "一", "二", "三", "四", "五", "六"], amSymbol: "上午", pmSymbol: "下午",
    dateFormat: "%Y年%m月%d日", timeFormat: "%H時%M分%S秒", twelveHourTimeFormat: "%p %I時%M分%S秒",
    today: "今天")

  /// zh_TW on a 12-hour clock (as a user may set it): AM/PM comes before the hour.
  public static let zhTW12: FixedDateLocale = {
    var locale = zhTW
    locale.timeFormat = locale.twelveHourTimeFormat
    return locale
  }()
}
