import PickerKit
import PickersUI

/// The Colour tab: a page of your own, written the way the Pickers app writes its pages.
/// Its model describes its wheel as data (`WheelModel`) and PickerKit answers the data
/// source and delegate for it; the page only shows it.
@MainActor
final class ColourPage {
  let picker = PickerWidget()
  let model: ColourPageModel
  let window: Window

  init(window: Window) {
    self.window = window
    model = ColourPageModel(picker: picker)
  }

  /// The wheel and the Select button.
  lazy var widget = pageBox(picker, button: "Select") { [unowned self] in
    AlertPresenter.present(model.buttonPressed(), over: window)
  }
}
