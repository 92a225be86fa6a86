/// The delegate of a set of picker wheels, as UIKit's `UIPickerViewDelegate`.
///
/// Only `titleForRow` is required: it is the row's text, and for image rows the name a
/// screen reader reads. Every other method has a default.
public protocol PickerDelegate: AnyObject {
  /// The text of a row; for image rows, its accessible name ("cherry").
  func picker(_ picker: any PickerView, titleForRow row: Int, forComponent component: Int)
    -> String
  /// The name of the image asset a row shows instead of text, or `nil` for a text row.
  func picker(_ picker: any PickerView, imageForRow row: Int, forComponent component: Int)
    -> String?
  /// Called when a person selects a row (never for programmatic selections).
  func picker(_ picker: any PickerView, didSelectRow row: Int, inComponent component: Int)
  /// Called when a row kept from an earlier run is put back (``PickerView/restoreRows(_:)``),
  /// wheel by wheel from the left. By default it is taken as a person's choice, so a wheel
  /// that depends on this one reloads; a delegate that tells a person what they changed
  /// implements it to say nothing has changed yet.
  func picker(_ picker: any PickerView, didRestoreRow row: Int, inComponent component: Int)
  /// The share (0…1) of the picker's width the wheel takes, or `nil` to share equally.
  func picker(_ picker: any PickerView, widthForComponent component: Int) -> Double?
  /// The row height of a wheel in points, or `nil` for the default.
  func picker(_ picker: any PickerView, rowHeightForComponent component: Int) -> Double?
  /// The accessible name of a wheel ("Month", "Reel 1"), or `nil` for none.
  func picker(_ picker: any PickerView, nameForComponent component: Int) -> String?
  /// Whether the wheel loops: turned past its last row it shows its first again, with no
  /// end, as `UIDatePicker`'s hours and minutes and a fruit machine's reels do. `false` by
  /// default, as every `UIPickerView` wheel; a wheel of fewer than three rows never loops
  /// (``WheelRows``). Rows are still reported as `0..<count`.
  func picker(_ picker: any PickerView, loopingForComponent component: Int) -> Bool
  /// Whether a person may choose a row now. A row that is not is drawn dimmed, as
  /// `UIDatePicker` greys the dates outside its bounds; a person can still turn to it, and
  /// the delegate decides what follows (the date picker rolls back to its bound). `true` by
  /// default. The wheels ask as they draw, and draw again whenever a row is selected.
  func picker(_ picker: any PickerView, isEnabledRow row: Int, forComponent component: Int)
    -> Bool
  /// A unit drawn beside the band, after the selected row's title (before it, where the
  /// unit ``WheelUnit/leads``), that stays still while the wheel turns: a countdown's
  /// "hours" and "min", as `UIDatePicker` draws them. It is asked for the row in the band,
  /// so it takes that count's plural form. A wheel has a unit for every row or for none:
  /// `nil` for row 0 means none (the default), and row 0's ``WheelUnit/leads`` holds for all.
  func picker(_ picker: any PickerView, unitForRow row: Int, forComponent component: Int)
    -> WheelUnit?
}

extension PickerDelegate {
  /// Text rows by default.
  public func picker(_ picker: any PickerView, imageForRow row: Int, forComponent component: Int)
    -> String?
  { nil }
  /// Ignores selections by default.
  public func picker(_ picker: any PickerView, didSelectRow row: Int, inComponent component: Int) {}
  /// A restored row is a selection by default.
  public func picker(_ picker: any PickerView, didRestoreRow row: Int, inComponent component: Int) {
    self.picker(picker, didSelectRow: row, inComponent: component)
  }
  /// Equal widths by default.
  public func picker(_ picker: any PickerView, widthForComponent component: Int) -> Double? {
    nil
  }
  /// The view's default row height.
  public func picker(_ picker: any PickerView, rowHeightForComponent component: Int) -> Double? {
    nil
  }
  /// No accessible name by default.
  public func picker(_ picker: any PickerView, nameForComponent component: Int) -> String? {
    nil
  }
  /// Wheels have two ends by default.
  public func picker(_ picker: any PickerView, loopingForComponent component: Int) -> Bool {
    false
  }
  /// Every row may be chosen by default.
  public func picker(_ picker: any PickerView, isEnabledRow row: Int, forComponent component: Int)
    -> Bool
  { true }
  /// No unit by default.
  public func picker(_ picker: any PickerView, unitForRow row: Int, forComponent component: Int)
    -> WheelUnit?
  { nil }
}
