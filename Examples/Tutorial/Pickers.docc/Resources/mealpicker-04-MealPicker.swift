import PickerKit
import PickersModels
import PickersUI

/// The seed's view controller: a picker of one component per course, read from
/// `meals.plist` (the seed's `foods.plist`), a label per course that shows its dish as the
/// wheels turn, and Random, which turns every wheel to a dish at random.
@MainActor
final class MealPicker: @MainActor PickerDataSource, @MainActor PickerDelegate {
  let picker = PickerWidget()
  /// The seed's `foodCategories`: each course's name and dishes.
  let courses: [MealCourse]
  /// The seed's `fruitLabel`, `mainLabel` and `drinkLabel`: one per course.
  let labels: [Label]
  /// The seed's Random button, kept here: its handler lives as long as its wrapper.
  let randomButton = Button(label: "Random")
  var random = SystemRandomNumberGenerator()

  init(courses: [MealCourse]) {
    self.courses = courses
    labels = courses.map { _ in Label() }
    picker.dataSource = self
    picker.delegate = self
    picker.reloadAllComponents()
    for component in courses.indices { showDish(inComponent: component) }
  }

  /// The labels, the wheels and the Random button.
  lazy var widget: Widget = {
    let box = Box(.vertical, spacing: 12)
    box.borderWidth = 18
    for label in labels { box.packStart(label) }
    box.packStart(picker.widget, expand: true, fill: true)
    box.packStart(randomButton)
    randomButton.onClicked { [unowned self] in randomMeal() }
    return box
  }()

  /// The seed's `random` action: a dish at random on every wheel, the labels following.
  func randomMeal() {
    for (component, course) in courses.enumerated() {
      picker.selectRow(
        Int.random(in: 0..<course.items.count, using: &random), inComponent: component,
        animated: true)
      showDish(inComponent: component)
    }
  }

  /// Puts "Fruit: Apple" in the course's label.
  func showDish(inComponent component: Int) {
    let course = courses[component]
    let dish = course.items[picker.selectedRow(inComponent: component)]
    labels[component].text = "\(course.name): \(dish)"
  }

  // MARK: Picker data source methods

  /// One component per course.
  func numberOfComponents(in picker: any PickerView) -> Int { courses.count }

  func picker(_ picker: any PickerView, numberOfRowsInComponent component: Int) -> Int {
    courses[component].items.count
  }

  // MARK: Picker delegate methods

  func picker(_ picker: any PickerView, titleForRow row: Int, forComponent component: Int)
    -> String
  { courses[component].items[row] }

  func picker(_ picker: any PickerView, nameForComponent component: Int) -> String? {
    courses[component].name
  }

  /// The seed's `didSelectRow`: the turned course's label follows its wheel.
  func picker(_ picker: any PickerView, didSelectRow row: Int, inComponent component: Int) {
    showDish(inComponent: component)
  }
}
