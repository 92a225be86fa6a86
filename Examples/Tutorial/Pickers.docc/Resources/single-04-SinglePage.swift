import PickersUI

/// The Single tab, the book's `SingleComponentPickerViewController` on screen: the wheel,
/// the Select button and the alert. The picker logic is the model's.
@MainActor
final class SinglePage {
  let picker = PickerWidget()
  let model: SingleModel
  let window: Window

  init(window: Window) {
    self.window = window
    model = SingleModel(picker: picker)
  }

  /// The wheel and the Select button, which shows the model's alert over the window.
  lazy var widget = pageBox(picker, button: "Select") { [unowned self] in
    AlertPresenter.present(model.buttonPressed(), over: window)
  }
}
