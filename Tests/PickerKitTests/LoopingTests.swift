import PickerKit
import PickerTestSupport
import Testing

/// The index arithmetic of looping wheels (``WheelRows``), and the headless picker and the
/// date and slot models that use it.
@Suite("Looping wheels")
struct LoopingTests {
  /// (rows, looping asked, position, row shown)
  @Test(
    "the row at a position",
    arguments: [
      (60, true, 0, 0), (60, true, 59, 59), (60, true, 60, 0), (60, true, -1, 59),
      (60, true, 121, 1), (60, true, -61, 59), (60, false, 60, 59), (60, false, -1, 0),
      (3, true, -1, 2), (2, true, -1, 0), (2, true, 2, 1), (1, true, 5, 0), (0, true, 3, -1),
    ])
  func rowAtPosition(count: Int, looping: Bool, position: Int, row: Int) {
    #expect(WheelRows(count: count, looping: looping).row(at: position) == row)
  }

  @Test(
    "fewer than three rows never loop", arguments: [(0, false), (1, false), (2, false), (3, true)])
  func leastLooping(count: Int, loops: Bool) {
    #expect(WheelRows(count: count, looping: true).loops == loops)
    #expect(!WheelRows(count: count, looping: false).loops)
  }

  /// (rows, from position, to row, position turned to): the short way round.
  @Test(
    "the short way round",
    arguments: [
      (60, 59.0, 0, 60), (60, 0.0, 59, -1), (60, 30.0, 59, 59), (60, 61.0, 58, 58),
      (60, 61.0, 2, 62), (24, 0.0, 12, 12), (24, -0.4, 12, -12), (4, 0.0, 2, 2),
      (60, 58.6, 0, 60), (12, 11.0, 0, 12), (60, 10.0, 10, 10),
    ])
  func shortWay(count: Int, from: Double, row: Int, position: Int) {
    let rows = WheelRows(count: count, looping: true)
    #expect(rows.position(showing: row, from: from) == position)
    #expect(rows.row(at: rows.position(showing: row, from: from)) == row)
  }

  @Test func aLineGoesStraightToTheRow() {
    let rows = WheelRows(count: 60, looping: false)
    #expect(rows.position(showing: 0, from: 59) == 0)
    #expect(rows.distance(from: 59, to: 0) == -59)
    #expect(WheelRows(count: 60, looping: true).distance(from: 59, to: 0) == 1)
    #expect(WheelRows(count: 60, looping: true).distance(from: 1, to: 58) == -3)
  }

  /// (key, from row, looping, row after) on a wheel of 60 rows and pages of 5.
  @Test(
    "keys",
    arguments: [
      (WheelKey.down, 59, true, 0), (.up, 0, true, 59), (.down, 59, false, 59),
      (.up, 0, false, 0), (.down, 10, true, 11), (.up, 10, true, 9),
      (.pageDown, 57, true, 2), (.pageUp, 3, true, 58), (.pageDown, 57, false, 59),
      (.pageUp, 3, false, 0), (.home, 42, true, 0), (.end, 42, true, 59),
      (.home, 42, false, 0), (.end, 42, false, 59),
    ])
  func keys(key: WheelKey, from: Int, looping: Bool, row: Int) {
    let rows = WheelRows(count: 60, looping: looping)
    #expect(rows.row(after: key, from: from, page: 5) == row)
  }

  @Test func theDelegateHearsOnlyTheModelsRows() {
    let model = Recorder([60, 60, 2], looping: [true, false, true])
    let picker = Picker()
    picker.attach(model)
    #expect(picker.rows(inComponent: 0).loops)
    #expect(!picker.rows(inComponent: 1).loops)
    #expect(!picker.rows(inComponent: 2).loops, "two rows never loop")
    picker.selectRow(59, inComponent: 0, animated: false)
    picker.userTurn(by: 1, inComponent: 0)
    picker.userTurn(by: 121, inComponent: 0)
    picker.userTurn(by: -3, inComponent: 0)
    picker.userPress(.up, inComponent: 0)
    picker.userPress(.down, inComponent: 0)
    #expect(model.selections.map(\.row) == [0, 1, 58, 57, 58])
    picker.selectRow(59, inComponent: 1, animated: false)
    picker.userTurn(by: 1, inComponent: 1)  // at its end: nothing to report
    picker.userTurn(by: -100, inComponent: 1)
    picker.userTurn(by: 1, inComponent: 2)
    picker.userTurn(by: 1, inComponent: 2)
    #expect(model.selections.dropFirst(5).map(\.row) == [0, 1])
    #expect(model.selections.allSatisfy { (0..<60).contains($0.row) })
  }

  /// A Monday afternoon, 15:59, on a 24-hour clock.
  private func clock(_ locale: FixedDateLocale) -> DatePickerModel {
    DatePickerModel(
      mode: .dateAndTime, date: CivilDateTime(year: 2026, month: 11, day: 30, hour: 15, minute: 59),
      locale: locale)
  }

  @Test func minutePast59LeavesTheHour() {
    let model = clock(TestLocales.deDE)
    let picker = model.picker as? Picker
    #expect(model.components == [.day, .hour, .minute])
    picker?.userTurn(by: 1, inComponent: 2)
    #expect(model.date.hour == 15)
    #expect(model.date.minute == 0)
    #expect(picker?.selectedRow(inComponent: 2) == 0)
  }

  @Test func hourAndMinuteLoopTheDateAndAMPMDoNot() throws {
    let model = clock(TestLocales.enUS)
    let picker = try #require(model.picker as? Picker)
    #expect(model.components == [.day, .hour, .minute, .period])
    #expect((0..<4).map { picker.rows(inComponent: $0).loops } == [false, true, true, false])
    picker.selectRow(0, inComponent: 1, animated: false)  // 12 o'clock
    picker.userPress(.up, inComponent: 1)
    #expect(picker.selectedRow(inComponent: 1) == 11, "Up from 12 comes round to 11")
    picker.selectRow(0, inComponent: 0, animated: false)
    picker.userTurn(by: -1, inComponent: 0)
    #expect(picker.selectedRow(inComponent: 0) == 0, "the Date wheel has a first day")
  }
}
