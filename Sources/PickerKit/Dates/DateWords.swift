#if canImport(Glibc)
  import Glibc
#endif

/// The words a date picker shows beside its dates, in one language: "Today" and the
/// countdown's units, with their plural forms. `cldr(localeName:)` reads them from a table of
/// CLDR's words that `scripts/cldr-date-words.py` writes (`DateWords+CLDR.swift`).
public struct DateWords: Sendable, Equatable {
  /// "Today", as a row of the Date wheel.
  public var today: String
  /// The hour unit's forms (CLDR's long unit: "hour", "hours"), one for each plural
  /// category the language gives whole numbers; a single form serves every count.
  public var hourForms: [String]
  /// The minute unit's forms (CLDR's short unit: "min"), as `hourForms`.
  public var minuteForms: [String]
  /// For each count 0, 1, 2, …, the index of its form in `hourForms` and `minuteForms`.
  /// Past the end the last ten repeat (50 + n % 10 for CLDR's 0...59; negative counts count
  /// as their magnitude): exact for rules on the last digit, not the last two (Russian 111).
  public var pluralIndexes: [Int]
  /// Whether the hour word comes before the number ("saa 5" in Swahili).
  public var hourPrecedesNumber: Bool
  /// Whether the minute word comes before the number.
  public var minutePrecedesNumber: Bool

  /// Words from their parts: `pluralIndexes[n]` indexes the forms for the count n.
  public init(
    today: String, hourForms: [String], minuteForms: [String], pluralIndexes: [Int],
    hourPrecedesNumber: Bool = false, minutePrecedesNumber: Bool = false
  ) {
    self.today = today
    self.hourForms = hourForms
    self.minuteForms = minuteForms
    self.pluralIndexes = pluralIndexes
    self.hourPrecedesNumber = hourPrecedesNumber
    self.minutePrecedesNumber = minutePrecedesNumber
  }

  /// The word beside an hours count: "hour" for 1, "hours" for 5 (English); CLDR's long unit.
  public func hours(_ count: Int) -> String { form(hourForms, count) }

  /// The word beside a minutes count: "min" (English); CLDR's short unit.
  public func minutes(_ count: Int) -> String { form(minuteForms, count) }

  /// Whether the unit word comes before the number in this language: the hour's order
  /// (the minute's can differ only where CLDR lacks the language's short unit).
  public var unitPrecedesNumber: Bool { hourPrecedesNumber }

  /// English, the fallback.
  public static let english = DateWords(
    today: "Today", hourForms: ["hour", "hours"], minuteForms: ["min"],
    pluralIndexes: [1, 0] + Array(repeating: 1, count: 58))

  /// The words of the glibc locale `name` ("de_DE.UTF-8", "sr_RS@latin", "C"), from CLDR:
  /// tried as `ll_TT@mod`, `ll_TT`, `ll@mod`, `ll` (codeset dropped); nil when CLDR has
  /// nothing for its language, or nothing in the script glibc writes it in (pa_PK). "C" and
  /// "POSIX" give English.
  public static func cldr(localeName name: String) -> DateWords? {
    let modifier = name.firstIndex(of: "@").map { name[$0...] } ?? ""
    let base = name.prefix { $0 != "." && $0 != "@" }
    if base == "C" || base == "POSIX" { return .english }
    let language = base.prefix { $0 != "_" }
    guard !language.isEmpty else { return nil }
    let keys = ["\(base)\(modifier)", String(base), "\(language)\(modifier)", String(language)]
    return entry(cldrTable, keys: keys).flatMap(parse)
  }

  /// The form of `forms` for `count`, as `pluralIndexes` says.
  private func form(_ forms: [String], _ count: Int) -> String {
    guard !forms.isEmpty, !pluralIndexes.isEmpty else { return forms.first ?? "" }
    let n = Int(clamping: count.magnitude)
    let start = max(pluralIndexes.count - 10, 0)
    let row = n < pluralIndexes.count ? n : start + (n - start) % (pluralIndexes.count - start)
    return forms[max(min(pluralIndexes[row], forms.count - 1), 0)]
  }

  /// The fields of the line of `table` that starts with the first it has of `keys` and a tab,
  /// in one pass over its bytes, without splitting it. The keys share their first letter.
  static func entry(_ table: String, keys: [String]) -> String? {
    let wanted = keys.map { Array($0.utf8) + [9] }  // each key with its tab
    var table = table
    return table.withUTF8 { bytes in
      guard let first = wanted.first?.first else { return nil }
      var best: (rank: Int, fields: Range<Int>)?
      var start = 0
      while start < bytes.count && best?.rank != 0 {
        let line = UnsafeRawPointer(bytes.baseAddress! + start)
        let newline = memchr(line, 10, bytes.count - start)
        let end = newline.map { start + line.distance(to: $0) } ?? bytes.count
        if bytes[start] == first {
          for rank in 0..<(best?.rank ?? wanted.count)
          where wanted[rank].count <= end - start
            && memcmp(line, wanted[rank], wanted[rank].count) == 0
          {
            best = (rank, start + wanted[rank].count..<end)
          }
        }
        start = end + 1
      }
      return best.map {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[$0.fields]), as: UTF8.self)
      }
    }
  }

  /// The words of a table line's fields (after its key), nil for "-" (no words) or a line
  /// that does not parse.
  static func parse(_ line: String) -> DateWords? {
    func split(_ text: Substring, _ separator: UInt8) -> [Substring] {
      text.utf8.split(separator: separator, omittingEmptySubsequences: false).map(Substring.init)
    }
    let fields = split(line[...], 9)
    guard fields.count == 5, !fields[0].isEmpty, fields[4].utf8.count == 2 else { return nil }
    let digits = fields[3].utf8.map { Int($0) - 48 }
    guard !digits.isEmpty, digits.allSatisfy({ (0...9).contains($0) }) else { return nil }
    return DateWords(
      today: String(fields[0]), hourForms: split(fields[1], 124).map(String.init),
      minuteForms: split(fields[2], 124).map(String.init), pluralIndexes: digits,
      hourPrecedesNumber: fields[4].first == "1", minutePrecedesNumber: fields[4].last == "1")
  }
}
