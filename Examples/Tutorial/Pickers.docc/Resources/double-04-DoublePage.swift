import PickersUI

/// The Double tab, the book's `DoubleComponentPickerViewController` on screen: the two
/// wheels, the Select button and the model's alert.
@MainActor
final class DoublePage {
  let picker = PickerWidget()
  let model: DoubleModel
  let window: Window

  init(window: Window) {
    self.window = window
    model = DoubleModel(picker: picker)
  }

  /// The wheels and the Select button.
  lazy var widget = pageBox(picker, button: "Select") { [unowned self] in
    AlertPresenter.present(model.buttonPressed(), over: window)
  }
}
