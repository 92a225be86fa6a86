import PickerKit
import PickersUI

/// The Date tab: `UIDatePicker`'s date-and-time mode (Date, Hour, Minute and, on a 12-hour
/// clock, AM/PM) opening on now, in the user's locale; Select names the day and time.
final class DatePage: SelectPage {
  let model: DatePageModel
  /// The band's row a little larger, as iOS's and Flutter's date pickers draw it.
  let picker = PickerWidget(look: WheelLook.drum.magnified(1.12))
  let context: PageContext

  init(context: PageContext) {
    self.context = context
    model = DatePageModel(
      now: LocalDate.now(), locale: SystemDateLocale(today: context.translator.tr("Today")),
      translator: context.translator, picker: picker)
  }
}
