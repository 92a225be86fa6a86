/// A strftime-style format ("%m/%d/%Y", "%Y年%m月%d日") split into fields and the literal
/// text between them, so a locale's layout can be reused with other values.
struct StrftimePattern {
  /// What a conversion stands for.
  enum Field: Equatable {
    case year, month, monthName, day, weekday, hour, minute, second, period, other

    /// The date field it shows, if any.
    var dateField: DateField? {
      switch self {
      case .year: .year
      case .month, .monthName: .month
      case .day: .day
      default: nil
      }
    }
  }

  /// A run of literal text, or one conversion.
  struct Token: Equatable {
    /// The conversion's field, or nil for literal text.
    var field: Field?
    /// The conversion's letter ("I" for `%-I`), or nil for literal text.
    var conversion: Character? = nil
    /// The literal text (empty for a conversion).
    var text: String
  }

  /// The tokens, in order.
  let tokens: [Token]

  /// Splits `format`; `%%` is a literal percent sign, and flags (`%-d`, `%Ey`) are skipped.
  init(_ format: String) {
    var tokens: [Token] = []
    var literal = ""
    var characters = format[...]
    while let character = characters.popFirst() {
      guard character == "%" else {
        literal.append(character)
        continue
      }
      while let flag = characters.first, "-_0^#EO".contains(flag) { characters.removeFirst() }
      guard let conversion = characters.popFirst() else { break }
      if conversion == "%" {
        literal.append("%")
        continue
      }
      if !literal.isEmpty { tokens.append(Token(field: nil, text: literal)) }
      literal = ""
      tokens.append(Token(field: Self.field(conversion), conversion: conversion, text: ""))
    }
    if !literal.isEmpty { tokens.append(Token(field: nil, text: literal)) }
    self.tokens = tokens
  }

  private static func field(_ conversion: Character) -> Field {
    switch conversion {
    case "Y", "y", "G", "g", "C": .year
    case "m": .month
    case "b", "B", "h": .monthName
    case "d", "e": .day
    case "a", "A", "u", "w": .weekday
    case "H", "I", "k", "l": .hour
    case "M": .minute
    case "S": .second
    case "p", "P": .period
    default: .other
    }
  }

  /// The literal text right after the first token of `field` ("年" after the year in
  /// "%Y年%m月%d日"), or "".
  func suffix(after field: DateField) -> String {
    guard let index = tokens.firstIndex(where: { $0.field?.dateField == field }),
      index + 1 < tokens.count, tokens[index + 1].field == nil
    else { return "" }
    return tokens[index + 1].text
  }
}
