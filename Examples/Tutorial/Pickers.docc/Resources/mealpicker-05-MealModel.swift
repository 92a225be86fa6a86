import PickerKit
import PickersModels

/// The Meal Picker's model, the picker logic of the seed's view controller: one component
/// per course, read from `meals.plist` (the seed's `foods.plist`), the dish each wheel
/// shows, and Random, which turns every wheel to a dish at random.
final class MealModel: PickerDataSource, PickerDelegate {
  /// The seed's `foodCategories`: each course's name and dishes.
  let courses: [MealCourse]
  /// The wheels this model drives.
  let picker: any PickerView
  let translator: Translator
  var random: any RandomNumberGenerator
  /// The texts of the seed's `fruitLabel`, `mainLabel` and `drinkLabel`: one per course,
  /// "Fruit: Apple".
  private(set) var choices: [String] = []
  /// Told whenever the choices change.
  var onChoicesChanged: (() -> Void)?

  /// A model over `courses`, as the app reads them (a test can give it its own), drawing
  /// from `random`.
  init(
    courses: [MealCourse], random: any RandomNumberGenerator, translator: Translator = .english,
    picker: any PickerView = Picker()
  ) {
    self.courses = courses
    self.random = random
    self.translator = translator
    self.picker = picker
    picker.dataSource = self
    picker.delegate = self
    picker.reloadAllComponents()
    choices = courses.indices.map(choice(inComponent:))
  }

  /// The seed's `random` action: a dish at random on every wheel, the choices following.
  func randomMeal() {
    for (component, course) in courses.enumerated() {
      picker.selectRow(
        Int.random(in: 0..<course.items.count, using: &random), inComponent: component,
        animated: true)
    }
    choices = courses.indices.map(choice(inComponent:))
    onChoicesChanged?()
  }

  /// "Fruit: Apple": the course and the dish its wheel shows.
  func choice(inComponent component: Int) -> String {
    let course = courses[component]
    let dish = course.items[picker.selectedRow(inComponent: component)]
    return translator.tr("{course}: {dish}", ["course": course.name, "dish": dish])
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

  /// The seed's `didSelectRow`: the turned course's choice follows its wheel.
  func picker(_ picker: any PickerView, didSelectRow row: Int, inComponent component: Int) {
    choices[component] = choice(inComponent: component)
    onChoicesChanged?()
  }
}
