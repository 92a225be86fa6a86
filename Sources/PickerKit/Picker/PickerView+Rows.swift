extension PickerView {
  /// The selected row of every wheel, left to right (what a saved state keeps); an empty
  /// wheel, which has no selection (-1), counts as row 0, a row a saved state can hold.
  public var selectedRows: [Int] {
    (0..<numberOfComponents).map { max(selectedRow(inComponent: $0), 0) }
  }

  /// Puts back rows kept from ``selectedRows``, wheel by wheel from the left, without
  /// animation, and tells the delegate of each (``PickerDelegate/picker(_:didRestoreRow:inComponent:)``,
  /// by default a person's choice): a wheel that depends on another (the cities of a
  /// country) is reloaded before its own row comes back.
  /// Rows out of range are clamped; rows for wheels that no longer exist are ignored.
  public func restoreRows(_ rows: [Int]) {
    for (component, row) in rows.enumerated() where component < numberOfComponents {
      let count = numberOfRows(inComponent: component)
      guard count > 0 else { continue }
      let clamped = min(max(row, 0), count - 1)
      selectRow(clamped, inComponent: component, animated: false)
      delegate?.picker(self, didRestoreRow: clamped, inComponent: component)
    }
  }
}
