import PickerKit

/// One symbol of the slot machine's reels.
public struct SlotSymbol: Equatable, Sendable {
  /// The symbol's name, also its image asset and accessible name ("cherry").
  public var name: String
  /// The plural the win sentence uses ("cherries").
  public var plural: String

  /// Creates a symbol.
  public init(name: String, plural: String) {
    self.name = name
    self.plural = plural
  }
}
