import PickerKit
import PickersUI

/// The Date tab: Month, Day, Year, Hour and Minute wheels starting at now; Select names
/// the date and time in the user's locale.
final class DatePage: SelectPage {
  let model: DatePageModel
  let picker = PickerWidget()
  let context: PageContext

  init(context: PageContext, frame: PageFrame) {
    self.context = context
    model = DatePageModel(now: LocalDate.now(), format: LocalDate.format, picker: picker)
  }
}
