import PickersModels
import PickersUI

/// The Meal Picker's window content, the seed's view on screen: a label per course that
/// shows the model's choice, the wheels, and the Random button.
@MainActor
final class MealPage {
  let picker = PickerWidget()
  let model: MealModel
  /// The seed's `fruitLabel`, `mainLabel` and `drinkLabel`: one per course.
  let labels: [Label]
  /// The seed's Random button, kept here: its handler lives as long as its wrapper.
  let randomButton = Button(label: "Random")

  init(courses: [MealCourse]) {
    model = MealModel(courses: courses, random: SystemRandomNumberGenerator(), picker: picker)
    labels = courses.map { _ in Label() }
    model.onChoicesChanged = { [unowned self] in showChoices() }
    showChoices()
  }

  /// The labels, the wheels and the Random button.
  lazy var widget: Widget = {
    let box = Box(.vertical, spacing: 12)
    box.borderWidth = 18
    for label in labels { box.packStart(label) }
    box.packStart(picker.widget, expand: true, fill: true)
    box.packStart(randomButton)
    randomButton.onClicked { [unowned self] in model.randomMeal() }
    return box
  }()

  /// Puts each course's choice in its label: "Fruit: Apple".
  func showChoices() {
    for (label, choice) in zip(labels, model.choices) { label.text = choice }
  }
}
