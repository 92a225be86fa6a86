/// The data source of a set of picker wheels, as UIKit's `UIPickerViewDataSource`.
public protocol PickerDataSource: AnyObject {
  /// How many wheels (components) the picker shows.
  func numberOfComponents(in picker: any PickerView) -> Int
  /// How many rows the wheel `component` holds.
  func picker(_ picker: any PickerView, numberOfRowsInComponent component: Int) -> Int
}

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
  /// The share (0…1) of the picker's width the wheel takes, or `nil` to share equally.
  func picker(_ picker: any PickerView, widthForComponent component: Int) -> Double?
  /// The row height of a wheel in points, or `nil` for the default.
  func picker(_ picker: any PickerView, rowHeightForComponent component: Int) -> Double?
  /// The accessible name of a wheel ("Month", "Reel 1"), or `nil` for none.
  func picker(_ picker: any PickerView, nameForComponent component: Int) -> String?
}

extension PickerDelegate {
  /// Text rows by default.
  public func picker(_ picker: any PickerView, imageForRow row: Int, forComponent component: Int)
    -> String?
  { nil }
  /// Ignores selections by default.
  public func picker(_ picker: any PickerView, didSelectRow row: Int, inComponent component: Int) {}
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
}

/// The surface of a set of picker wheels, as UIKit's `UIPickerView`.
///
/// `Picker` implements it headlessly; the GTK wheel view implements it on screen.
public protocol PickerView: AnyObject {
  /// Where the wheels get their counts (held weakly).
  var dataSource: (any PickerDataSource)? { get set }
  /// Where the wheels get their rows and report selections (held weakly).
  var delegate: (any PickerDelegate)? { get set }
  /// The number of wheels, as last loaded from the data source.
  var numberOfComponents: Int { get }
  /// The number of rows of a wheel, as last loaded from the data source.
  func numberOfRows(inComponent component: Int) -> Int
  /// The selected row of a wheel, or -1 when the wheel is empty.
  func selectedRow(inComponent component: Int) -> Int
  /// Selects a row, clamped to the wheel's rows; does not call the delegate.
  func selectRow(_ row: Int, inComponent component: Int, animated: Bool)
  /// Reloads one wheel's rows from the data source and delegate.
  func reloadComponent(_ component: Int)
  /// Reloads every wheel, including the number of wheels.
  func reloadAllComponents()
}
