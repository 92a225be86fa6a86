import PickerKit
import PickersModels
import PickersUI

/// The seed's view controller: a picker of one component per course, read from
/// `meals.plist` (the seed's `foods.plist`).
@MainActor
final class MealPicker: @MainActor PickerDataSource, @MainActor PickerDelegate {
  let picker = PickerWidget()
  /// The seed's `foodCategories`: each course's name and dishes.
  let courses: [MealCourse]

  init(courses: [MealCourse]) {
    self.courses = courses
    picker.dataSource = self
    picker.delegate = self
    picker.reloadAllComponents()
  }

  /// The wheels, for now.
  var widget: Widget { picker.widget }

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
