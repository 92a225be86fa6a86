import PickerKit
import Testing

@Suite("Type-ahead")
struct TypeAheadTests {
  static let characters = ["Luke", "Leia", "Han", "Chewbacca", "Artoo", "Threepio", "Lando"]

  /// (keys typed as (text, time), the row after each; nil: no row matches)
  @Test(
    "keys within a pause add up to a prefix",
    arguments: [
      ([("c", 0.0), ("h", 0.2)], [3, 3]),
      ([("l", 0.0), ("a", 0.3)], [0, 6]),  // "l" is Luke, "la" Lando
      ([("L", 0.0), ("E", 0.3)], [0, 1]),  // letter case aside
      ([("c", 0.0), ("h", 0.2), ("q", 0.4)], [3, 3, nil]),  // typing on to no match
      ([("c", 0.0), ("a", 1.5)], [3, 4]),  // a pause starts again: "a" is Artoo
      ([("t", 0.0), ("h", 0.5), ("r", 1.0), ("e", 1.4)], [5, 5, 5, 5]),
      ([("z", 0.0)], [nil]),
    ] as [([(String, Double)], [Int?])])
  func prefixes(keys: [(String, Double)], rows: [Int?]) {
    var typeAhead = TypeAhead()
    let found = keys.map { typeAhead.type($0.0, at: $0.1, titles: Self.characters) }
    #expect(found == rows)
  }

  /// Letter case as every language has it (issue 54): Turkish's dotted and dotless i
  /// reach Illinois typed either way, German's ß is "ss", Greek's final sigma is a sigma.
  @Test(
    "letter case is folded as Unicode folds it",
    arguments: [
      ("İl", ["Idaho", "Illinois"], 1), ("IL", ["Idaho", "Illinois"], 1),
      ("il", ["Idaho", "Illinois"], 1), ("ıl", ["Idaho", "Illinois"], 1),
      ("i̇l", ["Idaho", "Illinois"], 1), ("STRASS", ["Stadt", "Straße"], 1),
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
    _ = typeAhead.type("n", at: 0, titles: ["New York"])
    #expect(typeAhead.isTyping(at: 0.5))
    #expect(!typeAhead.isTyping(at: 1.5))
    #expect(typeAhead.type(" ", at: 0.5, titles: ["Nevada", "New York"]) == nil)
  }

  @Test func resetForgetsWhatWasTyped() {
    var typeAhead = TypeAhead()
    _ = typeAhead.type("c", at: 0, titles: Self.characters)
    typeAhead.reset()
    #expect(typeAhead.type("a", at: 0.1, titles: Self.characters) == 4)
    #expect(typeAhead.typed == "a")
  }

  @Test func statesAreFoundByTheirFirstLetters() {
    var typeAhead = TypeAhead()
    let states = ["Tennessee", "Texas", "Utah"]
    #expect(["T", "e", "x"].map { typeAhead.type($0, at: 0, titles: states) } == [0, 0, 1])
  }
}
