import PickerKit
import PickersUI

/// The Single tab, the book's `SingleComponentPickerViewController`: the picker's data
/// source and its delegate.
@MainActor
final class SinglePage: @MainActor PickerDataSource, @MainActor PickerDelegate {
  let picker = PickerWidget()
  let window: Window
  /// The book's `pickerData`.
  let pickerData = ["Luke", "Leia", "Han", "Chewbacca", "Artoo", "Threepio", "Lando"]

  init(window: Window) {
    self.window = window
    // What the book's connections in Interface Builder do: the picker asks this page.
    picker.dataSource = self
    picker.delegate = self
    picker.reloadAllComponents()
  }

  /// The wheel and the Select button.
  lazy var widget = pageBox(picker, button: "Select") { [unowned self] in buttonPressed() }

  /// The book's `buttonPressed` action: an alert naming the selected row.
  func buttonPressed() {
    let row = picker.selectedRow(inComponent: 0)
    let selected = pickerData[row]
    let alert = Alert(
      title: "You selected \(selected)!", message: "Thank you for choosing.",
      buttonText: "You're welcome")
    AlertPresenter.present(alert, over: window)
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
