import PickerKit
import PickersModels
import PickersUI

/// The Single tab: one wheel of characters; Select names the one chosen.
final class SinglePage: SelectPage {
  let model: SinglePageModel
  let picker = PickerWidget()
  let context: PageContext

  init(context: PageContext) throws(DataFileError) {
    self.context = context
    model = SinglePageModel(
      characters: try context.data.characters(), translator: context.translator, picker: picker)
  }
}
