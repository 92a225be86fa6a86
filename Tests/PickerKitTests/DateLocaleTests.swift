import PickerKit
import PickerTestSupport
import Testing

/// A Monday afternoon in December.
private let monday = CivilDateTime(year: 2026, month: 12, day: 7, hour: 15, minute: 7)

/// The date picker in locales whose dates glibc writes in their own way: the order and
/// punctuation of the natural date (`_DATE_FMT`), eras (`%Ey`), alternative digits
/// (`%Od`), and CLDR's words, with each locale's real glibc 2.36 data (`TestLocales`).
@Suite("Date picker in every language")
struct DateLocaleTests {
  /// (locale, the Date wheel's row for the day after, Year row, Hour and Minute rows of
  /// 15:07, the alert's date and time)
  @Test(
    "each locale's rows and alert",
    arguments: [
      (TestLocales.deDE, "Di 8. Dez", "2026", ["15", "07"], "Montag, 7. Dezember 2026 15:07"),
      (TestLocales.ruRU, "Вт 8 дек", "2026", ["15", "07"], "Понедельник 7 декабря 2026 15:07"),
      (TestLocales.thTH, "อ. 8 ธ.ค.", "2569", ["15", "07"], "จันทร์ 7 ธันวาคม 2569 15:07"),
      (TestLocales.faIR, "سه‌شنبه ۸ دسامبر", "۲۰۲۶", ["۱۵", "۰۷"], "دوشنبه ۷ دسامبر ۲۰۲۶ ۱۵:۰۷"),
      (TestLocales.jaJP, "12月8日 火曜日", "2026年", ["15", "07"], "2026年12月7日 月曜日 15:07"),
      (
        TestLocales.enUS, "Tue Dec 8", "2026", ["3", "07", "PM"], "Monday, December 7, 2026 3:07 PM"
      ),
    ])
  func rows(locale: FixedDateLocale, tomorrow: String, year: String, time: [String], alert: String)
  {
    let picker = Picker()
    let model = DatePickerModel(mode: .dateAndTime, date: monday, locale: locale, picker: picker)
    let today = picker.selectedRow(inComponent: 0)
    #expect(model.wheels[0].titles[today + 1] == tomorrow)
    #expect(model.wheels[0].titles[today] == locale.words.today)
    #expect(
      (1..<picker.numberOfComponents).compactMap { picker.selectedTitle(inComponent: $0) } == time)
    #expect(model.texts.dateAndTime(model.date) == alert)
    let date = DatePickerModel(mode: .date, date: monday, locale: locale)
    let yearWheel = date.components.firstIndex(of: .year) ?? 0
    #expect(date.wheels[yearWheel].titles[2026 - 1900] == year)
  }

  /// "Today" is CLDR's word in the language of the dates, whatever the app's messages.
  @Test(
    "today in the dates' language",
    arguments: [
      (TestLocales.deDE, "Heute"), (TestLocales.ruRU, "Сегодня"), (TestLocales.jaJP, "今日"),
      (TestLocales.zhTW, "今天"), (TestLocales.enUS, "Today"),
    ])
  func today(locale: FixedDateLocale, word: String) {
    let model = DatePickerModel(mode: .dateAndTime, date: monday, locale: locale)
    #expect(model.wheels[0].titles.filter { $0 == word }.count == 1)
  }

  /// Persian digits in every numeric row, and the Thai year in every Year row.
  @Test func persianDigitsAndThaiYearsInEveryRow() {
    let persian = DatePickerModel(mode: .date, date: monday, locale: TestLocales.faIR)
    let ascii = persian.wheels.flatMap(\.titles).filter { $0.contains(where: \.isASCII) }
    #expect(ascii.isEmpty, "\(ascii.prefix(3))")
    let countdown = DatePickerModel(mode: .countDownTimer, date: monday, locale: TestLocales.faIR)
    #expect(countdown.wheels[0].titles.prefix(3) == ["۰", "۱", "۲"])
    let thai = DatePickerModel(mode: .date, date: monday, locale: TestLocales.thTH)
    let years = thai.wheels[thai.components.firstIndex(of: .year) ?? 0].titles
    #expect(years.first == "2443" && years.last == "2643", "1900 and 2100 in the Buddhist era")
  }

  /// After midnight "Today" moves to the new day; a person's choice stays on its date.
  @Test func todayFollowsTheClock() {
    let picker = Picker()
    let model = DatePickerModel(mode: .dateAndTime, date: monday, picker: picker)
    let chosen = CivilDateTime(year: 2026, month: 12, day: 9, hour: 8, minute: 30)
    model.setDate(chosen, animated: false)
    model.today = CivilDateTime(year: 2026, month: 12, day: 8)
    let titles = model.wheels[0].titles
    #expect(titles.firstIndex(of: "Today") == 366, "today stays in the middle of the span")
    #expect(titles[365] == "Mon Dec 7")
    #expect(model.date == chosen, "the choice is kept")
    #expect(picker.selectedTitle(inComponent: 0) == "Wed Dec 9")
    model.today = CivilDateTime(year: 2026, month: 12, day: 9)
    #expect(picker.selectedTitle(inComponent: 0) == "Today")
  }

  /// The desktop's 12/24-hour choice overrides the locale's, keeping the value.
  @Test func theDesktopsClockChoiceWins() {
    let picker = Picker()
    let model = DatePickerModel(
      mode: .time, date: monday, locale: TestLocales.deDE, clock: .twelveHour, picker: picker)
    #expect(model.wheels.map(\.name) == ["Hour", "Minute", "AM/PM"])
    #expect(picker.selectedTitle(inComponent: 2) == "PM")
    #expect(model.date == monday)
    model.clock = .twentyFourHour
    #expect(model.wheels.map(\.name) == ["Hour", "Minute"])
    #expect(picker.selectedTitle(inComponent: 0) == "15")
    model.locale = TestLocales.enUS
    model.clock = .locale
    #expect(model.wheels.map(\.name) == ["Hour", "Minute", "AM/PM"])
    #expect(model.date == monday, "kept across the clock's and the locale's changes")
  }

  /// `.yearAndMonth` shows month and year in the locale's order and keeps the day.
  @Test(
    "year and month",
    arguments: [
      (TestLocales.enUS, ["Month", "Year"]), (TestLocales.jaJP, ["Year", "Month"]),
      (TestLocales.deDE, ["Month", "Year"]),
    ])
  func yearAndMonth(locale: FixedDateLocale, names: [String]) {
    let picker = Picker()
    let model = DatePickerModel(mode: .yearAndMonth, date: monday, locale: locale, picker: picker)
    #expect(model.wheels.map(\.name) == names)
    picker.userSelectRow(1, inComponent: names.firstIndex(of: "Month") ?? 0)
    #expect(model.date == CivilDateTime(year: 2026, month: 2, day: 7, hour: 15, minute: 7))
  }

  /// Eras as glibc counts them, forwards and backwards.
  @Test(
    "era years",
    arguments: [
      (TestLocales.zhTW.eras[0], CivilDateTime(year: 2026, month: 1, day: 1), 115),
      (TestLocales.zhTW.eras[2], CivilDateTime(year: 1900, month: 1, day: 1), 12),
      (TestLocales.thTH.eras[0], CivilDateTime(year: 2026, month: 1, day: 1), 2569),
      (TestLocales.jaJP.eras[0], CivilDateTime(year: 2026, month: 1, day: 1), 8),
    ])
  func eraYears(era: String, date: CivilDateTime, year: Int) {
    var locale = TestLocales.enUS
    locale.dateFormat = "%d/%m/%Ey"
    locale.eras = [era]
    #expect(DateTexts(locale: locale).year(of: date) == (year < 10 ? "0\(year)" : "\(year)"))
  }
}
