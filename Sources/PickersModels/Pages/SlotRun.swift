import PickerKit

/// A run of equal symbols on adjacent reels.
public struct SlotRun: Equatable, Sendable {
  /// The symbol's row index.
  public var symbol: Int
  /// The first reel of the run.
  public var start: Int
  /// How many reels the run spans.
  public var length: Int

  /// Creates a run.
  public init(symbol: Int, start: Int, length: Int) {
    self.symbol = symbol
    self.start = start
    self.length = length
  }

  /// The longest run of equal adjacent values in `reels` (the leftmost of equal ones), or
  /// `nil` for no reels.
  public static func longest(in reels: [Int]) -> SlotRun? {
    var best: SlotRun?
    var start = 0
    for index in reels.indices where index == reels.count - 1 || reels[index + 1] != reels[index] {
      let length = index - start + 1
      if length > (best?.length ?? 0) {
        best = SlotRun(symbol: reels[start], start: start, length: length)
      }
      start = index + 1
    }
    return best
  }

  /// The winning run of `reels`: three or more adjacent equal symbols, or `nil`.
  public static func winning(in reels: [Int], minimum: Int = 3) -> SlotRun? {
    longest(in: reels).flatMap { $0.length >= minimum ? $0 : nil }
  }
}
