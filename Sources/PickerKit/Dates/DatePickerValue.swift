/// What a page reads of a date picker: its value, and how its locale words it.
public protocol DatePickerValue: AnyObject {
  /// The value the wheels show.
  var date: CivilDateTime { get }
  /// How the picker's locale words a value, as its wheels show it.
  var texts: DateTexts { get }
}

extension DatePickerModel: DatePickerValue {}
