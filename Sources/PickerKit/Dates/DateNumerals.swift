/// How a locale writes the numbers of its dates: ASCII digits, or glibc's alternative
/// digits (`ALT_DIGITS`, the forms of 0…99) where the locale's own formats ask for them
/// (`%Od` in fa_IR's `D_FMT`: "۰۷").
///
/// Alternative digits that are positional (fa_IR's "۰۷", my_MM's "၀၇") become a digit set,
/// so any number is written in them, unpadded where the picker wants it ("۷", "۲۰۲۶").
/// Others (lzh_TW's "〇", "一" … "九十九") are written as glibc writes them: the form of
/// 0…99, and a larger number as its hundreds' form then the form of the rest (`%OC%Oy`).
struct DateNumerals: Sendable, Equatable {
  /// The forms of 0…99 when the locale uses them, else empty (ASCII).
  let forms: [String]
  /// The digits 0…9, when the forms are positional.
  let digits: [String]?

  /// ASCII digits.
  static let ascii = DateNumerals(alternatives: [], used: false)

  /// Numerals from `alternatives` (`ALT_DIGITS`), used only when `used` (the locale's
  /// formats ask for them); ASCII when there are fewer than ten.
  init(alternatives: [String], used: Bool) {
    guard used, alternatives.count >= 10, alternatives.prefix(10).allSatisfy({ !$0.isEmpty })
    else {
      forms = []
      digits = nil
      return
    }
    forms = alternatives
    let candidates = alternatives.prefix(10).map { String($0.last ?? "0") }
    func positional(_ n: Int, width: Int) -> String {
      let ascii = String(n)
      let padded = String(repeating: "0", count: max(0, width - ascii.count)) + ascii
      return padded.map { candidates[Int(String($0)) ?? 0] }.joined()
    }
    let isPositional = alternatives.enumerated().allSatisfy { n, form in
      form == positional(n, width: 1) || form == positional(n, width: 2)
    }
    digits = isPositional ? candidates : nil
  }

  /// `n` in the locale's digits, at least `width` digits long (padded with its zero). An
  /// alternative form that is not positional is never padded.
  func string(_ n: Int, width: Int = 1) -> String {
    let ascii = String(n.magnitude)
    let sign = n < 0 ? "-" : ""
    guard !forms.isEmpty else {
      return sign + String(repeating: "0", count: max(0, width - ascii.count)) + ascii
    }
    if let digits {
      let padded = String(repeating: "0", count: max(0, width - ascii.count)) + ascii
      return sign + padded.map { digits[Int(String($0)) ?? 0] }.joined()
    }
    let magnitude = Int(clamping: n.magnitude)
    if magnitude < forms.count { return sign + forms[magnitude] }
    if magnitude < 100 * forms.count && magnitude % 100 < forms.count {
      return sign + string(magnitude / 100) + forms[magnitude % 100]
    }
    return sign + ascii
  }
}
