import PickerKit
import Testing

@Suite("Headless picker")
struct PickerTests {
  @Test(
    "selectRow clamps to the wheel's rows",
    arguments: [
      (-5, 0), (0, 0), (3, 3), (9, 9), (10, 9), (1_000, 9),
    ])
  func clamps(requested: Int, expected: Int) {
    let model = Recorder([10])
    let picker = Picker()
    picker.attach(model)
    picker.selectRow(requested, inComponent: 0, animated: false)
    #expect(picker.selectedRow(inComponent: 0) == expected)
  }

  @Test func programmaticSelectionDoesNotCallDelegate() {
    let model = Recorder([4, 4])
    let picker = Picker()
    picker.attach(model)
    picker.selectRow(2, inComponent: 1, animated: true)
    #expect(model.selections.isEmpty)
    #expect(picker.animatedSelectionCount == 1)
    picker.userSelectRow(3, inComponent: 0)
    #expect(model.selections.count == 1)
    #expect(model.selections.first?.row == 3)
    #expect(model.selections.first?.component == 0)
  }

  @Test func userSelectionIsClampedBeforeTheDelegateHearsOfIt() {
    let model = Recorder([3])
    let picker = Picker()
    picker.attach(model)
    picker.userSelectRow(99, inComponent: 0)
    #expect(model.selections.first?.row == 2)
  }

  @Test func reloadKeepsValidSelectionAndClampsInvalid() {
    let model = Recorder([10, 5])
    let picker = Picker()
    picker.attach(model)
    picker.selectRow(7, inComponent: 0, animated: false)
    picker.selectRow(4, inComponent: 1, animated: false)
    model.wheels[0].titles = Array(model.wheels[0].titles.prefix(8))
    model.wheels[1].titles = Array(model.wheels[1].titles.prefix(2))
    picker.reloadComponent(0)
    #expect(picker.numberOfRows(inComponent: 0) == 8)
    #expect(picker.selectedRow(inComponent: 0) == 7)
    #expect(picker.numberOfRows(inComponent: 1) == 5, "wheel 1 not reloaded yet")
    picker.reloadComponent(1)
    #expect(picker.selectedRow(inComponent: 1) == 1)
  }

  @Test func emptyWheelSelectsMinusOne() {
    let model = Recorder([3])
    let picker = Picker()
    picker.attach(model)
    model.wheels[0].titles = []
    picker.reloadAllComponents()
    #expect(picker.selectedRow(inComponent: 0) == -1)
    picker.userSelectRow(0, inComponent: 0)
    #expect(model.selections.isEmpty)
    #expect(picker.selectedTitle(inComponent: 0) == nil)
  }

  @Test func reloadAllPicksUpNewComponents() {
    let model = Recorder([2])
    let picker = Picker()
    picker.attach(model)
    #expect(picker.numberOfComponents == 1)
    model.wheels.append(Wheel(name: "extra", titles: ["a", "b", "c"]))
    picker.reloadAllComponents()
    #expect(picker.numberOfComponents == 2)
    #expect(picker.numberOfRows(inComponent: 1) == 3)
    #expect(picker.selectedRow(inComponent: 1) == 0)
    #expect(picker.selectedRow(inComponent: 5) == -1)
  }

  @Test func delegatesAreHeldWeakly() {
    let picker = Picker()
    do {
      let model = Recorder([2])
      picker.attach(model)
      #expect(picker.dataSource != nil)
    }
    #expect(picker.dataSource == nil)
    #expect(picker.delegate == nil)
  }
}
