import PickerKit
import PickersUI

/// The Single tab: one wheel of characters; Select names the one chosen.
final class SinglePage: Page {
  static let buttonLabel = "Select"
  /// The page's model.
  let model: SinglePageModel
  let picker = PickerWidget()
  private let context: PageContext

  init(context: PageContext, frame: PageFrame) throws(DataFileError) {
    self.context = context
    model = SinglePageModel(characters: try context.data.characters(), picker: picker)
  }

  var content: WidgetPointer { picker.widget }

  func buttonPressed() { context.present(model.buttonPressed()) }
}
