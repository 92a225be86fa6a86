/// Problems told without a flood: the first few of each kind in full, the rest counted, and
/// one line a kind with the count once a burst is over.
///
/// Design note: 5,000 rows without their images would otherwise print 5,000 lines. A
/// digest prints at most ``examples`` lines of a kind in the whole run, then, at the end of
/// each burst (the caller says when: PickersUI's `Log` at the next idle moment of the main
/// loop), one line a kind with how many more there were. So any data set prints a few lines
/// a kind, and the first examples still name the files to fix.
public struct ProblemDigest: Sendable {
  /// How many problems of a kind are told in full.
  public let examples: Int
  /// How many of each kind were told in full so far.
  private var told: [String: Int] = [:]
  /// The kinds counted since the last summary, in the order first met, with their counts.
  private var counted: [(kind: String, count: Int)] = []

  /// A digest that tells `examples` problems of a kind in full.
  public init(examples: Int = 3) { self.examples = max(0, examples) }

  /// Records a problem of `kind` ("missing images"); returns `message` when it is to be
  /// told now, or nil when it is only counted for the next ``summary()``.
  public mutating func record(_ message: String, kind: String) -> String? {
    let done = told[kind, default: 0]
    if done < examples {
      told[kind] = done + 1
      return message
    }
    if let index = counted.firstIndex(where: { $0.kind == kind }) {
      counted[index].count += 1
    } else {
      counted.append((kind, 1))
    }
    return nil
  }

  /// Whether problems counted since the last summary wait to be told.
  public var hasCounted: Bool { !counted.isEmpty }

  /// One line a kind counted since the last summary ("… and 4,997 more missing images"),
  /// in the order the kinds were first met; the counts start again.
  public mutating func summary() -> [String] {
    defer { counted = [] }
    return counted.map { "… and \(groupedDigits($0.count)) more \($0.kind)" }
  }

  /// `value` with a comma between groups of three digits ("4,997"), as the messages read.
  private func groupedDigits(_ value: Int) -> String {
    let digits = Array(String(value))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }
}
