import PickerKit
import PickersModels
import Testing

@Suite("Dependent page and the shipped zip codes")
struct DependentTests {
  @Test func shippedDataHas51StatesAnd41749Zips() {
    #expect(shippedStateZips.states.count == 51)
    #expect(shippedStateZips.totalCount == 41_749)
    #expect(shippedStateZips.states.first == "Alabama")
    #expect(shippedStateZips.states == shippedStateZips.states.sorted())
  }

  @Test(
    "each state's zips reload the zip wheel, first row selected",
    arguments: [
      ("Alabama", 839, "35004", "36925"),
      ("Texas", 2_662, "73301", "88595"),
      ("California", 2_659, "90001", "96162"),
      ("New York", 2_210, "00501", "14925"),
      ("Alaska", 274, "99501", "99950"),
      ("District of Columbia", 310, "20001", "88888"),
    ])
  func reload(state: String, count: Int, first: String, last: String) throws {
    let picker = Picker()
    let model = DependentPageModel(stateZips: shippedStateZips, picker: picker)
    // Move the zip wheel away from row 0 first, so the reset to row 0 is observable.
    picker.selectRow(100, inComponent: DependentPageModel.zipComponent, animated: false)
    let row = try #require(shippedStateZips.states.firstIndex(of: state))
    picker.userSelectRow(row, inComponent: DependentPageModel.stateComponent)
    let zips = model.wheels[DependentPageModel.zipComponent].titles
    #expect(zips.count == count)
    #expect(picker.numberOfRows(inComponent: DependentPageModel.zipComponent) == zips.count)
    #expect(picker.selectedRow(inComponent: DependentPageModel.zipComponent) == 0)
    #expect(zips.first == first)
    #expect(zips.last == last)
    #expect(zips == zips.sorted())
    #expect(model.selectedZip == first)
    #expect(model.selectedState == state)
  }

  @Test func zipsFollowEachStateInTurn() {
    let picker = Picker()
    let model = DependentPageModel(stateZips: shippedStateZips, picker: picker)
    for (row, state) in shippedStateZips.states.enumerated() {
      picker.userSelectRow(row, inComponent: DependentPageModel.stateComponent)
      #expect(model.wheels[1].titles == shippedStateZips.zips(of: state))
      #expect(picker.selectedRow(inComponent: 1) == 0)
    }
  }

  @Test func zipWheelReloadIsAnimatedAsTheBookDoes() {
    let picker = Picker()
    let model = DependentPageModel(stateZips: shippedStateZips, picker: picker)
    picker.userSelectRow(5, inComponent: 0)
    #expect(picker.animatedSelectionCount == 1)
    #expect(model.selectedState == "Colorado")
  }

  @Test func widthsAreTwoThirdsAndOneThird() {
    let picker = Picker()
    let model = DependentPageModel(stateZips: shippedStateZips, picker: picker)
    let widths = (0..<2).map { model.picker(picker, widthForComponent: $0) ?? 0 }
    #expect(abs(widths[0] - 2.0 / 3.0) < 1e-9)
    #expect(abs(widths[1] - 1.0 / 3.0) < 1e-9)
    #expect(model.picker(picker, nameForComponent: 0) == "State")
    #expect(model.picker(picker, nameForComponent: 1) == "Zip code")
  }

  @Test func stateWithoutZipsDoesNotCrash() {
    let zips = StateZips(["Atlantis": [], "Bermuda": ["00001"]])
    let picker = Picker()
    let model = DependentPageModel(stateZips: zips, picker: picker)
    #expect(picker.selectedRow(inComponent: 1) == -1)
    #expect(model.buttonPressed().title == "No zip code selected")
    picker.userSelectRow(1, inComponent: 0)
    #expect(model.buttonPressed().message == "00001 is in Bermuda")
  }
}
