import PickerKit
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

  /// The book's `buttonPressed` action: an alert naming the date and time, in the words
  /// the wheels use.
  func buttonPressed() {
    let selected = datePicker.texts.dateAndTime(datePicker.date)
    let alert = Alert(
      title: "Date and Time Selected", message: "The date and time you selected is \(selected)",
      buttonText: "That's true")
    AlertPresenter.present(alert, over: window)
  }
}
