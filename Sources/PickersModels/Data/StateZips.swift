import PickerKit

/// The zip codes of every state, as `statedictionary.plist` holds them.
public struct StateZips: Sendable, Equatable {
  /// The state names, sorted as the book sorts them (`compare:`, here code-point order).
  public let states: [String]
  private let table: [String: [String]]

  /// Wraps a table of state name → zip codes.
  public init(_ table: [String: [String]]) {
    self.table = table
    states = table.keys.sorted()
  }

  /// The zip codes of a state, in file order (sorted in the shipped file), or [] if unknown.
  public func zips(of state: String) -> [String] { table[state] ?? [] }

  /// The number of zip codes of all states.
  public var totalCount: Int { table.values.reduce(0) { $0 + $1.count } }
}
