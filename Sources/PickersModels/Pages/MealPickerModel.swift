import PickerKit

/// The Meal picker (seed 004): one wheel per course, the current choices as text, and a
/// Random button that moves every wheel to a row different from its current one.
public final class MealPickerModel: PickerOwningModel {
  /// One wheel per course.
  public let wheels: [Wheel]
  /// The wheels this model drives.
  public let picker: any PickerView
  /// The current choice of each course.
  public private(set) var choices: [String]
  /// Told whenever the choices change.
  public var onChoicesChanged: (([String]) -> Void)?
  private var random: AnyRandom

  /// A meal picker over `courses` (from `meals.plist`), drawing from `random`, its courses
  /// and dishes worded by `translator`.
  public init(
    courses: [MealCourse], random: some RandomNumberGenerator, translator: Translator = .english,
    picker: any PickerView = Picker()
  ) {
    wheels = courses.map {
      let course = $0
      return Wheel(
        name: translator.trc("course", course.name),
        titles: course.items.map { translator.trc(course.itemContext, $0) })
    }
    self.random = AnyRandom(base: random)
    self.picker = picker
    choices = []
    picker.attach(self)
    choices = wheels.indices.map { title(in: $0) ?? "" }
  }

  /// Updates the choice of the course a person turned.
  public func picker(_ picker: any PickerView, didSelectRow row: Int, inComponent component: Int) {
    guard choices.indices.contains(component) else { return }
    choices[component] = title(in: component) ?? ""
    onChoicesChanged?(choices)
  }

  /// Moves every wheel (animated) to a random row other than its current one; a wheel of
  /// one row stays. Returns the new rows.
  @discardableResult
  public func randomize() -> [Int] {
    let rows = wheels.indices.map { component -> Int in
      let count = wheels[component].titles.count
      let current = picker.selectedRow(inComponent: component)
      guard count > 1 else { return current }
      // Draw among the other count-1 rows, uniformly, without retrying.
      let draw = Int.random(in: 0..<(count - 1), using: &random)
      return draw >= current ? draw + 1 : draw
    }
    for (component, row) in rows.enumerated() {
      picker.selectRow(row, inComponent: component, animated: true)
    }
    choices = wheels.indices.map { title(in: $0) ?? "" }
    onChoicesChanged?(choices)
    return rows
  }
}
