import PickerKit

/// The Double tab's model, the picker logic of the book's
/// `DoubleComponentPickerViewController`: two independent wheels, filling and bread.
final class DoubleModel: PickerDataSource {
  /// The book's `kFillingComponent` and `kBreadComponent`: which wheel is which.
  static let fillingComponent = 0
  static let breadComponent = 1
  let fillingTypes = [
    "Ham", "Turkey", "Peanut Butter", "Tuna Salad", "Chicken Salad", "Roast Beef", "Vegemite",
  ]
  let breadTypes = ["White", "Whole Wheat", "Rye", "Sourdough", "Seven Grain"]
  /// The wheels this model drives.
  let picker: any PickerView

  init(picker: any PickerView = Picker()) {
    self.picker = picker
    picker.dataSource = self
  }

  // MARK: Picker data source methods

  /// Two components.
  func numberOfComponents(in picker: any PickerView) -> Int { 2 }

  /// Each component's rows come from its own list.
  func picker(_ picker: any PickerView, numberOfRowsInComponent component: Int) -> Int {
    component == Self.breadComponent ? breadTypes.count : fillingTypes.count
  }
}
