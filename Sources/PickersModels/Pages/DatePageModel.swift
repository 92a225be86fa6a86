import PickerKit

/// The Date page: a date picker in its date-and-time mode, as the seeds' Date tab is a
/// `UIDatePicker`, opening on now. Select names the chosen day and time in the user's
/// locale, exactly as the wheels show them.
public final class DatePageModel: SelectButtonModel {
  /// The date picker the page reads: a headless `DatePickerModel`, or PickersUI's
  /// `DatePicker` on screen.
  public let datePicker: any DatePickerValue
  private let translator: Translator

  /// A page opening on `now`, its dates worded and laid out by `locale`, its other texts
  /// by `translator`, shown by `picker`.
  public convenience init(
    now: CivilDateTime, locale: any DateLocale = FixedDateLocale.english,
    translator: Translator = .english, picker: any PickerView = Picker()
  ) {
    self.init(
      datePicker: DatePickerModel(
        mode: .dateAndTime, date: now, locale: locale, translator: translator, picker: picker),
      translator: translator)
  }

  /// A page over `datePicker`, its texts by `translator`.
  public init(datePicker: any DatePickerValue, translator: Translator = .english) {
    self.datePicker = datePicker
    self.translator = translator
  }

  /// The date and time the wheels show.
  public var date: CivilDateTime { datePicker.date }

  /// What the Select button shows: "Date and Time Selected" / "The date and time you
  /// selected is Monday, November 30, 2026 3:07 PM" / "That's true".
  public func buttonPressed() -> Alert {
    Alert(
      title: translator.tr("Date and Time Selected"),
      message: translator.tr(
        "The date and time you selected is {date}", ["date": datePicker.texts.dateAndTime(date)]),
      buttonText: translator.tr("That's true"))
  }
}
