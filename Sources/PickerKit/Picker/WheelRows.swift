/// How the rows of one wheel follow one another: in a line with two ends, or round a loop,
/// as the Date page's Hour and Minute and the slot reels do.
///
/// A wheel turns through *positions*: whole numbers of rows from row 0. On a line every
/// position is a row and the ends stop the wheel; on a loop position `p` shows row
/// `p mod count`, so turning past the last row comes round to the first, either way, with
/// no end. The rows a wheel reports are always its rows, `0..<count`. Both the headless
/// ``Picker`` and the GTK wheel do their index arithmetic here, so the model tests cover
/// what the screen does.
public struct WheelRows: Equatable, Sendable {
  /// The number of rows.
  public let count: Int
  /// Whether the rows form a loop: asked for (``PickerDelegate/picker(_:loopingForComponent:)``)
  /// and at least ``leastLoopingCount`` rows. Fewer rows never loop.
  public let loops: Bool

  /// The fewest rows a looping wheel needs: with two, a row would sit both above and below
  /// its neighbour.
  public static let leastLoopingCount = 3

  /// The rows of a wheel of `count` rows that loops when `looping` is asked for and it has
  /// enough rows.
  public init(count: Int, looping: Bool) {
    self.count = max(0, count)
    loops = looping && self.count >= Self.leastLoopingCount
  }

  /// The row shown at `position`: on a loop, `position mod count`; on a line, the position
  /// clamped to the rows. -1 for a wheel of no rows.
  public func row(at position: Int) -> Int {
    guard count > 0 else { return -1 }
    if loops { return ((position % count) + count) % count }
    return min(max(position, 0), count - 1)
  }

  /// The position a wheel turned to `from` goes to, to show `row` (taken as ``row(at:)``
  /// takes a position): on a loop the nearest one, the short way round (a tie goes
  /// forward); on a line, the row itself.
  public func position(showing row: Int, from: Double) -> Int {
    let target = self.row(at: row)
    guard loops else { return target }
    let n = Double(count)
    // The turns already made, then the one of the three nearest copies closest to `from`.
    let base = (from / n).rounded(.down) * n + Double(target)
    let candidates = [base - n, base, base + n]
    let best = candidates.min { a, b in
      let (da, db) = (abs(a - from), abs(b - from))
      return da != db ? da < db : a > b
    }
    return Int(best ?? base)
  }

  /// The rows and direction from `from` to `to` the short way round (positive: down the
  /// list); on a line, simply `to - from`.
  public func distance(from: Int, to: Int) -> Int {
    position(showing: to, from: Double(row(at: from))) - row(at: from)
  }

  /// The row a key leads to from `row`; `page` is the rows a Page Up or Page Down moves.
  /// On a loop Up and Down and the pages wrap round; Home and End always go to the first
  /// and last rows.
  public func row(after key: WheelKey, from row: Int, page: Int) -> Int {
    guard count > 0 else { return -1 }
    let step = max(1, page)
    let current = self.row(at: row)
    switch key {
    case .up: return self.row(at: current - 1)
    case .down: return self.row(at: current + 1)
    case .pageUp: return self.row(at: current - step)
    case .pageDown: return self.row(at: current + step)
    case .home: return 0
    case .end: return count - 1
    }
  }
}

/// The keys that move a wheel's selection (``WheelRows/row(after:from:page:)``).
public enum WheelKey: Equatable, Sendable, CaseIterable {
  /// Up: the row above.
  case up
  /// Down: the row below.
  case down
  /// Page Up: a page of rows up.
  case pageUp
  /// Page Down: a page of rows down.
  case pageDown
  /// Home: the first row.
  case home
  /// End: the last row.
  case end
}
