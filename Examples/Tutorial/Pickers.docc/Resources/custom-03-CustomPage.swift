import Glibc
import PickerKit
import PickersUI

/// The Custom tab, the book's `CustomPickerViewController`: a slot machine of five reels
/// of images, a Spin button, a crunch as the reels turn and, on three in a row, a win
/// sound and WINNER!.
@MainActor
final class CustomPage: @MainActor PickerDataSource, @MainActor PickerDelegate {
  /// The image rows: the names of files in the Assets folder (`seven.svg`, `apple.png`).
  let symbols = ["seven", "bar", "crown", "cherry", "lemon", "apple"]
  let picker: PickerWidget
  let winLabel = Label()
  let sounds = SoundPlayer()
  /// The book's `random()`: seeded from the clock; a fixed seed repeats a game.
  var random = SeededRandom(seed: UInt64(time(nil)))
  let assets = pickersFolder("Assets")

  init() {
    // The book's UIImageViews: the picker draws each row's image from the store.
    picker = PickerWidget(images: ImageStore(directory: assets), style: .reels)
    picker.dataSource = self
    picker.delegate = self
    picker.reloadAllComponents()
  }

  /// The reels, the WINNER! label and the Spin button.
  lazy var widget: Box = {
    let box = pageBox(picker, button: "Spin") { [unowned self] in spin() }
    box.packStart(winLabel)
    return box
  }()

  /// The book's `spin` action: a random row on each reel, and a win for three or more of
  /// the same symbol side by side.
  func spin() {
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
    winLabel.text = ""
    sounds.play(assets + "/crunch.wav")
    // The book's `performSelector:withObject:afterDelay:`.
    GLibScheduler.timeout(after: 0.5) { [unowned self] in
      guard win else { return }
      sounds.play(assets + "/win.wav")
      winLabel.text = "WINNER!"
    }
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
