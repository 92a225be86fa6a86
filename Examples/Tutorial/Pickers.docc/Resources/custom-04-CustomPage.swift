import Glibc
import PickerKit
import PickersUI

/// The Custom tab, the book's `CustomPickerViewController` on screen: the reels, drawn
/// from the images of the Assets folder, the Spin button, and the model's sounds and
/// WINNER! label.
@MainActor
final class CustomPage {
  let assets = pickersFolder("Assets")
  let picker: PickerWidget
  let model: SlotModel
  let winLabel = Label()
  let sounds = SoundPlayer()

  init() {
    // The book's UIImageViews: the picker draws each row's image from the store.
    picker = PickerWidget(images: ImageStore(directory: assets), style: .reels)
    // The book's `random()`, seeded from the clock; the half second is a GLib timeout.
    model = SlotModel(
      random: SeededRandom(seed: UInt64(time(nil))), scheduler: GLibScheduler(), picker: picker)
    model.onEvent = { [unowned self] event in show(event) }
  }

  /// The reels, the WINNER! label and the Spin button.
  lazy var widget: Box = {
    let box = pageBox(picker, button: "Spin") { [unowned self] in model.spin() }
    box.packStart(winLabel)
    return box
  }()

  /// Plays the model's sounds (`crunch.wav`, `win.wav`) and shows its label.
  func show(_ event: SlotModel.Event) {
    switch event {
    case .sound(let name): sounds.play(assets + "/\(name).wav")
    case .label(let text): winLabel.text = text
    }
  }
}
