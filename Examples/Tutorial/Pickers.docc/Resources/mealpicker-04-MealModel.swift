import PickerKit
import PickersModels

/// The Meal Picker's model, the picker logic of the seed's view controller: one component
/// per course, read from `meals.plist` (the seed's `foods.plist`).
final class MealModel: PickerDataSource, PickerDelegate {
  /// The seed's `foodCategories`: each course's name and dishes.
  let courses: [MealCourse]
  /// The wheels this model drives.
  let picker: any PickerView

  /// A model over `courses`, as the app reads them (a test can give it its own).
  init(courses: [MealCourse], picker: any PickerView = Picker()) {
    self.courses = courses
    self.picker = picker
    picker.dataSource = self
    picker.delegate = self
    picker.reloadAllComponents()
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
}
