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
  /// Selects a row as a person would (a click, a key, a screen reader), so the delegate is
  /// told; benchmarks and tests use it to stand in for a person.
  func userSelectRow(_ row: Int, inComponent component: Int)
  /// Reloads one wheel's rows from the data source and delegate.
  func reloadComponent(_ component: Int)
  /// Reloads every wheel, including the number of wheels.
  func reloadAllComponents()
}
