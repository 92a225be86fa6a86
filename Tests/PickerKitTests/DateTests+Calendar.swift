import PickerKit
import Testing

/// The calendar the wheels count on: days in a month, weekdays and day numbers (before year 1
/// too), the Day wheel clamping to its month, leap days, and a time in a daylight-saving gap.
extension DateTests {
  @Test(
    "days in month",
    arguments: [
      (2026, 1, 31), (2026, 2, 28), (2024, 2, 29), (2000, 2, 29), (1900, 2, 28), (2100, 2, 28),
      (2026, 4, 30), (2026, 6, 30), (2026, 9, 30), (2026, 11, 30), (2026, 12, 31), (2026, 7, 31),
    ])
  func daysInMonth(year: Int, month: Int, days: Int) {
    #expect(CivilDateTime.daysInMonth(month, year: year) == days)
  }

  @Test(
    "weekday and day numbers",
    arguments: [
      (2026, 11, 29, 0, 20_786), (2000, 1, 1, 6, 10_957), (1970, 1, 1, 4, 0),
      (2024, 2, 29, 4, 19_782), (1900, 1, 1, 1, -25_567), (1969, 12, 31, 3, -1),
      // Years as the wheels number them: proleptic Gregorian with a year 0 (1 BC), which is a
      // leap year, and negative years before it. Julian day 0 is a Monday.
      (1, 1, 1, 1, -719_162), (0, 12, 31, 0, -719_163), (0, 1, 1, 6, -719_528),
      (-1, 1, 1, 5, -719_893), (-400, 1, 1, 6, -865_625), (-4713, 11, 24, 1, -2_440_588),
    ])
  func weekday(year: Int, month: Int, day: Int, weekday: Int, number: Int) {
    let date = CivilDateTime(year: year, month: month, day: day)
    #expect(date.weekday == weekday)
    #expect(date.dayNumber == number)
    #expect(CivilDateTime(dayNumber: number) == date)
  }

  /// (start, wheel turned, row picked, expected date, expected Day rows) in the date mode
  @Test(
    "the Day wheel follows the month and year and the day clamps",
    arguments: [
      ((2026, 1, 31), DatePickerModel.Component.month, 1, (2026, 2, 28), 28),
      ((2024, 1, 31), .month, 1, (2024, 2, 29), 29),
      ((2026, 3, 31), .month, 3, (2026, 4, 30), 30),
      ((2026, 5, 15), .month, 1, (2026, 2, 15), 28),
      ((2024, 2, 29), .year, 2025 - 1900, (2025, 2, 28), 28),
      ((2023, 2, 28), .year, 2024 - 1900, (2024, 2, 28), 29),
      ((2026, 2, 28), .month, 0, (2026, 1, 28), 31),
    ])
  func clamping(
    start: (Int, Int, Int), wheel: DatePickerModel.Component, row: Int,
    expected: (Int, Int, Int), dayRows: Int
  ) {
    let picker = Picker()
    let model = DatePickerModel(
      mode: .date,
      date: CivilDateTime(year: start.0, month: start.1, day: start.2, hour: 8, minute: 15),
      picker: picker)
    let index = model.components.firstIndex(of: wheel) ?? 0
    picker.userSelectRow(row, inComponent: index)
    #expect(
      model.date
        == CivilDateTime(year: expected.0, month: expected.1, day: expected.2, hour: 8, minute: 15))
    let day = model.components.firstIndex(of: .dayOfMonth) ?? 0
    #expect(picker.numberOfRows(inComponent: day) == dayRows)
  }

  @Test func leapDaysAndMonthEndsInTheDateWheel() {
    let leap = CivilDateTime(year: 2024, month: 2, day: 28, hour: 12, minute: 0)
    let model = DatePickerModel(mode: .dateAndTime, date: leap)
    let titles = model.wheels[0].titles
    let today = titles.firstIndex(of: "Today") ?? 0
    #expect(Array(titles[(today + 1)...(today + 2)]) == ["Thu Feb 29", "Fri Mar 1"])
  }

  @Test func aTimeInADaylightSavingGapIsNamedAsChosen() {
    // 02:30 on 2026-03-08 does not exist in New York; the wheels and the alert keep it.
    let gap = CivilDateTime(year: 2026, month: 3, day: 8, hour: 2, minute: 30)
    let model = DatePickerModel(mode: .dateAndTime, date: gap)
    #expect(model.texts.dateAndTime(model.date) == "Sunday, March 8, 2026 2:30 AM")
  }
}
