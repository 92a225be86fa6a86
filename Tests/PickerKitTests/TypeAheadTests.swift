import PickerKit
import Testing

@Suite("Type-ahead")
struct TypeAheadTests {
  static let towns = ["Lima", "Lens", "Hue", "Chester", "Aachen", "Threlkeld", "Lagos"]

  /// (keys typed as (text, time), the row after each; nil: no row matches)
  @Test(
    "keys within a pause add up to a prefix",
    arguments: [
      ([("c", 0.0), ("h", 0.2)], [3, 3]),
      ([("l", 0.0), ("a", 0.3)], [0, 6]),  // "l" is Lima, "la" Lagos
      ([("L", 0.0), ("E", 0.3)], [0, 1]),  // letter case aside
      ([("c", 0.0), ("h", 0.2), ("q", 0.4)], [3, 3, nil]),  // typing on to no match
      ([("c", 0.0), ("a", 1.5)], [3, 4]),  // a pause starts again: "a" is Aachen
      ([("t", 0.0), ("h", 0.5), ("r", 1.0), ("e", 1.4)], [5, 5, 5, 5]),
      ([("z", 0.0)], [nil]),
    ] as [([(String, Double)], [Int?])])
  func prefixes(keys: [(String, Double)], rows: [Int?]) {
    var typeAhead = TypeAhead()
    let found = keys.map { typeAhead.type($0.0, at: $0.1, titles: Self.towns) }
    #expect(found == rows)
  }

  /// Letter case as every language has it (issue 54): Turkish's dotted and dotless i
  /// reach Ilford typed either way, German's ß is "ss", Greek's final sigma is a sigma.
  @Test(
    "letter case is folded as Unicode folds it",
    arguments: [
      ("İl", ["Ibiza", "Ilford"], 1), ("IL", ["Ibiza", "Ilford"], 1),
      ("il", ["Ibiza", "Ilford"], 1), ("ıl", ["Ibiza", "Ilford"], 1),
      ("i̇l", ["Ibiza", "Ilford"], 1), ("STRASS", ["Stadt", "Straße"], 1),
      ("ΣΑΣ", ["Ρόδος", "Σας"], 1), ("σας", ["Ρόδος", "Σας"], 1), ("é", ["Eve", "Émile"], 1),
      ("e\u{301}", ["Eve", "Émile"], 1), ("İ", ["Ivo"], 0),
    ] as [(String, [String], Int?)])
  func foldedCase(typed: String, titles: [String], row: Int?) {
    var typeAhead = TypeAhead()
    #expect(typeAhead.type(typed, at: 0, titles: titles) == row)
  }

  @Test func aPrefixIsTypedUntilAPause() {
    var typeAhead = TypeAhead()
    #expect(!typeAhead.isTyping(at: 0))
    _ = typeAhead.type("n", at: 0, titles: ["Newport"])
    #expect(typeAhead.isTyping(at: 0.5))
    #expect(!typeAhead.isTyping(at: 1.5))
    #expect(typeAhead.type(" ", at: 0.5, titles: ["Nevers", "Newport"]) == nil)
  }

  @Test func resetForgetsWhatWasTyped() {
    var typeAhead = TypeAhead()
    _ = typeAhead.type("c", at: 0, titles: Self.towns)
    typeAhead.reset()
    #expect(typeAhead.type("a", at: 0.1, titles: Self.towns) == 4)
    #expect(typeAhead.typed == "a")
  }

  @Test func townsAreFoundByTheirFirstLetters() {
    var typeAhead = TypeAhead()
    let towns = ["Tenby", "Texel", "Uppsala"]
    #expect(["T", "e", "x"].map { typeAhead.type($0, at: 0, titles: towns) } == [0, 0, 1])
  }
}
