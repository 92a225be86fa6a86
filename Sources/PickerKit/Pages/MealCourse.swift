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
}
