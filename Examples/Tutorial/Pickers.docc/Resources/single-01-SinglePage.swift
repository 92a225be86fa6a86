import PickerKit
import PickersUI

/// The Single tab, the book's `SingleComponentPickerViewController`: the picker's data
/// source (and, next, its delegate).
@MainActor
final class SinglePage: @MainActor PickerDataSource {
  let picker = PickerWidget()
  let window: Window
  /// The book's `pickerData`.
  let pickerData = ["Luke", "Leia", "Han", "Chewbacca", "Artoo", "Threepio", "Lando"]

  init(window: Window) {
    self.window = window
    // What the book's connections in Interface Builder do: the picker asks this page.
    picker.dataSource = self
  }

  // MARK: Picker data source methods

  /// `numberOfComponentsInPickerView:`: one wheel.
  func numberOfComponents(in picker: any PickerView) -> Int { 1 }

  /// `pickerView:numberOfRowsInComponent:`: a row per character.
  func picker(_ picker: any PickerView, numberOfRowsInComponent component: Int) -> Int {
    pickerData.count
  }
}
