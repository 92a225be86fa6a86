/// The Date page: a `DatePickerModel` in its date-and-time mode, as the seeds' Date tab is
/// a `UIDatePicker`, opening on now. Select names the chosen day and time in the user's
/// locale, exactly as the wheels show them.
public final class DatePageModel: SelectButtonModel {
  /// The date picker: the wheels' data source and delegate.
  public let datePicker: DatePickerModel

  /// A page opening on `now`, worded and laid out by `locale`, shown by `picker`.
  public init(
    now: CivilDateTime, locale: any DateLocale = FixedDateLocale.english,
    picker: any PickerView = Picker()
  ) {
    datePicker = DatePickerModel(mode: .dateAndTime, date: now, locale: locale, picker: picker)
  }

  /// The wheels this page drives.
  public var picker: any PickerView { datePicker.picker }

  /// The date and time the wheels show.
  public var date: CivilDateTime { datePicker.date }

  /// What the Select button shows: "Date and Time Selected" / "The date and time you
  /// selected is Monday, November 30, 2026 3:07 PM" / "That's true".
  public func buttonPressed() -> Alert {
    Alert(
      title: "Date and Time Selected",
      message: "The date and time you selected is \(datePicker.texts.dateAndTime(date))",
      buttonText: "That's true")
  }
}
