/// The texts a date picker shows, as the locale writes dates: names, order, punctuation,
/// eras and digits from `DateLocale` (glibc's data), numbers from the date. Nothing here
/// converts through a time zone, so a time is always named exactly as the wheels show it,
/// even one that a daylight-saving change skips.
///
/// Where it follows glibc, and where not (HACKING.md, "Dates in every locale"): the day's
/// row takes its order and punctuation from the natural date format (`_DATE_FMT`), the
/// year its era (`%Ey`, the Thai 2569) from `D_FMT`, and every number the locale's
/// alternative digits where its formats use them (`%Od`: "۷"). Days and years are never
/// zero-padded or cut to two digits, as CLDR and iOS write them.
public struct DateTexts {
  /// Where the words and the layout come from.
  public let locale: any DateLocale
  /// Whether the locale writes a date's fields with words after them ("2026年11月30日")
  /// rather than with separators ("11/30/2026").
  public let usesFieldSuffixes: Bool
  /// Whether the clock runs 0–23: the locale's, unless `clock` chose.
  public let uses24HourClock: Bool
  /// The morning and afternoon symbols of a 12-hour clock: the locale's, or "AM" and "PM"
  /// where a locale without them is shown on a 12-hour clock.
  public let periodSymbols: (am: String, pm: String)
  /// How numbers are written.
  let numerals: DateNumerals
  /// The locale's eras, when its date format writes the year in them (`%Ey`).
  let eras: [DateEra]
  /// Whether the year is the era's whole form (`%EY`: "令和8年") rather than its number.
  let yearIsEraForm: Bool
  /// Whether the day comes before the month.
  let dayFirst: Bool
  /// Whether the natural date writes the year first ("2026. nov. 30." in Hungarian).
  let yearFirst: Bool
  /// The layout of a Date wheel row, without suffixes: weekday, day and month, and the
  /// literal text between them.
  let dayRow: [StrftimePattern.Token]
  /// Whether the Date wheel's rows follow the natural date format (it names the weekday,
  /// the day and the month), rather than a layout from `D_FMT`'s order.
  let followsNaturalForm: Bool
  /// The punctuation right after the day in the natural form ("." in German).
  let dayPunctuation: String
  /// The natural form of the whole date (for the alert), without the time.
  let longForm: [StrftimePattern.Token]
  /// The word after the year ("年"), or the separator ("/").
  let yearSuffix: String
  /// The word or separator after the month.
  let monthSuffix: String
  /// The word or separator after the day.
  let daySuffix: String
  /// Whether a suffixed date names its month ("%B%Od日") rather than numbering it.
  let namesMonth: Bool

  /// Texts for `locale`, on its own clock or the one `clock` chooses. The locale's formats
  /// are read here, once, not for each of the hundreds of rows a Date wheel formats.
  public init(locale: any DateLocale, clock: DateClock = .locale) {
    self.locale = locale
    let pattern = StrftimePattern(locale.dateFormat)
    yearSuffix = pattern.suffix(after: .year)
    monthSuffix = pattern.suffix(after: .month)
    daySuffix = pattern.suffix(after: .day)
    namesMonth = pattern.first(.month)?.field == .monthName
    // A word right after the number ("30日", "27a"), not a word after a space (mt_MT's
    // "%d ta %b", whose natural date is used).
    usesFieldSuffixes = [daySuffix, monthSuffix].contains {
      $0.unicodeScalars.first?.properties.isAlphabetic == true
    }
    switch clock {
    case .locale: uses24HourClock = locale.uses24HourClock
    case .twelveHour: uses24HourClock = false
    case .twentyFourHour: uses24HourClock = true
    }
    let ownSymbols = !locale.amSymbol.isEmpty && !locale.pmSymbol.isEmpty
    periodSymbols = ownSymbols ? (locale.amSymbol, locale.pmSymbol) : ("AM", "PM")
    let formats = [locale.dateFormat, locale.timeFormat, locale.naturalDateFormat]
    let usesAlternatives = formats.contains {
      StrftimePattern($0).tokens.contains { $0.modifier == .alternativeDigits }
    }
    numerals = DateNumerals(alternatives: locale.alternativeDigits, used: usesAlternatives)
    let year = pattern.first(.year)
    eras = year?.modifier == .era ? locale.eras.compactMap(DateEra.init) : []
    yearIsEraForm = year?.conversion == "Y"
    let natural = StrftimePattern(locale.naturalDateFormat)
    let day = natural.dayPart.tokens
    let fields = day.compactMap(\.field)
    if [.weekday, .day].allSatisfy(fields.contains)
      && fields.contains(where: { $0.dateField == .month })
    {
      dayRow = day
      followsNaturalForm = true
      dayFirst = fields.firstIndex(of: .day)! < fields.firstIndex { $0.dateField == .month }!
      longForm = natural.datePart.tokens
    } else {
      followsNaturalForm = false
      dayFirst = locale.dateFieldOrder != [.month, .day, .year]
      let literal = StrftimePattern.Token(field: nil, text: " ")
      let weekday = StrftimePattern.Token(field: .weekday, conversion: "a", text: "")
      let day = StrftimePattern.Token(field: .day, conversion: "e", text: "")
      let month = StrftimePattern.Token(field: .monthName, conversion: "b", text: "")
      dayRow = [weekday, literal] + (dayFirst ? [day, literal, month] : [month, literal, day])
      let year = StrftimePattern.Token(field: .year, conversion: "Y", text: "")
      longForm = dayRow + [literal, year]
    }
    dayPunctuation = Self.punctuation(afterDayIn: dayRow)
    yearFirst = longForm.compactMap { $0.field?.dateField }.first == .year
  }

  /// The text right after the day in `tokens`, up to a space ("." in "%a %-d. %b").
  private static func punctuation(afterDayIn tokens: [StrftimePattern.Token]) -> String {
    guard let index = tokens.firstIndex(where: { $0.field == .day }),
      index + 1 < tokens.count, tokens[index + 1].field == nil
    else { return "" }
    return String(tokens[index + 1].text.prefix { !$0.isWhitespace })
  }

  func name(_ names: [String], _ index: Int, _ fallback: String) -> String {
    names.indices.contains(index) && !names[index].isEmpty ? names[index] : fallback
  }

  func weekday(_ date: CivilDateTime, short: Bool) -> String {
    let full = name(locale.weekdayNames, date.weekday, EnglishCalendar.weekdayNames[date.weekday])
    guard short else { return full }
    let abbreviated = name(locale.shortWeekdayNames, date.weekday, full)
    // A one-letter abbreviation ("一") reads better whole ("週一").
    return abbreviated.count > 1 ? abbreviated : full
  }

  func month(_ month: Int, short: Bool) -> String {
    let full = name(locale.monthNames, month - 1, EnglishCalendar.monthNames[month - 1])
    return short ? name(locale.shortMonthNames, month - 1, full) : full
  }

  /// `n` in the locale's digits ("7", "۷"), at least `width` digits long.
  public func number(_ n: Int, width: Int = 1) -> String {
    numerals.string(n, width: width)
  }

  /// The year of `date` as the locale's date format writes it: 2026, the Thai 2569 (`%Ey`),
  /// in the locale's digits.
  public func year(of date: CivilDateTime) -> String {
    guard let era = DateEra.era(of: date, in: eras) else { return number(date.year) }
    let eraYear = String(era.year(of: date))
    let padded = eraYear.count < 2 ? "0" + eraYear : eraYear  // glibc writes %Ey 2 wide
    guard yearIsEraForm else { return padded }
    return Self.render(era.format) { token in
      switch (token.modifier, token.conversion) {
      case (.era, "C"): era.name
      case (.era, "y"): padded
      default: number(date.year)
      }
    }
  }

  /// `format`'s literal text, and each conversion as `value` writes it.
  private static func render(
    _ format: String, _ value: (StrftimePattern.Token) -> String
  ) -> String {
    StrftimePattern(format).tokens.map { $0.field == nil ? $0.text : value($0) }.joined()
  }

  /// `tokens` written for `date`: weekday and month names `short` or full, the day
  /// unpadded, bidirectional marks left out (GTK orders the text), spaces collapsed.
  func render(_ tokens: [StrftimePattern.Token], _ date: CivilDateTime, short: Bool)
    -> String
  {
    var text = ""
    var abbreviationDot = false  // an abbreviated month's dot, after a full name
    for token in tokens {
      defer { abbreviationDot = !short && token.field == .monthName && token.conversion != "B" }
      switch token.field {
      case nil: text += abbreviationDot ? String(token.text.drop { $0 == "." }) : token.text
      case .weekday: text += weekday(date, short: short)
      case .monthName: text += month(date.month, short: short)
      case .month: text += number(date.month)
      case .day: text += number(date.day)
      case .year: text += year(of: date)
      case .era: text += DateEra.era(of: date, in: eras)?.name ?? ""
      default: break
      }
    }
    // One pass over the scalars (a Date wheel renders 733 rows as it is built).
    var collapsed = ""
    collapsed.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    var brackets = (ascii: 0, wide: 0)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: continue  // bidirectional marks
      case 0x28: brackets.ascii += 1
      case 0x29: brackets.ascii -= 1
      case 0xFF08: brackets.wide += 1
      case 0xFF09: brackets.wide -= 1
      default: break
      }
      if scalar.properties.isWhitespace {
        pendingSpace = !collapsed.isEmpty
      } else {
        if pendingSpace { collapsed += " " }
        pendingSpace = false
        collapsed.unicodeScalars.append(scalar)
      }
    }
    // The row ends at its last field: a bracket opened before it is closed ("Dec 27 (Sun)").
    if brackets.ascii > 0 { collapsed += ")" }
    if brackets.wide > 0 { collapsed += "）" }
    return collapsed
  }
}
