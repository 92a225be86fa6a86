/// One era of a locale's calendar, as glibc's `ERA` describes it
/// ("+:1:-543/01/01:+*:พ.ศ.:%EC %Ey": the Buddhist era of th_TH), for the `%Ey`, `%EC` and
/// `%EY` conversions: the Thai year 2569 for 2026.
struct DateEra: Sendable, Equatable {
  /// The first day of the era (a year before 1 AD is astronomical: -543 BC is -542).
  let start: (year: Int, month: Int, day: Int)
  /// The last day, or nil for no end (`+*`, `-*`: ``endless`` says which way).
  let end: (year: Int, month: Int, day: Int)?
  /// For an era without an end, whether it runs into the future (`+*`) or the past (`-*`).
  let endless: Int
  /// The era's year at its start.
  let offset: Int
  /// +1 when era years count up with the Gregorian ones, -1 when down (民前, before the
  /// Republic).
  let direction: Int
  /// The era's name (`%EC`).
  let name: String
  /// How the era writes a year (`%EY`): "%EC %Ey", "%EC%Ey年".
  let format: String

  /// The era described by `entry`, or nil when the entry is malformed.
  init?(_ entry: String) {
    let parts = entry.split(separator: ":", maxSplits: 5, omittingEmptySubsequences: false)
    guard parts.count == 6, let sign = parts[0].first, sign == "+" || sign == "-",
      let offset = Int(parts[1]), abs(offset) <= Self.largest, let start = Self.day(parts[2])
    else { return nil }
    self.offset = offset
    self.start = start
    name = String(parts[4])
    format = String(parts[5])
    switch parts[3] {
    case "+*": (end, endless) = (nil, 1)
    case "-*": (end, endless) = (nil, -1)
    default:
      guard let end = Self.day(parts[3]) else { return nil }
      self.end = end
      endless = 0
    }
    // glibc: the direction is reversed when the era runs backwards from its start.
    let runsBack =
      endless < 0
      || end.map { ($0.year, $0.month, $0.day) < (start.year, start.month, start.day) }
        ?? false
    direction = (sign == "+" ? 1 : -1) * (runsBack ? -1 : 1)
  }

  /// "2019/05/01" or "-543/01/01" as a day; a negative year is a year BC.
  private static func day(_ text: Substring) -> (year: Int, month: Int, day: Int)? {
    let fields = text.split(separator: "/")
    guard fields.count == 3, var year = Int(fields[0]), abs(year) <= largest,
      let month = Int(fields[1]), let day = Int(fields[2])
    else { return nil }
    if year < 0 { year += 1 }
    return (year, month, day)
  }

  /// The largest year or offset an entry may hold: nothing a calendar needs is near it, and
  /// the arithmetic on it never overflows.
  private static let largest = 1_000_000

  static func == (a: DateEra, b: DateEra) -> Bool {
    a.start == b.start && a.end?.year == b.end?.year && a.end?.month == b.end?.month
      && a.end?.day == b.end?.day && a.endless == b.endless && a.offset == b.offset
      && a.direction == b.direction && a.name == b.name && a.format == b.format
  }

  /// Whether `date` falls in the era.
  func contains(_ date: CivilDateTime) -> Bool {
    let day = (date.year, date.month, date.day)
    let first = (start.year, start.month, start.day)
    if let end {
      let last = (end.year, end.month, end.day)
      return (first <= day && day <= last) || (last <= day && day <= first)
    }
    return endless > 0 ? first <= day : day <= first
  }

  /// The era's year of `date` (`%Ey`).
  func year(of date: CivilDateTime) -> Int {
    offset + (date.year - start.year) * direction
  }

  /// The first of `eras` that holds `date`, as glibc looks it up.
  static func era(of date: CivilDateTime, in eras: [DateEra]) -> DateEra? {
    eras.first { $0.contains(date) }
  }
}
