import PickerKit
import PickerTestSupport
import Testing

/// A Monday afternoon.
private let now = CivilDateTime(year: 2026, month: 11, day: 30, hour: 15, minute: 7)

/// The rows a bounded picker dims, and the units a countdown shows beside its band.
@Suite("Date picker bounds and units")
struct DateBoundsAndUnitsTests {
  /// The enabled rows of each wheel of `model`, as the wheels would draw them.
  private func enabled(_ model: DatePickerModel, _ component: DatePickerModel.Component) -> [Int] {
    guard let index = model.components.firstIndex(of: component) else { return [] }
    return (0..<model.picker.numberOfRows(inComponent: index)).filter {
      model.picker(model.picker, isEnabledRow: $0, forComponent: index)
    }
  }

  @Test func rowsBeforeTheMinimumAreDimmedInTheDateAndTimeMode() {
    let picker = Picker()
    let minimum = CivilDateTime(year: 2026, month: 11, day: 30, hour: 9, minute: 30)
    let model = DatePickerModel(
      mode: .dateAndTime, date: now, minimumDate: minimum, picker: picker)
    let todayRow = minimum.dayNumber - model.days.lowerBound
    #expect(enabled(model, .day).first == todayRow, "the days before today are dimmed")
    #expect(enabled(model, .day).last == model.days.count - 1, "no maximum: none after")
    // On the minimum's day (3 PM now, so PM): 12 PM to 11 PM are after 9:30 AM.
    #expect(enabled(model, .hour) == Array(0...11))
    #expect(enabled(model, .period) == [0, 1])
    model.setDate(minimum, animated: false)  // 9:30 AM
    #expect(enabled(model, .hour) == Array(9...11), "12 AM to 8 AM dimmed; 9 AM has :30")
    #expect(enabled(model, .minute) == Array(30...59))
    picker.userSelectRow(todayRow + 1, inComponent: 0)  // tomorrow: nothing is dimmed
    #expect(enabled(model, .hour) == Array(0...11))
    #expect(enabled(model, .minute) == Array(0...59))
  }

  @Test func aMinimumBetweenTwoStepsShowsTheStepAfterIt() {
    let picker = Picker()
    let minimum = CivilDateTime(year: 2026, month: 11, day: 30, hour: 23, minute: 50)
    let model = DatePickerModel(
      mode: .dateAndTime, date: now, minuteInterval: 15, minimumDate: minimum, picker: picker)
    #expect(model.date == CivilDateTime(year: 2026, month: 12, day: 1, hour: 0, minute: 0))
    let minute = model.components.firstIndex(of: .minute) ?? 0
    #expect(model.picker(picker, isEnabledRow: 0, forComponent: minute), "the band's row")
  }

  @Test func monthsAndYearsOutsideTheBoundsAreDimmedInTheDateMode() {
    let picker = Picker()
    let model = DatePickerModel(
      mode: .date, date: now, years: 2000...2040,
      minimumDate: CivilDateTime(year: 2026, month: 11, day: 15),
      maximumDate: CivilDateTime(year: 2028, month: 2, day: 10), picker: picker)
    #expect(enabled(model, .year) == Array(26...28))
    #expect(enabled(model, .month) == [10, 11], "November and December 2026")
    #expect(enabled(model, .dayOfMonth) == Array(14...29), "from the 15th")
    model.setDate(CivilDateTime(year: 2028, month: 2, day: 1), animated: false)
    #expect(enabled(model, .month) == [0, 1])
    #expect(enabled(model, .dayOfMonth) == Array(0...9), "to the 10th")
  }

  @Test func anUnboundedPickerAndACountdownDimNothing() {
    let free = DatePickerModel(mode: .dateAndTime, date: now)
    #expect(enabled(free, .day).count == free.days.count)
    let countdown = DatePickerModel(
      mode: .countDownTimer, date: now, minimumDate: now, maximumDate: now)
    #expect(enabled(countdown, .hours).count == 24)
    #expect(enabled(countdown, .minutes).count == 60)
  }

  /// (locale, hours, minutes, the unit after the Hours count, after the Minutes count, the
  /// duration in words)
  @Test(
    "a countdown's units in the plural form of the count in the band",
    arguments: [
      (TestLocales.enUS, 1, 5, "hour", "min", "1 hour 5 min"),
      (TestLocales.enUS, 2, 0, "hours", "min", "2 hours"),
      (TestLocales.deDE, 1, 30, "Stunde", "Min.", "1 Stunde 30 Min."),
      (TestLocales.ruRU, 2, 5, "часа", "мин", "2 часа 5 мин"),
      (TestLocales.ruRU, 5, 21, "часов", "мин", "5 часов 21 мин"),
      (TestLocales.faIR, 3, 7, "ساعت", "دقیقه", "۳ ساعت ۷ دقیقه"),
    ])
  func countdownUnits(
    locale: FixedDateLocale, hours: Int, minutes: Int, hourUnit: String, minuteUnit: String,
    words: String
  ) {
    let picker = Picker()
    let model = DatePickerModel(mode: .countDownTimer, date: now, locale: locale, picker: picker)
    model.countDownDuration = hours * 3600 + minutes * 60
    #expect(model.picker(picker, unitForRow: hours, forComponent: 0)?.text == hourUnit)
    #expect(model.picker(picker, unitForRow: minutes, forComponent: 1)?.text == minuteUnit)
    #expect(model.texts.duration(model.countDownDuration) == words)
    #expect(model.picker(picker, unitForRow: 0, forComponent: 0)?.leads == false)
  }

  @Test func unitsStepWithTheMinuteIntervalAndOnlyTheCountdownHasThem() {
    let picker = Picker()
    var english = FixedDateLocale.english
    english.words = DateWords.cldr(localeName: "en_GB.UTF-8") ?? .english  // "min", "mins"
    let model = DatePickerModel(
      mode: .countDownTimer, date: now, locale: english, minuteInterval: 5, picker: picker)
    // Row 1 of a five-minute wheel is 5 minutes: "5 mins", not "1 min".
    #expect(model.picker(picker, unitForRow: 1, forComponent: 1)?.text == "mins")
    #expect(model.picker(picker, unitForRow: 1, forComponent: 0)?.text == "hour")
    let clock = DatePickerModel(mode: .time, date: now)
    #expect(clock.picker(clock.picker, unitForRow: 0, forComponent: 0) == nil)
    var locale = FixedDateLocale.english
    locale.words = DateWords.cldr(localeName: "sw_KE") ?? .english
    let swahili = DatePickerModel(mode: .countDownTimer, date: now, locale: locale)
    #expect(
      swahili.picker(swahili.picker, unitForRow: 2, forComponent: 0)
        == WheelUnit("saa", leads: true))
    #expect(swahili.texts.duration(2 * 3600) == "saa 2")
  }
}

/// hu_HU's dates, as glibc 2.36 writes them: the year first.
private let hungarian = FixedDateLocale(
  monthNames: [
    "január", "február", "március", "április", "május", "június", "július", "augusztus",
    "szeptember", "október", "november", "december",
  ],
  shortMonthNames: [
    "jan", "febr", "márc", "ápr", "máj", "jún", "júl", "aug", "szept", "okt", "nov", "dec",
  ],
  weekdayNames: ["vasárnap", "hétfő", "kedd", "szerda", "csütörtök", "péntek", "szombat"],
  shortWeekdayNames: ["v", "h", "k", "sze", "cs", "p", "szo"], amSymbol: "", pmSymbol: "",
  dateFormat: "%Y-%m-%d", timeFormat: "%H:%M:%S", twelveHourTimeFormat: "",
  naturalDateFormat: "%Y. %b. %-e., %A, %H:%M:%S %Z")

/// The words of a compact picker's button, and a month named alone.
@Suite("Date picker short words")
struct DateShortWordsTests {
  /// (locale, the short date, the month and year)
  @Test(
    "a compact picker's value in the locale's short words",
    arguments: [
      (TestLocales.enUS, "Nov 30, 2026", "November 2026"),
      (TestLocales.deDE, "30. Nov 2026", "November 2026"),
      (TestLocales.ruRU, "30 ноя 2026", "Ноябрь 2026"),
      (TestLocales.thTH, "30 พ.ย. 2569", "พฤศจิกายน 2569"),
      (TestLocales.jaJP, "2026年11月30日", "2026年11月"),
      (hungarian, "2026. nov. 30.", "2026. november"),
    ])
  func shortWords(locale: FixedDateLocale, date: String, monthAndYear: String) {
    let texts = DateTexts(locale: locale)
    #expect(texts.shortDate(now) == date)
    #expect(texts.monthAndYear(now) == monthAndYear)
  }

  @Test func aYearFirstLocaleWritesTheWholeDateInItsOwnOrder() {
    #expect(DateTexts(locale: hungarian).longDate(now) == "2026. november 30., hétfő")
  }

  @Test func theYearAndMonthWheelNamesAMonthAloneAndTheDateWheelInADate() {
    let months = DatePickerModel(mode: .yearAndMonth, date: now, locale: TestLocales.ruRU)
    let dates = DatePickerModel(mode: .date, date: now, locale: TestLocales.ruRU)
    let month = { (model: DatePickerModel) in
      model.wheels[model.components.firstIndex(of: .month) ?? 0].titles[10]
    }
    #expect(month(months) == "Ноябрь")
    #expect(month(dates) == "ноября")
  }
}
