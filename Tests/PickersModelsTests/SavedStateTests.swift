import PickerKit
import PickersModels
import Testing

@Suite("Saved state")
struct SavedStateTests {
  @Test func aStateRoundTripsThroughItsEntries() {
    var state = SavedState()
    state.size = (800, 600)
    state.maximized = true
    state.page = .dependent
    state.sound = false
    state.rows = ["single": [3], "dependent": [50, 7], "meal-picker": [1, 2, 0]]
    let read = SavedState(entries: state.entries)
    #expect(read == state)
    #expect(read.problems.isEmpty)
  }

  @Test(
    "every value that does not fit is dropped and named",
    arguments: [
      (["window": ["width": "-5", "height": "10"]], "window size"),
      (["window": ["width": "abc", "height": "10"]], "window size"),
      (["window": ["maximized": "perhaps"]], "maximized"),
      (["window": ["page": "nowhere"]], "page"),
      (["selections": ["single": "99999999999"]], "single"),
      (["selections": ["double": "a;b"]], "double"),
      (["selections": ["double": ";"]], "double"),
      (["selections": ["unknown": "1"]], "unknown"),
      (["settings": ["sound": "maybe"]], "sound"),
    ] as [([String: [String: String]], String)])
  func badValues(entries: [String: [String: String]], named: String) {
    let state = SavedState(entries: entries)
    #expect(state == SavedState())
    #expect(state.problems.count == 1)
    #expect(state.problems.first?.contains(named) == true, "\(state.problems)")
  }

  @Test("4,000 unknown pickers and a huge value are told in a few short lines")
  func manyProblemsAreBounded() {
    var selections = Dictionary(
      uniqueKeysWithValues: (0..<4_000).map { ("picker-\($0)", "1") })
    selections["single"] = String(repeating: "x", count: 60_000)
    let state = SavedState(entries: ["selections": selections])
    #expect(state == SavedState())
    let told = state.problems.joined(separator: "; ")
    #expect(told.count < 1_000, "\(told.count) characters")
    #expect(state.problems.contains("… and 3,997 more unknown pickers"), "\(state.problems)")
    #expect(told.contains("single=" + String(repeating: "x", count: 40) + "…"), "\(told)")
  }

  @Test func restoringRowsReloadsADependentWheelFirst() throws {
    let zips = StateZips(["Alabama": ["35004", "35005"], "Wyoming": ["82001", "82002", "82003"]])
    let saved = DependentPageModel(stateZips: zips)
    saved.picker.userSelectRow(1, inComponent: 0)
    saved.picker.userSelectRow(2, inComponent: 1)
    #expect(saved.picker.selectedRows == [1, 2])

    let restored = DependentPageModel(stateZips: zips)
    restored.picker.restoreRows(saved.picker.selectedRows)
    #expect(restored.selectedState == "Wyoming")
    #expect(restored.selectedZip == "82003")
    // Rows past the end are clamped; rows for wheels that do not exist are ignored.
    restored.picker.restoreRows([0, 99, 4])
    #expect(restored.selectedZip == "35005")
  }
}
