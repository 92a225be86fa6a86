import PickerKit

/// The Custom tab's model, the picker logic of the book's `CustomPickerViewController`: a
/// slot machine of five reels of images, and its spin.
final class SlotModel: PickerDataSource, PickerDelegate {
  /// The image rows: the names of files in the Assets folder (`seven.svg`, `apple.png`).
  let symbols = ["seven", "bar", "crown", "cherry", "lemon", "apple"]
  /// The reels this model drives.
  let picker: any PickerView
  let translator: Translator
  /// The book's `random()`: the page's generator, seeded from the clock; a test's fixed
  /// seed repeats a game.
  var random: any RandomNumberGenerator

  init(
    random: any RandomNumberGenerator, translator: Translator = .english,
    picker: any PickerView = Picker()
  ) {
    self.random = random
    self.translator = translator
    self.picker = picker
    picker.dataSource = self
    picker.delegate = self
    picker.reloadAllComponents()
  }

  /// The book's `spin` action: a random row on each reel. Returns whether three or more of
  /// the same symbol stand side by side.
  @discardableResult
  func spin() -> Bool {
    var win = false
    var numInRow = 1
    var lastVal = -1
    for reel in 0..<5 {
      let newValue = Int.random(in: 0..<symbols.count, using: &random)
      numInRow = newValue == lastVal ? numInRow + 1 : 1
      lastVal = newValue
      picker.selectRow(newValue, inComponent: reel, animated: true)
      if numInRow >= 3 { win = true }
    }
    return win
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
