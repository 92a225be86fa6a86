import PickerKit
import PickerTestSupport
import Testing

/// A Monday afternoon.
private let now = CivilDateTime(year: 2026, month: 11, day: 30, hour: 15, minute: 7)

/// Each mode's wheels and texts in each locale, the locale's formats, and the values the
/// wheels give as a person turns them: bounds, the minute interval, AM/PM, the countdown.
/// The calendar the wheels count on is in `DateTests+Calendar.swift`.
@Suite("Date picker")
struct DateTests {
  /// (locale, mode, wheel names, rows per wheel)
  @Test(
    "each mode's wheels in each locale",
    arguments: [
      (
        TestLocales.enUS, DatePickerMode.dateAndTime, ["Date", "Hour", "Minute", "AM/PM"],
        [733, 12, 60, 2]
      ),
      (TestLocales.deDE, .dateAndTime, ["Date", "Hour", "Minute"], [733, 24, 60]),
      (TestLocales.zhTW, .dateAndTime, ["Date", "Hour", "Minute"], [733, 24, 60]),
      (TestLocales.zhTW12, .dateAndTime, ["Date", "AM/PM", "Hour", "Minute"], [733, 2, 12, 60]),
      (TestLocales.enUS, .date, ["Month", "Day", "Year"], [12, 30, 201]),
      (TestLocales.deDE, .date, ["Day", "Month", "Year"], [30, 12, 201]),
      (TestLocales.zhTW, .date, ["Year", "Month", "Day"], [201, 12, 30]),
      (TestLocales.enUS, .time, ["Hour", "Minute", "AM/PM"], [12, 60, 2]),
      (TestLocales.deDE, .time, ["Hour", "Minute"], [24, 60]),
      (TestLocales.enUS, .countDownTimer, ["Hours", "Minutes"], [24, 60]),
    ])
  func wheels(locale: FixedDateLocale, mode: DatePickerMode, names: [String], rows: [Int]) {
    let picker = Picker()
    let model = DatePickerModel(mode: mode, date: now, locale: locale, picker: picker)
    #expect(model.wheels.map(\.name) == names)
    #expect((0..<picker.numberOfComponents).map { picker.numberOfRows(inComponent: $0) } == rows)
    if mode != .countDownTimer { #expect(model.date == now, "opens on the date given") }
  }

  /// (locale, the rows the wheels show around now, the alert's date and time)
  @Test(
    "the date and time mode's texts",
    arguments: [
      (
        TestLocales.enUS, ["Sun Nov 29", "Today", "Tue Dec 1"], ["3", "07", "PM"],
        "Monday, November 30, 2026 3:07 PM"
      ),
      (
        TestLocales.deDE, ["So 29. Nov", "Heute", "Di 1. Dez"], ["15", "07"],
        "Montag, 30. November 2026 15:07"
      ),
      (
        TestLocales.zhTW, ["11月29日 週日", "今天", "12月1日 週二"], ["15", "07"],
        "2026年11月30日 週一 15:07"
      ),
      (
        TestLocales.zhTW12, ["11月29日 週日", "今天", "12月1日 週二"], ["下午", "3", "07"],
        "2026年11月30日 週一 下午 3:07"
      ),
    ])
  func texts(locale: FixedDateLocale, days: [String], time: [String], alert: String) {
    let picker = Picker()
    let model = DatePickerModel(mode: .dateAndTime, date: now, locale: locale, picker: picker)
    let dayWheel = model.wheels[0].titles
    let today = picker.selectedRow(inComponent: 0)
    #expect(Array(dayWheel[(today - 1)...(today + 1)]) == days)
    #expect(
      (1..<picker.numberOfComponents).compactMap { picker.selectedTitle(inComponent: $0) } == time)
    #expect(model.texts.dateAndTime(model.date) == alert)
  }

  /// Whether a date format writes words after its fields: a letter after the day or the
  /// month, in ASCII or not, and never a separator, whatever side of the ASCII letters it
  /// sits on ("@" and "[" round "A"–"Z", "`" and "{" round "a"–"z").
  @Test(
    "field suffixes are letters",
    arguments: [
      ("%m/%d/%Y", false), ("%d.%m.%Y", false), ("%Y-%m-%d", false), ("%Y年%m月%d日", true),
      ("%d@%m@%Y", false), ("%d[%m[%Y", false), ("%d`%m`%Y", false), ("%d{%m{%Y", false),
      ("%dA%m/%Y", true), ("%d/%mZ%Y", true), ("%da %m %Y", true), ("%d/%mz%Y", true),
      ("%dé%m/%Y", true), ("%d/%m/%Y", false),
    ])
  func fieldSuffixes(dateFormat: String, words: Bool) {
    var locale = TestLocales.enUS
    locale.dateFormat = dateFormat
    #expect(DateTexts(locale: locale).usesFieldSuffixes == words)
  }

  @Test func theDateWheelSpansAYearEitherSide() {
    let model = DatePickerModel(mode: .dateAndTime, date: now)
    let first = CivilDateTime(dayNumber: model.days.lowerBound)
    let last = CivilDateTime(dayNumber: model.days.upperBound)
    #expect(first < CivilDateTime(year: 2025, month: 11, day: 30))
    #expect(last > CivilDateTime(year: 2027, month: 11, day: 30))
  }

  @Test func aPersonsTurnOutsideTheBoundsRollsBack() {
    let picker = Picker()
    let minimum = CivilDateTime(year: 2026, month: 11, day: 30, hour: 9, minute: 0)
    let maximum = CivilDateTime(year: 2026, month: 12, day: 24, hour: 18, minute: 0)
    let model = DatePickerModel(
      mode: .dateAndTime, date: now, minimumDate: minimum, maximumDate: maximum, picker: picker)
    var reported: [CivilDateTime] = []
    model.onValueChanged = { reported.append($0) }
    let today = picker.selectedRow(inComponent: 0)
    picker.userSelectRow(today - 3, inComponent: 0)  // three days before the minimum
    #expect(model.date == minimum, "rolled back to the minimum")
    picker.userSelectRow(today + 60, inComponent: 0)  // past the maximum
    #expect(model.date == maximum)
    picker.userSelectRow(today + 1, inComponent: 0)
    #expect(model.date == CivilDateTime(year: 2026, month: 12, day: 1, hour: 18, minute: 0))
    #expect(reported == [minimum, maximum, model.date])
    model.setDate(CivilDateTime(year: 2030, month: 1, day: 1), animated: false)
    #expect(model.date == maximum, "setDate clamps too")
  }

  @Test func theMinuteIntervalStepsTheMinutes() {
    let picker = Picker()
    let model = DatePickerModel(mode: .time, date: now, minuteInterval: 15, picker: picker)
    #expect(model.wheels[1].titles == ["00", "15", "30", "45"])
    #expect(model.date.minute == 0, "15:07 shows the step it falls in, 15:00")
    picker.userSelectRow(3, inComponent: 1)
    #expect(model.date.minute == 45)
    #expect(DatePickerModel(mode: .time, date: now, minuteInterval: 7).minuteInterval == 1)
  }

  @Test func amPMTurnsTheHourByTwelve() {
    let picker = Picker()
    let model = DatePickerModel(mode: .time, date: now, picker: picker)
    picker.userSelectRow(0, inComponent: 2)  // AM
    #expect(model.date.hour == 3)
    picker.userSelectRow(0, inComponent: 0)  // 12 AM
    #expect(model.date.hour == 0)
    picker.userSelectRow(1, inComponent: 2)  // 12 PM
    #expect(model.date.hour == 12)
  }

  @Test func theCountdownKeepsAtLeastOneMinute() {
    let picker = Picker()
    let model = DatePickerModel(mode: .countDownTimer, date: now, picker: picker)
    var reports = 0
    model.onValueChanged = { _ in reports += 1 }
    model.countDownDuration = 90 * 60
    #expect([picker.selectedRow(inComponent: 0), picker.selectedRow(inComponent: 1)] == [1, 30])
    #expect(model.countDownDuration == 5_400)
    picker.userSelectRow(0, inComponent: 0)
    picker.userSelectRow(0, inComponent: 1)
    #expect(model.countDownDuration == 60, "zero rolls to one minute")
    #expect(reports == 2, "each turn a person makes is reported")
  }

  /// Changing the mode or the minute interval rebuilds the wheels of the same model and
  /// keeps the value; a countdown opens on one minute and keeps its length.
  @Test func aModeOrIntervalChangeKeepsTheValue() {
    let picker = Picker()
    let model = DatePickerModel(mode: .dateAndTime, date: now, picker: picker)
    model.minuteInterval = 15
    #expect(picker.numberOfRows(inComponent: 2) == 4)
    #expect(model.date == CivilDateTime(year: 2026, month: 11, day: 30, hour: 15, minute: 0))
    model.mode = .date
    #expect(model.components == [.month, .dayOfMonth, .year])
    #expect(model.date.day == 30 && model.date.hour == 15)
    model.mode = .countDownTimer
    #expect(model.countDownDuration == 60, "a countdown's least: one minute")
    model.countDownDuration = 5_400
    model.minuteInterval = 30
    #expect(model.countDownDuration == 5_400, "kept across a new interval")
    #expect(picker.numberOfComponents == 2)
  }

  @Test(
    "the clock follows the locale's time format",
    arguments: [
      ("%I:%M:%S %p", false), ("%-I:%M %p", false), ("%l:%M %p", false), ("%r", false),
      ("%OI時", false), ("%H:%M:%S", true), ("%T", true), ("%k:%M", true), ("%%I %H", true),
      ("", true),
    ])
  func clock(timeFormat: String, uses24Hours: Bool) {
    var locale = FixedDateLocale.english
    locale.timeFormat = timeFormat
    #expect(locale.uses24HourClock == uses24Hours)
  }
}
