// A countdown's length in words, as its wheels show it with their units.

extension DateTexts {
  /// `seconds` as a countdown shows them, in whole minutes, in the locale's digits, units
  /// and plural forms: "1 hour 5 min", "2 hours", "5 min" (a part that is zero is left out,
  /// as is a negative length; less than a minute is "0 min").
  public func duration(_ seconds: Int) -> String {
    let minutes = max(seconds, 0) / 60
    let (hours, rest) = (minutes / 60, minutes % 60)
    let words = locale.words
    func part(_ count: Int, _ unit: String, leads: Bool) -> String {
      leads ? "\(unit) \(number(count))" : "\(number(count)) \(unit)"
    }
    var parts: [String] = []
    if hours > 0 { parts.append(part(hours, words.hours(hours), leads: words.hourPrecedesNumber)) }
    if rest > 0 || hours == 0 {
      parts.append(part(rest, words.minutes(rest), leads: words.minutePrecedesNumber))
    }
    return parts.joined(separator: " ")
  }
}
