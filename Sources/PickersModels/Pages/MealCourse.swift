import PickerKit

/// One wheel of the Meal picker: a course and its dishes.
public struct MealCourse: Equatable, Sendable {
  /// "Fruit", "Main Course", "Drink".
  public var name: String
  /// The dishes of the course.
  public var items: [String]

  /// Creates a course.
  public init(name: String, items: [String]) {
    self.name = name
    self.items = items
  }

  /// The catalogue's context of the dishes: the course's name in lower case ("fruit",
  /// "main course"), as `po/its/plist.its` gives it, so a fruit's "Orange" is not a
  /// colour's.
  public var itemContext: String { name.lowercased() }
}
