import PickerKit
import PickerTestSupport
import PickersModels
import Testing

@Suite("Alert texts")
struct AlertTests {
  @Test(
    "Single: the selected character",
    arguments: [
      (0, "You selected Luke!"), (3, "You selected Chewbacca!"), (6, "You selected Lando!"),
    ])
  func single(row: Int, title: String) throws {
    let picker = Picker()
    let model = SinglePageModel(characters: try repositoryData.characters(), picker: picker)
    picker.userSelectRow(row, inComponent: 0)
    #expect(
      model.buttonPressed()
        == Alert(title: title, message: "Thank you for choosing.", buttonText: "You're welcome"))
  }

  @Test(
    "Double: filling and bread",
    arguments: [
      (0, 0, "Your Ham on White bread will be right up."),
      (1, 2, "Your Turkey on Rye bread will be right up."),
      (2, 4, "Your Peanut Butter on Seven Grain bread will be right up."),
      (6, 3, "Your Vegemite on Sourdough bread will be right up."),
    ])
  func double(filling: Int, bread: Int, message: String) throws {
    let (fillings, breads) = try repositoryData.sandwiches()
    let picker = Picker()
    let model = DoublePageModel(fillings: fillings, breads: breads, picker: picker)
    picker.userSelectRow(filling, inComponent: DoublePageModel.fillingComponent)
    picker.userSelectRow(bread, inComponent: DoublePageModel.breadComponent)
    #expect(
      model.buttonPressed()
        == Alert(title: "Thank you for your order", message: message, buttonText: "Great!"))
  }

  @Test(
    "Dependent: zip code and state",
    arguments: [
      ("Alabama", 0, "35004"), ("Texas", 0, "73301"), ("Wyoming", 0, "82001"),
      ("District of Columbia", 0, "20001"),
    ])
  func dependent(state: String, zipRow: Int, zip: String) throws {
    let picker = Picker()
    let model = DependentPageModel(stateZips: shippedStateZips, picker: picker)
    let row = try #require(shippedStateZips.states.firstIndex(of: state))
    picker.userSelectRow(row, inComponent: DependentPageModel.stateComponent)
    picker.userSelectRow(zipRow, inComponent: DependentPageModel.zipComponent)
    #expect(
      model.buttonPressed()
        == Alert(
          title: "You selected zip code \(zip).", message: "\(zip) is in \(state)", buttonText: "OK"
        ))
  }

  @Test func dependentStartsOnAlabama35004() {
    let model = DependentPageModel(stateZips: shippedStateZips)
    #expect(
      model.buttonPressed()
        == Alert(
          title: "You selected zip code 35004.", message: "35004 is in Alabama", buttonText: "OK"))
  }

  @Test func date() {
    let now = CivilDateTime(year: 2026, month: 11, day: 29, hour: 21, minute: 5)
    let model = DatePageModel(now: now)
    #expect(
      model.buttonPressed()
        == Alert(
          title: "Date and Time Selected",
          message: "The date and time you selected is Sunday, November 29, 2026 9:05 PM",
          buttonText: "That's true"))
  }

  @Test func dateUsesTheGivenLocale() {
    let now = CivilDateTime(year: 2024, month: 2, day: 29, hour: 0, minute: 0)
    let model = DatePageModel(now: now, locale: TestLocales.deDE)
    #expect(
      model.buttonPressed().message
        == "The date and time you selected is Donnerstag, 29. Februar 2024 00:00")
  }

  @Test(
    "Custom: the win sentence",
    arguments: [
      (SlotRun(symbol: 3, start: 0, length: 3), "Three cherries in a row!"),
      (SlotRun(symbol: 0, start: 1, length: 4), "Four sevens in a row!"),
      (SlotRun(symbol: 1, start: 0, length: 5), "Five bars in a row!"),
      (SlotRun(symbol: 2, start: 2, length: 3), "Three crowns in a row!"),
      (SlotRun(symbol: 4, start: 2, length: 3), "Three lemons in a row!"),
      (SlotRun(symbol: 5, start: 2, length: 3), "Three apples in a row!"),
    ])
  func custom(run: SlotRun, message: String) throws {
    let model = SlotMachineModel(
      symbols: try repositoryData.slotSymbols(), random: SeededRandom(seed: 1),
      scheduler: ManualScheduler())
    #expect(
      model.alert(for: run) == Alert(title: "WINNER!", message: message, buttonText: "Spin again"))
  }
}
