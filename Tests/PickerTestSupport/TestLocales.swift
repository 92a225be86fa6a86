import PickerKit

/// Fixed locale data, as glibc 2.36 gives it for each locale (`nl_langinfo`), so the date
/// picker is tested in each without installing it; their words are CLDR's (`DateWords`).
public enum TestLocales {
  public static let enUS = FixedDateLocale.english

  /// de_DE.UTF-8, as glibc 2.36 has it.
  public static let deDE = FixedDateLocale(
    monthNames: [
      "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
      "November", "Dezember",
    ],
    shortMonthNames: [
      "Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez",
    ],
    weekdayNames: [
      "Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag",
    ],
    shortWeekdayNames: ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"],
    amSymbol: "", pmSymbol: "",
    dateFormat: "%d.%m.%Y", timeFormat: "%T",
    twelveHourTimeFormat: "",
    naturalDateFormat: "%a %-d. %b %H:%M:%S %Z %Y",
    eras: [],
    alternativeDigits: [],
    words: DateWords.cldr(localeName: "de_DE.UTF-8") ?? .english)

  /// ru_RU.UTF-8, as glibc 2.36 has it.
  public static let ruRU = FixedDateLocale(
    monthNames: [
      "января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября",
      "октября", "ноября", "декабря",
    ],
    shortMonthNames: [
      "янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сен", "окт", "ноя", "дек",
    ],
    weekdayNames: [
      "Воскресенье", "Понедельник", "Вторник", "Среда", "Четверг", "Пятница", "Суббота",
    ],
    shortWeekdayNames: ["Вс", "Пн", "Вт", "Ср", "Чт", "Пт", "Сб"],
    amSymbol: "", pmSymbol: "",
    dateFormat: "%d.%m.%Y", timeFormat: "%T",
    twelveHourTimeFormat: "",
    naturalDateFormat: "%a %d %b %Y %T %Z",
    eras: [],
    alternativeDigits: [],
    words: DateWords.cldr(localeName: "ru_RU.UTF-8") ?? .english,
    standaloneMonths: [
      "Январь", "Февраль", "Март", "Апрель", "Май", "Июнь", "Июль", "Август", "Сентябрь",
      "Октябрь", "Ноябрь", "Декабрь",
    ])

  /// th_TH.UTF-8, as glibc 2.36 has it.
  public static let thTH = FixedDateLocale(
    monthNames: [
      "มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม", "กันยายน",
      "ตุลาคม", "พฤศจิกายน", "ธันวาคม",
    ],
    shortMonthNames: [
      "ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.",
      "ธ.ค.",
    ],
    weekdayNames: ["อาทิตย์", "จันทร์", "อังคาร", "พุธ", "พฤหัสบดี", "ศุกร์", "เสาร์"],
    shortWeekdayNames: ["อา.", "จ.", "อ.", "พ.", "พฤ.", "ศ.", "ส."],
    amSymbol: "AM", pmSymbol: "PM",
    dateFormat: "%d/%m/%Ey", timeFormat: "%H:%M:%S",
    twelveHourTimeFormat: "%I:%M:%S %p",
    naturalDateFormat: "%a %e %b %Ey %H:%M:%S %Z",
    eras: ["+:1:-543/01/01:+*:พ.ศ.:%EC %Ey"],
    alternativeDigits: [],
    words: DateWords.cldr(localeName: "th_TH.UTF-8") ?? .english)

  /// fa_IR.UTF-8, as glibc 2.36 has it.
  public static let faIR = FixedDateLocale(
    monthNames: [
      "ژانویه", "فوریه", "مارس", "آوریل", "مه", "ژوئن", "ژوئیه", "اوت", "سپتامبر", "اكتبر",
      "نوامبر", "دسامبر",
    ],
    shortMonthNames: [
      "ژانویه", "فوریه", "مارس", "آوریل", "مه", "ژوئن", "ژوئیه", "اوت", "سپتامبر", "اكتبر",
      "نوامبر", "دسامبر",
    ],
    weekdayNames: ["یکشنبه", "دوشنبه", "سه‌شنبه", "چهارشنبه", "پنجشنبه", "جمعه", "شنبه"],
    shortWeekdayNames: ["یکشنبه", "دوشنبه", "سه‌شنبه", "چهارشنبه", "پنجشنبه", "جمعه", "شنبه"],
    amSymbol: "", pmSymbol: "",
    dateFormat: "%Oy/%Om/%Od", timeFormat: "%OH:%OM:%OS",
    twelveHourTimeFormat: "",
    naturalDateFormat: "‫%A %Oe %B %Oy، ساعت %OH:%OM:%OS (%Z)‬",
    eras: [],
    alternativeDigits: [
      "۰۰", "۰۱", "۰۲", "۰۳", "۰۴", "۰۵", "۰۶", "۰۷", "۰۸", "۰۹", "۱۰", "۱۱", "۱۲", "۱۳", "۱۴",
      "۱۵", "۱۶", "۱۷", "۱۸", "۱۹", "۲۰", "۲۱", "۲۲", "۲۳", "۲۴", "۲۵", "۲۶", "۲۷", "۲۸", "۲۹",
      "۳۰", "۳۱", "۳۲", "۳۳", "۳۴", "۳۵", "۳۶", "۳۷", "۳۸", "۳۹", "۴۰", "۴۱", "۴۲", "۴۳", "۴۴",
      "۴۵", "۴۶", "۴۷", "۴۸", "۴۹", "۵۰", "۵۱", "۵۲", "۵۳", "۵۴", "۵۵", "۵۶", "۵۷", "۵۸", "۵۹",
      "۶۰", "۶۱", "۶۲", "۶۳", "۶۴", "۶۵", "۶۶", "۶۷", "۶۸", "۶۹", "۷۰", "۷۱", "۷۲", "۷۳", "۷۴",
      "۷۵", "۷۶", "۷۷", "۷۸", "۷۹", "۸۰", "۸۱", "۸۲", "۸۳", "۸۴", "۸۵", "۸۶", "۸۷", "۸۸", "۸۹",
      "۹۰", "۹۱", "۹۲", "۹۳", "۹۴", "۹۵", "۹۶", "۹۷", "۹۸", "۹۹",
    ],
    words: DateWords.cldr(localeName: "fa_IR.UTF-8") ?? .english)

  /// ja_JP.UTF-8, as glibc 2.36 has it.
  public static let jaJP = FixedDateLocale(
    monthNames: ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"],
    shortMonthNames: [
      " 1月", " 2月", " 3月", " 4月", " 5月", " 6月", " 7月", " 8月", " 9月", "10月", "11月", "12月",
    ],
    weekdayNames: ["日曜日", "月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日"],
    shortWeekdayNames: ["日", "月", "火", "水", "木", "金", "土"],
    amSymbol: "午前", pmSymbol: "午後",
    dateFormat: "%Y年%m月%d日", timeFormat: "%H時%M分%S秒",
    twelveHourTimeFormat: "%p%I時%M分%S秒",
    naturalDateFormat: "%Y年 %b %e日 %A %H:%M:%S %Z",
    eras: [
      "+:2:2020/01/01:+*:令和:%EC%Ey年", "+:1:2019/05/01:2019/12/31:令和:%EC元年",
      "+:2:1990/01/01:2019/04/30:平成:%EC%Ey年", "+:1:1989/01/08:1989/12/31:平成:%EC元年",
      "+:2:1927/01/01:1989/01/07:昭和:%EC%Ey年", "+:1:1926/12/25:1926/12/31:昭和:%EC元年",
      "+:2:1913/01/01:1926/12/24:大正:%EC%Ey年", "+:1:1912/07/30:1912/12/31:大正:%EC元年",
      "+:6:1873/01/01:1912/07/29:明治:%EC%Ey年", "+:1:0001/01/01:1872/12/31:西暦:%EC%Ey年",
      "+:1:-0001/12/31:-*:紀元前:%EC%Ey年",
    ],
    alternativeDigits: [
      "〇", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二", "十三", "十四", "十五", "十六",
      "十七", "十八", "十九", "二十", "二十一", "二十二", "二十三", "二十四", "二十五", "二十六", "二十七", "二十八", "二十九", "三十",
      "三十一", "三十二", "三十三", "三十四", "三十五", "三十六", "三十七", "三十八", "三十九", "四十", "四十一", "四十二", "四十三",
      "四十四", "四十五", "四十六", "四十七", "四十八", "四十九", "五十", "五十一", "五十二", "五十三", "五十四", "五十五", "五十六",
      "五十七", "五十八", "五十九", "六十", "六十一", "六十二", "六十三", "六十四", "六十五", "六十六", "六十七", "六十八", "六十九",
      "七十", "七十一", "七十二", "七十三", "七十四", "七十五", "七十六", "七十七", "七十八", "七十九", "八十", "八十一", "八十二",
      "八十三", "八十四", "八十五", "八十六", "八十七", "八十八", "八十九", "九十", "九十一", "九十二", "九十三", "九十四", "九十五",
      "九十六", "九十七", "九十八", "九十九",
    ],
    words: DateWords.cldr(localeName: "ja_JP.UTF-8") ?? .english)

  public static let zhTW = FixedDateLocale(
    monthNames: [
      "一月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "十一月", "十二月",
    ],
    shortMonthNames: (1...12).map { $0 < 10 ? " \($0)月" : "\($0)月" },
    weekdayNames: ["週日", "週一", "週二", "週三", "週四", "週五", "週六"],
    shortWeekdayNames: ["日", "一", "二", "三", "四", "五", "六"], amSymbol: "上午", pmSymbol: "下午",
    dateFormat: "%Y年%m月%d日", timeFormat: "%H時%M分%S秒", twelveHourTimeFormat: "%p %I時%M分%S秒",
    naturalDateFormat: "西元%Y年%m月%d日 (%A) %H時%M分%S秒 %Z",
    eras: [
      "+:2:1913/01/01:+*:民國:%EC%Ey年", "+:1:1912/01/01:1912/12/31:民國:%EC元年",
      "+:1:1911/12/31:-*:民前:%EC%Ey年",
    ], words: DateWords.cldr(localeName: "zh_TW.UTF-8") ?? .english)

  /// zh_TW on a 12-hour clock (as a user may set it): AM/PM comes before the hour.
  public static let zhTW12: FixedDateLocale = {
    var locale = zhTW
    locale.timeFormat = locale.twelveHourTimeFormat
    return locale
  }()
}
