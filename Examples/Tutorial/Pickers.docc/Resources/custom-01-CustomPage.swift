import PickerKit
import PickersUI

/// The Custom tab, the book's `CustomPickerViewController`: a slot machine of five reels
/// of images.
@MainActor
final class CustomPage: @MainActor PickerDataSource, @MainActor PickerDelegate {
  /// The image rows: the names of files in the Assets folder (`seven.svg`, `apple.png`).
  let symbols = ["seven", "bar", "crown", "cherry", "lemon", "apple"]
  let picker: PickerWidget
  let assets = pickersFolder("Assets")

  init() {
    // The book's UIImageViews: the picker draws each row's image from the store.
    picker = PickerWidget(images: ImageStore(directory: assets), style: .reels)
    picker.dataSource = self
    picker.delegate = self
    picker.reloadAllComponents()
  }

  // MARK: Picker data source methods

  func numberOfComponents(in picker: any PickerView) -> Int { 5 }

  func picker(_ picker: any PickerView, numberOfRowsInComponent component: Int) -> Int {
    symbols.count
  }

  // MARK: Picker delegate methods

  /// An image row's title is what a screen reader says: "cherry".
  func picker(_ picker: any PickerView, titleForRow row: Int, forComponent component: Int)
    -> String
  { symbols[row] }

  /// `pickerView:viewForRow:forComponent:reusingView:`: the row's image, by name.
  func picker(_ picker: any PickerView, imageForRow row: Int, forComponent component: Int)
    -> String?
  { symbols[row] }

  /// Rows tall enough for the images.
  func picker(_ picker: any PickerView, rowHeightForComponent component: Int) -> Double? {
    96
  }

  /// A reel is a loop: after the last symbol comes the first.
  func picker(_ picker: any PickerView, loopingForComponent component: Int) -> Bool { true }

  func picker(_ picker: any PickerView, nameForComponent component: Int) -> String? {
    "Reel \(component + 1)"
  }
}
