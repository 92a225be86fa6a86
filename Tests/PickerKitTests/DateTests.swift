import PickerKit
import Testing

@Suite("Date page")
struct DateTests {
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
    "weekday",
    arguments: [
      (2026, 11, 29, 0), (2000, 1, 1, 6), (1970, 1, 1, 4), (2024, 2, 29, 4), (1900, 1, 1, 1),
    ])
  func weekday(year: Int, month: Int, day: Int, weekday: Int) {
    #expect(CivilDateTime(year: year, month: month, day: day).weekday == weekday)
  }

  @Test func startsAtNow() {
    let now = CivilDateTime(year: 2026, month: 11, day: 29, hour: 21, minute: 32)
    let picker = Picker()
    let model = DatePageModel(now: now, picker: picker)
    #expect(model.date == now)
    #expect(picker.numberOfComponents == 5)
    #expect(picker.numberOfRows(inComponent: 1) == 30)
    #expect(model.wheels.map(\.name) == ["Month", "Day", "Year", "Hour", "Minute"])
    #expect(picker.selectedTitle(inComponent: 0) == "November")
    #expect(picker.selectedTitle(inComponent: 3) == "21")
    #expect(picker.selectedTitle(inComponent: 4) == "32")
  }

  /// (start, wheel turned, row picked, expected date, expected Day rows)
  @Test(
    "the Day wheel follows the month and year and the day clamps",
    arguments: [
      ((2026, 1, 31), DatePageModel.Component.month, 1, (2026, 2, 28), 28),
      ((2024, 1, 31), .month, 1, (2024, 2, 29), 29),
      ((2026, 3, 31), .month, 3, (2026, 4, 30), 30),
      ((2026, 5, 15), .month, 1, (2026, 2, 15), 28),
      ((2024, 2, 29), .year, 2025 - 1900, (2025, 2, 28), 28),
      ((2023, 2, 28), .year, 2024 - 1900, (2024, 2, 28), 29),
      ((2026, 2, 28), .month, 0, (2026, 1, 28), 31),
    ])
  func clamping(
    start: (Int, Int, Int), wheel: DatePageModel.Component, row: Int, expected: (Int, Int, Int),
    dayRows: Int
  ) {
    let picker = Picker()
    let model = DatePageModel(
      now: CivilDateTime(year: start.0, month: start.1, day: start.2, hour: 8, minute: 15),
      picker: picker)
    picker.userSelectRow(row, inComponent: wheel.rawValue)
    #expect(
      model.date
        == CivilDateTime(year: expected.0, month: expected.1, day: expected.2, hour: 8, minute: 15))
    #expect(picker.numberOfRows(inComponent: 1) == dayRows)
    #expect(model.wheels[1].titles.count == dayRows)
  }

  @Test func dayReturnsAfterAShortMonthOnlyIfPickedAgain() {
    let picker = Picker()
    let model = DatePageModel(now: CivilDateTime(year: 2026, month: 1, day: 31), picker: picker)
    picker.userSelectRow(1, inComponent: 0)  // February: 28
    picker.userSelectRow(2, inComponent: 0)  // March: stays 28
    #expect(model.date.day == 28)
    #expect(picker.numberOfRows(inComponent: 1) == 31)
  }

  @Test func yearOutsideTheRangeIsClamped() {
    let model = DatePageModel(now: CivilDateTime(year: 2300, month: 6, day: 1), years: 1900...2100)
    #expect(model.date.year == 2100)
  }

  @Test(
    "English format",
    arguments: [
      ((2026, 11, 29, 0, 0), "Sunday, November 29, 2026 at 12:00 AM"),
      ((2026, 11, 29, 12, 7), "Sunday, November 29, 2026 at 12:07 PM"),
      ((2024, 2, 29, 23, 59), "Thursday, February 29, 2024 at 11:59 PM"),
    ])
  func english(date: (Int, Int, Int, Int, Int), text: String) {
    let value = CivilDateTime(
      year: date.0, month: date.1, day: date.2, hour: date.3, minute: date.4)
    #expect(EnglishCalendar.format(value) == text)
  }
}
