import PickerKit
import PickersModels
import PickersUI

/// The Date tab: a `DatePicker` in `UIDatePicker`'s date-and-time mode (Date, Hour, Minute
/// and, on a 12-hour clock, AM/PM) opening on now, in the user's locale; Select names the
/// day and time.
final class DatePage: SelectPage {
  let model: DatePageModel
  let datePicker: DatePicker
  let context: PageContext
  var picker: DatePicker { datePicker }
  var content: Widget { datePicker.widget }

  init(context: PageContext) {
    self.context = context
    datePicker = DatePicker(mode: .dateAndTime, translator: context.translator)
    model = DatePageModel(datePicker: datePicker, translator: context.translator)
  }
}
