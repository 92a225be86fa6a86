/// How tall each wheel is in the picker's style, and how wide a share of the picker it
/// takes.
extension PickerWidget {
  /// The full height of a wheel of rows `rowHeight` high in this style.
  func visibleHeight(rowHeight: Int) -> Int {
    switch style {
    case .standard: Int((Double(rowHeight) * Self.standardRows).rounded())
    case .wheels(let rows): rowHeight * (max(1, rows) | 1)
    // The band's row, and half of each neighbour above and below.
    case .reels: rowHeight * 2
    }
  }

  /// A standard wheel's full height in rows: 216 px for 32 px rows, `UIPickerView`'s
  /// default height.
  public static let standardRows = 6.75
  /// The shorter drums a standard wheel draws when it is given less height, as fractions of
  /// its full height: `UIPickerView`'s 180 and 162 points beside its 216.
  public static let compactFractions = [180.0 / 216, 162.0 / 216]

  /// The compact heights of a wheel of rows `rowHeight` high in this style: a standard
  /// wheel's 180 and 162 px drums (for 32 px rows); the other styles have none.
  func compactHeights(rowHeight: Int) -> [Int] {
    guard style == .standard else { return [] }
    let full = Double(visibleHeight(rowHeight: rowHeight))
    return Self.compactFractions.map { Int(($0 * full).rounded()) }
  }

  /// Grid columns per wheel: width shares over a common denominator of 12; wheels
  /// without a share split what is left equally.
  public static func spans(for widths: [Double?]) -> [Int] {
    let unit = 12.0
    let given = widths.compactMap { $0 }.reduce(0, +)
    let open = widths.filter { $0 == nil }.count
    let share = open > 0 ? max(0, 1 - given) / Double(open) : 0
    let raw = widths.map { max(1, Int((($0 ?? share) * unit).rounded())) }
    return raw.allSatisfy({ $0 == raw.first }) ? raw.map { _ in 1 } : raw
  }
}
