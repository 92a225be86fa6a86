import PickerKit

/// The Custom tab's model, the picker logic of the book's `CustomPickerViewController`: a
/// slot machine of five reels of images.
final class SlotModel: PickerDataSource, PickerDelegate {
  /// The image rows: the names of files in the Assets folder (`seven.svg`, `apple.png`).
  let symbols = ["seven", "bar", "crown", "cherry", "lemon", "apple"]
  /// The reels this model drives.
  let picker: any PickerView
  let translator: Translator

  init(translator: Translator = .english, picker: any PickerView = Picker()) {
    self.translator = translator
    self.picker = picker
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

  /// "Reel 1" to "Reel 5".
  func picker(_ picker: any PickerView, nameForComponent component: Int) -> String? {
    translator.trc("wheel", "Reel {number}", ["number": String(component + 1)])
  }
}
