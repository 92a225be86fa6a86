import PickerKit
import PickersUI

/// A page whose button is Select and opens its model's alert: the Date, Single, Double and
/// Dependent tabs. A conforming type only builds its model; the rest comes from here.
package protocol SelectPage: Page {
  /// The model type, whose `buttonPressed()` gives the alert.
  associatedtype Model: SelectButtonModel
  /// The page's model, held strongly.
  var model: Model { get }
  /// Where the alert is presented.
  var context: PageContext { get }
}

extension SelectPage {
  /// "Select".
  package static var buttonLabel: String { translatable("Select") }
  /// Presents the model's alert over the main window.
  package func buttonPressed() { context.present(model.buttonPressed()) }
}

extension SelectPage where Wheels == PickerWidget {
  /// The wheels alone.
  package var content: Widget { picker.widget }
}
