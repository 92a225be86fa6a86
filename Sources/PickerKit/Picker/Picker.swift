/// A headless set of picker wheels: the state of `UIPickerView` without a screen.
///
/// It caches the row counts it last loaded (as UIKit does), keeps the selected row of each
/// wheel, clamps selections, and tells its delegate of a person's selection made through
/// `userSelectRow(_:inComponent:)`, `userTurn(by:inComponent:)` or
/// `userPress(_:inComponent:page:)` — never of a programmatic `selectRow`. It knows which
/// wheels loop (``WheelRows``), so turns and keys wrap round as on screen.
public final class Picker: PickerView {
  /// Where the wheels get their counts (held weakly).
  public weak var dataSource: (any PickerDataSource)?
  /// Where the wheels get their rows and report selections (held weakly).
  public weak var delegate: (any PickerDelegate)?

  private var rowCounts: [Int] = []
  private var looping: [Bool] = []
  private var selection: [Int] = []

  /// How many programmatic selections asked for animation (for tests of animated moves).
  public private(set) var animatedSelectionCount = 0

  /// Creates an empty picker; set its data source and delegate, then reload it.
  public init() {}

  /// The number of wheels, as last loaded.
  public var numberOfComponents: Int { rowCounts.count }

  /// The number of rows of a wheel, or 0 for a wheel that does not exist.
  public func numberOfRows(inComponent component: Int) -> Int {
    rowCounts.indices.contains(component) ? rowCounts[component] : 0
  }

  /// The selected row of a wheel; -1 when the wheel is empty or does not exist.
  public func selectedRow(inComponent component: Int) -> Int {
    selection.indices.contains(component) ? selection[component] : -1
  }

  /// Selects a row, clamped to `0..<rows`; does not call the delegate.
  public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    guard rowCounts.indices.contains(component) else { return }
    selection[component] = Self.clamp(row, rows: rowCounts[component])
    if animated { animatedSelectionCount += 1 }
  }

  /// Selects a row as a person would, then tells the delegate which row was selected.
  public func userSelectRow(_ row: Int, inComponent component: Int) {
    guard rowCounts.indices.contains(component), rowCounts[component] > 0 else { return }
    selectRow(row, inComponent: component, animated: false)
    delegate?.picker(self, didSelectRow: selection[component], inComponent: component)
  }

  /// How a wheel's rows follow one another (its count, and whether it loops), as last
  /// loaded.
  public func rows(inComponent component: Int) -> WheelRows {
    guard rowCounts.indices.contains(component) else { return WheelRows(count: 0, looping: false) }
    return WheelRows(count: rowCounts[component], looping: looping[component])
  }

  /// A person turns a wheel `rows` rows on (negative: back), as mouse-wheel notches or a
  /// drag do: a wheel with ends stops at them, a looping one comes round. The row it comes
  /// to rest on is selected and reported once, if it changed.
  public func userTurn(by rows: Int, inComponent component: Int) {
    let wheel = self.rows(inComponent: component)
    guard wheel.count > 0 else { return }
    let row = wheel.row(at: selection[component] + rows)
    guard row != selection[component] else { return }
    selection[component] = row
    delegate?.picker(self, didSelectRow: row, inComponent: component)
  }

  /// A person presses `key` on a wheel whose pages are `page` rows: the row it leads to is
  /// selected and reported, if it changed.
  public func userPress(_ key: WheelKey, inComponent component: Int, page: Int = 5) {
    let wheel = self.rows(inComponent: component)
    guard wheel.count > 0 else { return }
    let row = wheel.row(after: key, from: selection[component], page: page)
    guard row != selection[component] else { return }
    selection[component] = row
    delegate?.picker(self, didSelectRow: row, inComponent: component)
  }

  /// Reloads a wheel's row count and whether it loops; its selection is kept where still
  /// valid, else clamped.
  public func reloadComponent(_ component: Int) {
    guard rowCounts.indices.contains(component) else { return }
    let rows = dataSource?.picker(self, numberOfRowsInComponent: component) ?? 0
    rowCounts[component] = max(0, rows)
    looping[component] = delegate?.picker(self, loopingForComponent: component) ?? false
    selection[component] = Self.clamp(selection[component], rows: rowCounts[component])
  }

  /// Reloads the number of wheels and every wheel's rows.
  public func reloadAllComponents() {
    let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
    let old = selection
    rowCounts = Array(repeating: 0, count: count)
    looping = Array(repeating: false, count: count)
    selection = (0..<count).map { old.indices.contains($0) ? old[$0] : 0 }
    for component in 0..<count { reloadComponent(component) }
  }

  /// The title of the selected row of a wheel, or `nil` when it is empty.
  public func selectedTitle(inComponent component: Int) -> String? {
    let row = selectedRow(inComponent: component)
    guard row >= 0 else { return nil }
    return delegate?.picker(self, titleForRow: row, forComponent: component)
  }

  static func clamp(_ row: Int, rows: Int) -> Int {
    rows == 0 ? -1 : min(max(row, 0), rows - 1)
  }
}
