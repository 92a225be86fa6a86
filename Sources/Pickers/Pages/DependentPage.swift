import PickerKit
import PickersModels
import PickersUI

/// The Dependent tab: State and Zip code wheels; picking a state reloads the zips. The
/// zip codes load when the tab is first shown.
///
/// `package`, where the other pages are internal: the benchmark (`pickers-window-bench`, a
/// target of its own) drives this page and the Custom page.
package final class DependentPage: SelectPage {
  package let model: DependentPageModel
  package let picker = PickerWidget()
  package let context: PageContext

  package init(context: PageContext) throws(DataFileError) {
    self.context = context
    model = DependentPageModel(
      stateZips: try context.data.stateZips(), translator: context.translator, picker: picker)
  }
}
