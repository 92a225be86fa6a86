import PickerKit
import PickersModels
import Testing

@Suite("Meal picker and Animal Chooser")
struct MealAndAnimalTests {
  @Test func mealShowsTheFirstChoicesAndFollowsSelections() throws {
    let picker = Picker()
    let model = MealPickerModel(
      courses: try repositoryData.meals(), random: SeededRandom(seed: 1), picker: picker)
    #expect(model.wheels.map(\.name) == ["Fruit", "Main Course", "Drink"])
    #expect(model.choices == ["Apple", "Fried Rice", "Water"])
    var told: [[String]] = []
    model.onChoicesChanged = { told.append($0) }
    picker.userSelectRow(2, inComponent: 1)
    #expect(model.choices == ["Apple", "Roast Chicken", "Water"])
    #expect(told == [model.choices])
  }

  @Test("Random never repeats a wheel's row", arguments: [0, 1, 99] as [UInt64])
  func randomNeverRepeats(seed: UInt64) throws {
    let picker = Picker()
    let model = MealPickerModel(
      courses: try repositoryData.meals(), random: SeededRandom(seed: seed), picker: picker)
    var seen = Set<[Int]>()
    for _ in 0..<500 {
      let before = (0..<3).map { picker.selectedRow(inComponent: $0) }
      let after = model.randomize()
      #expect(zip(before, after).allSatisfy { $0 != $1 }, "before \(before), after \(after)")
      #expect(after == (0..<3).map { picker.selectedRow(inComponent: $0) })
      #expect(model.choices == (0..<3).map { model.wheels[$0].titles[after[$0]] })
      seen.insert(after)
    }
    #expect(seen.count > 100, "draws should vary")
    #expect(picker.animatedSelectionCount == 1_500)
  }

  @Test func randomLeavesAOneRowWheelAlone() {
    let courses = [
      MealCourse(name: "Only", items: ["Bread"]), MealCourse(name: "Two", items: ["A", "B"]),
    ]
    let model = MealPickerModel(courses: courses, random: SeededRandom(seed: 5))
    #expect(model.randomize() == [0, 1])
    #expect(model.randomize() == [0, 0])
  }

  @Test func animalChooserSentences() throws {
    let (animals, sounds) = try repositoryData.animals()
    let picker = Picker()
    let model = AnimalChooserModel(animals: animals, sounds: sounds, picker: picker)
    #expect(model.output == "You changed nothing yet (Mouse and the sound Oink)")
    var told: [String] = []
    model.onOutputChanged = { told.append($0) }
    picker.userSelectRow(2, inComponent: AnimalChooserModel.animalComponent)
    #expect(model.output == "You changed the Animal (Cat and the sound Oink)")
    picker.userSelectRow(4, inComponent: AnimalChooserModel.soundComponent)
    #expect(model.output == "You changed the Sound (Cat and the sound Meow)")
    picker.userSelectRow(6, inComponent: AnimalChooserModel.animalComponent)
    #expect(model.output == "You changed the Animal (Pig and the sound Meow)")
    #expect(told.count == 3)
  }

  @Test func aRestoredAnimalChooserSaysNothingChangedYet() throws {
    let (animals, sounds) = try repositoryData.animals()
    let picker = Picker()
    let model = AnimalChooserModel(animals: animals, sounds: sounds, picker: picker)
    var told: [String] = []
    model.onOutputChanged = { told.append($0) }
    picker.restoreRows([2, 4])
    #expect(picker.selectedRows == [2, 4])
    #expect(model.output == "You changed nothing yet (Cat and the sound Meow)")
    #expect(told.last == model.output)
  }

  @Test func animalWheelsShowImagesAndText() throws {
    let (animals, sounds) = try repositoryData.animals()
    let picker = Picker()
    let model = AnimalChooserModel(animals: animals, sounds: sounds, picker: picker)
    #expect(model.picker(picker, imageForRow: 1, forComponent: 0) == "goose")
    #expect(model.picker(picker, titleForRow: 1, forComponent: 0) == "Goose")
    #expect(model.picker(picker, imageForRow: 1, forComponent: 1) == nil)
    #expect(model.picker(picker, titleForRow: 6, forComponent: 1) == "Squeak")
    #expect(model.picker(picker, rowHeightForComponent: 0) == 55)
  }
}
