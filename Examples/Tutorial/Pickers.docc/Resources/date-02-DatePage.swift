import PickersUI

/// The Date tab, the book's `DatePickerViewController`. Its `UIDatePicker` is PickersUI's
/// `DatePicker`: wheels of days, hours and minutes in the system's locale.
@MainActor
final class DatePage {
  // viewDidLoad's `[datePicker setDate:now animated:NO]`: the picker opens on now.
  let datePicker = DatePicker(mode: .dateAndTime)
  let window: Window

  init(window: Window) {
    self.window = window
  }

  /// The wheels and the Select button.
  lazy var widget = pageBox(datePicker, button: "Select") { [unowned self] in
    buttonPressed()
  }

  /// The book's `buttonPressed` action; the alert comes next.
  func buttonPressed() {}
}
