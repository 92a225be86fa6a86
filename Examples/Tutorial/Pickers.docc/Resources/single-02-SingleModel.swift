import PickerKit

/// The Single tab's model: the picker logic of the book's
/// `SingleComponentPickerViewController`, its data source and its delegate. It knows
/// nothing of GTK: it drives the picker it is given.
final class SingleModel: PickerDataSource, PickerDelegate {
  /// The book's `pickerData`.
  let pickerData = ["Luke", "Leia", "Han", "Chewbacca", "Artoo", "Threepio", "Lando"]
  /// The wheel this model drives: the page's `PickerWidget`, or a headless `Picker()` in a
  /// test.
  let picker: any PickerView

  init(picker: any PickerView = Picker()) {
    self.picker = picker
    // What the book's connections in Interface Builder do: the picker asks this model.
    picker.dataSource = self
    picker.delegate = self
    picker.reloadAllComponents()
  }

  // MARK: Picker data source methods

  /// `numberOfComponentsInPickerView:`: one wheel.
  func numberOfComponents(in picker: any PickerView) -> Int { 1 }

  /// `pickerView:numberOfRowsInComponent:`: a row per character.
  func picker(_ picker: any PickerView, numberOfRowsInComponent component: Int) -> Int {
    pickerData.count
  }

  // MARK: Picker delegate methods

  /// `pickerView:titleForRow:forComponent:`: the row's text.
  func picker(_ picker: any PickerView, titleForRow row: Int, forComponent component: Int)
    -> String
  { pickerData[row] }

  /// The wheel's name for a screen reader (UIKit's `accessibilityLabel`).
  func picker(_ picker: any PickerView, nameForComponent component: Int) -> String? {
    "Character"
  }
}
