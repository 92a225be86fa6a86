/// A strftime-style format ("%m/%d/%Y", "%Y年%m月%d日", "%a %-d. %b %H:%M:%S %Z %Y") split
/// into fields and the literal text between them, so a locale's layout can be reused with
/// other values.
struct StrftimePattern {
  /// What a conversion stands for.
  enum Field: Equatable {
    case year, month, monthName, day, weekday, hour, minute, second, period, era, zone, time
    case other

    /// The date field it shows, if any.
    var dateField: DateField? {
      switch self {
      case .year: .year
      case .month, .monthName: .month
      case .day: .day
      default: nil
      }
    }

    /// Whether it shows part of a time of day (or its zone), not of a date.
    var isTime: Bool {
      switch self {
      case .hour, .minute, .second, .period, .zone, .time: true
      default: false
      }
    }
  }

  /// glibc's modifiers of a conversion: `E` (the locale's era), `O` (its alternative digits).
  enum Modifier: Equatable {
    case era, alternativeDigits
  }

  /// A run of literal text, or one conversion.
  struct Token: Equatable {
    /// The conversion's field, or nil for literal text.
    var field: Field?
    /// The conversion's letter ("I" for `%-I`), or nil for literal text.
    var conversion: Character? = nil
    /// The `E` or `O` modifier, if any.
    var modifier: Modifier? = nil
    /// The literal text (empty for a conversion).
    var text: String
  }

  /// The tokens, in order.
  let tokens: [Token]

  /// Splits `format`; `%%` is a literal percent sign; padding flags (`%-d`) are skipped,
  /// the `E` and `O` modifiers kept.
  init(_ format: String) {
    var tokens: [Token] = []
    var literal = ""
    var characters = format[...]
    while let character = characters.popFirst() {
      guard character == "%" else {
        literal.append(character)
        continue
      }
      var modifier: Modifier?
      while let flag = characters.first, "-_0^#EO".contains(flag) || flag.isASCIIDigit {
        if flag == "E" { modifier = .era }
        if flag == "O" { modifier = .alternativeDigits }
        characters.removeFirst()
      }
      guard let conversion = characters.popFirst() else { break }
      if conversion == "%" {
        literal.append("%")
        continue
      }
      if !literal.isEmpty { tokens.append(Token(field: nil, text: literal)) }
      literal = ""
      // %C is the century (a part of the year), %EC the era's name.
      let field = conversion == "C" && modifier != .era ? .year : Self.field(conversion)
      tokens.append(Token(field: field, conversion: conversion, modifier: modifier, text: ""))
    }
    if !literal.isEmpty { tokens.append(Token(field: nil, text: literal)) }
    self.tokens = tokens
  }

  init(tokens: [Token]) { self.tokens = tokens }

  private static func field(_ conversion: Character) -> Field {
    switch conversion {
    case "Y", "y", "G", "g": .year
    case "C": .era
    case "m": .month
    case "b", "B", "h": .monthName
    case "d", "e": .day
    case "a", "A", "u", "w": .weekday
    case "H", "I", "k", "l": .hour
    case "M": .minute
    case "S": .second
    case "p", "P": .period
    case "Z", "z": .zone
    case "T", "r", "R", "X", "c": .time
    default: .other
    }
  }

  /// The first token of `field`, if any.
  func first(_ field: DateField) -> Token? {
    tokens.first { $0.field?.dateField == field }
  }

  /// The literal text right after the first token of `field` ("年" after the year in
  /// "%Y年%m月%d日"), or "".
  func suffix(after field: DateField) -> String {
    guard var index = tokens.firstIndex(where: { $0.field?.dateField == field }) else {
      return ""
    }
    // %OC%Oy: the year's century and its rest are one field.
    while index + 1 < tokens.count, tokens[index + 1].field?.dateField == field { index += 1 }
    guard index + 1 < tokens.count, tokens[index + 1].field == nil else { return "" }
    return tokens[index + 1].text
  }

  /// The date's part of the pattern: from its first to its last token of a date field or a
  /// weekday, without the time (each time conversion is dropped with the literal after it).
  /// "%a %-d. %b %H:%M:%S %Z %Y" → "%a %-d. %b %Y".
  var datePart: StrftimePattern {
    Self.trimmed(Self.dropping(tokens) { $0.field?.isTime == true }) {
      $0.field?.dateField != nil || $0.field == .weekday
    }
  }

  /// The date part without its year ("%a %-d. %b" from "%a %-d. %b %Y"): its tokens up to
  /// the last weekday, month or day, without a year or era that stands among them.
  var dayPart: StrftimePattern {
    Self.trimmed(Self.dropping(datePart.tokens) { $0.field == .year || $0.field == .era }) {
      $0.field != nil
    }
  }

  /// The pattern without the tokens `dropped` says, each with the literal after it, from
  /// its first to its last field left ("%-d. %b %Y" from "%a %-d. %b %Y" without the weekday).
  func without(_ dropped: (Token) -> Bool) -> StrftimePattern {
    Self.trimmed(Self.dropping(tokens, dropped)) { $0.field != nil }
  }

  /// `tokens` without those `dropped` says, each with the literal text right after it.
  private static func dropping(_ tokens: [Token], _ dropped: (Token) -> Bool) -> [Token] {
    var kept: [Token] = []
    var droppingLiteral = false
    for token in tokens {
      if dropped(token) {
        droppingLiteral = true
      } else if token.field == nil && droppingLiteral {
        droppingLiteral = false
      } else {
        droppingLiteral = false
        kept.append(token)
      }
    }
    return kept
  }

  /// `tokens` from the first to the last that `ends` says, or none.
  private static func trimmed(_ tokens: [Token], to ends: (Token) -> Bool) -> StrftimePattern {
    guard let first = tokens.firstIndex(where: ends), let last = tokens.lastIndex(where: ends)
    else { return StrftimePattern(tokens: []) }
    return StrftimePattern(tokens: Array(tokens[first...last]))
  }
}

extension Character {
  /// Whether this is one of "0"…"9".
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
