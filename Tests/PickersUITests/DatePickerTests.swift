import CGtk
import PickerKit
import XCTest

@testable import PickersUI

/// `DatePicker`, one test per mode: its wheels, its value both ways (set by the program,
/// turned by a person), its bounds and its value-changed handler, on GTK's wheels.
@MainActor
final class DatePickerTests: XCTestCase {
  private let noon = CivilDateTime(year: 2026, month: 1, day: 31, hour: 12, minute: 7)

  /// A picker shown in a window, in English on a 12-hour clock unless told.
  private func shown(_ picker: DatePicker) -> Window {
    let window = Window()
    window.add(picker.widget)
    window.showAll()
    runMainLoop(for: 0.05)
    return window
  }

  private func names(_ picker: DatePicker) -> [String] {
    picker.picker.wheels.map { $0.treeView.accessibleName ?? "" }
  }
  private func rows(_ picker: DatePicker) -> [Int] {
    (0..<picker.picker.numberOfComponents).map { picker.picker.selectedRow(inComponent: $0) }
  }

  func testDateAndTimeShowsTheDayAndTheClockAndRollsBackToItsBounds() async throws {
    try requireDisplay()
    let picker = DatePicker(date: noon, today: noon, locale: FixedDateLocale.english)
    let window = shown(picker)
    defer { window.destroy() }
    XCTAssertEqual(names(picker), ["Date", "Hour", "Minute", "AM/PM"])
    XCTAssertEqual(picker.mode, .dateAndTime)
    XCTAssertEqual(picker.date, noon)
    XCTAssertEqual(Array(rows(picker).suffix(3)), [0, 7, 1], "12 07 PM")
    var told: [CivilDateTime] = []
    picker.onValueChanged = { told.append($0.date) }
    picker.setDate(
      CivilDateTime(year: 2026, month: 2, day: 1, hour: 9, minute: 30), animated: false)
    XCTAssertEqual(Array(rows(picker).suffix(3)), [9, 30, 0], "9 30 AM")
    XCTAssertTrue(told.isEmpty, "a value the program sets is not reported")
    picker.minimumDate = CivilDateTime(year: 2026, month: 2, day: 1, hour: 8, minute: 0)
    picker.picker.userSelectRow(7, inComponent: 1)  // 7 AM: before the minimum
    runMainLoop(until: { !told.isEmpty }, timeout: 2)
    XCTAssertEqual(
      told, [CivilDateTime(year: 2026, month: 2, day: 1, hour: 8, minute: 0)],
      "a person's turn before the minimum rolls back to it, and is reported")
  }

  func testDateModeFollowsTheLocalesOrderAndTheDaysOfEachMonth() async throws {
    try requireDisplay()
    let picker = DatePicker(mode: .date, date: noon, today: noon, locale: FixedDateLocale.english)
    let window = shown(picker)
    defer { window.destroy() }
    XCTAssertEqual(names(picker), ["Month", "Day", "Year"])
    XCTAssertEqual(picker.picker.numberOfRows(inComponent: 1), 31)
    var told: [CivilDateTime] = []
    picker.onValueChanged = { told.append($0.date) }
    picker.picker.userSelectRow(1, inComponent: 0)  // February
    runMainLoop(until: { !told.isEmpty }, timeout: 2)
    XCTAssertEqual(told.first?.month, 2)
    XCTAssertEqual(told.first?.day, 28, "31 January turned to February is the 28th")
    XCTAssertEqual(picker.picker.numberOfRows(inComponent: 1), 28)
  }

  func testTimeModeStepsItsMinutesAndKeepsTheValueWhenItsModeChanges() async throws {
    try requireDisplay()
    let picker = DatePicker(mode: .time, date: noon, today: noon, minuteInterval: 15)
    let window = shown(picker)
    defer { window.destroy() }
    XCTAssertEqual(
      picker.picker.numberOfRows(inComponent: names(picker).firstIndex(of: "Minute")!), 4)
    XCTAssertEqual(picker.date.minute, 0, "12:07 shown on a 15-minute wheel is 12:00")
    picker.minuteInterval = 7  // not a divisor of 60: 1, as UIDatePicker does
    XCTAssertEqual(picker.minuteInterval, 1)
    XCTAssertEqual(
      picker.picker.numberOfRows(inComponent: names(picker).firstIndex(of: "Minute")!), 60)
    let model = picker.model
    picker.mode = .date
    XCTAssertEqual(picker.date.day, 31, "the date is kept across the change of mode")
    XCTAssertFalse(names(picker).contains("Minute"))
    XCTAssertTrue(picker.model === model, "one model for the picker's life")
  }

  func testCountDownTimerHoldsADurationOfAtLeastAMinute() async throws {
    try requireDisplay()
    let picker = DatePicker(mode: .countDownTimer, date: noon, today: noon)
    let window = shown(picker)
    defer { window.destroy() }
    XCTAssertEqual(names(picker), ["Hours", "Minutes"])
    XCTAssertEqual(rows(picker), [0, 1], "a new countdown shows its least, one minute")
    XCTAssertEqual(picker.countDownDuration, 60)
    picker.countDownDuration = 90 * 60
    XCTAssertEqual(rows(picker), [1, 30])
    XCTAssertEqual(picker.countDownDuration, 5_400)
    var told = 0
    picker.onValueChanged = { _ in told += 1 }
    picker.picker.userSelectRow(0, inComponent: 0)
    picker.picker.userSelectRow(0, inComponent: 1)  // 0 h 0 min: turns on to 1 min
    runMainLoop(until: { told >= 2 && picker.countDownDuration == 60 }, timeout: 2)
    XCTAssertEqual(picker.countDownDuration, 60)
    XCTAssertGreaterThanOrEqual(told, 2)
  }
}
