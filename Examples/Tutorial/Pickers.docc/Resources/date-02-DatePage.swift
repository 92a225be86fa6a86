import PickerKit
import PickersUI

/// The Date tab, the book's `DatePickerViewController`. Its `UIDatePicker` is PickerKit's
/// `DatePickerModel`: the data source and delegate of a `PickerWidget`'s wheels.
@MainActor
final class DatePage {
  let picker = PickerWidget()
  let datePicker: DatePickerModel
  let window: Window

  init(window: Window) {
    self.window = window
    // viewDidLoad's `[datePicker setDate:now animated:NO]`: the picker opens on now.
    datePicker = DatePickerModel(
      mode: .dateAndTime, date: CivilDateTime.now(), locale: SystemDateLocale(today: "Today"),
      picker: picker)
  }

  /// The wheels and the Select button.
  lazy var widget = pageBox(picker, button: "Select") { [unowned self] in buttonPressed() }

  /// The book's `buttonPressed` action; the alert comes next.
  func buttonPressed() {}
}
