import PickerKit
import PickersModels
import PickersUI

/// The Double tab: two independent wheels, filling and bread; Select orders the sandwich.
final class DoublePage: SelectPage {
  let model: DoublePageModel
  let picker = PickerWidget()
  let context: PageContext

  init(context: PageContext) throws(DataFileError) {
    self.context = context
    let (fillings, breads) = try context.data.sandwiches()
    model = DoublePageModel(
      fillings: fillings, breads: breads, translator: context.translator, picker: picker)
  }
}
