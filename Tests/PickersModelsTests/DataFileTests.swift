import PickerKit
import PickerTestSupport
import PickersModels
import Testing

@Suite("Data files")
struct DataFileTests {
  @Test func shippedSmallListsLoad() throws {
    #expect(
      try repositoryData.characters() == [
        "Luke", "Leia", "Han", "Chewbacca", "Artoo", "Threepio", "Lando",
      ])
    let (fillings, breads) = try repositoryData.sandwiches()
    #expect(
      fillings == [
        "Ham", "Turkey", "Peanut Butter", "Tuna Salad", "Chicken Salad", "Roast Beef", "Vegemite",
      ])
    #expect(breads == ["White", "Whole Wheat", "Rye", "Sourdough", "Seven Grain"])
    let (animals, sounds) = try repositoryData.animals()
    #expect(animals == ["Mouse", "Goose", "Cat", "Dog", "Snake", "Bear", "Pig"])
    #expect(sounds == ["Oink", "Rawr", "Ssss", "Roof", "Meow", "Honk", "Squeak"])
    #expect(try repositoryData.meals().map(\.name) == ["Fruit", "Main Course", "Drink"])
    #expect(try repositoryData.slotSymbols().count == 6)
  }

  /// (file contents, expected problem) for `statedictionary.plist`.
  static let badStateFiles: [(String, String?, DataFileError.Problem)] = [
    ("missing", nil, .missing),
    ("empty", "", .empty),
    ("not xml", "hello", .malformed(line: 1, reason: Message("expected an element"))),
    (
      "unclosed array", plist("<dict><key>Texas</key><array><string>75001</string>"),
      .malformed(line: 5, reason: Message("expected </{element}>", ["element": "array"]))
    ),
    (
      "truncated", "<plist><dict><key>Texas</key><array><string>75001</string>\n",
      .malformed(
        line: 2, reason: Message("unexpected end of file inside <{element}>", ["element": "array"]))
    ),
    (
      "mismatched", plist("<dict><key>Texas</key><array><string>75001</array></dict>"),
      .malformed(line: 4, reason: Message("expected </{element}>", ["element": "string"]))
    ),
    (
      "array root", plist("<array><string>75001</string></array>"),
      .wrongType(path: "the top level", expected: "a dictionary", found: "an array")
    ),
    ("no states", plist("<dict/>"), .emptyList(path: "the top level")),
    (
      "zip list is a string", plist("<dict><key>Texas</key><string>75001</string></dict>"),
      .wrongType(path: "Texas", expected: "an array", found: "a string")
    ),
    (
      "zip is an integer",
      plist(
        "<dict><key>Texas</key><array><string>75001</string><integer>75002</integer></array></dict>"
      ),
      .wrongType(path: "Texas[1]", expected: "a string", found: "an integer")
    ),
    (
      "state with no zips", plist("<dict><key>Texas</key><array/></dict>"),
      .emptyList(path: "Texas")
    ),
    (
      "blank state", plist("<dict><key> </key><array><string>75001</string></array></dict>"),
      .blank(path: "a state's name")
    ),
    (
      "blank zip", plist("<dict><key>Texas</key><array><string></string></array></dict>"),
      .blank(path: "Texas[0]")
    ),
    (
      "duplicate state",
      plist(
        "<dict><key>Texas</key><array><string>1</string></array><key>Texas</key><array><string>2</string></array></dict>"
      ),
      .malformed(line: 4, reason: Message("duplicate key '{key}'", ["key": "Texas"]))
    ),
  ]

  @Test("each bad statedictionary.plist gives its error", arguments: badStateFiles)
  func badStateFile(name: String, contents: String?, problem: DataFileError.Problem) throws {
    let data = try temporaryData(contents.map { [DataFiles.Name.stateZips: $0] } ?? [:])
    #expect(
      throws: DataFileError(file: data.path(DataFiles.Name.stateZips), problem: problem), "\(name)"
    ) {
      try data.stateZips()
    }
  }

  @Test func errorDescriptionsNameTheFile() {
    let error = DataFileError(
      file: "/x/data/statedictionary.plist",
      problem: .malformed(line: 3, reason: Message("expected </{element}>", ["element": "string"])))
    #expect(error.description == "statedictionary.plist is malformed (line 3: expected </string>)")
    let missing = DataFileError(file: "/x/data/characters.plist", problem: .missing)
    #expect(
      missing.description == "characters.plist is missing (looked for /x/data/characters.plist)")
    let typed = DataFileError(
      file: "sandwiches.plist",
      problem: .wrongType(path: "breads[2]", expected: "a string", found: "an integer"))
    #expect(typed.description == "sandwiches.plist: breads[2] should be a string but is an integer")
  }

  @Test(
    "each bad small list gives its error",
    arguments: [
      (
        DataFiles.Name.characters, plist("<dict/>"),
        DataFileError.Problem.wrongType(
          path: "the top level", expected: "an array", found: "a dictionary")
      ),
      (DataFiles.Name.characters, plist("<array/>"), .emptyList(path: "the top level")),
      (
        DataFiles.Name.sandwiches,
        plist("<dict><key>fillings</key><array><string>Ham</string></array></dict>"),
        .missingKey(path: "breads")
      ),
      (
        DataFiles.Name.sandwiches,
        plist(
          "<dict><key>fillings</key><array><string>Ham</string></array><key>breads</key><array><true/></array></dict>"
        ),
        .wrongType(path: "breads[0]", expected: "a string", found: "a boolean")
      ),
      (
        DataFiles.Name.slotSymbols,
        plist("<array><dict><key>name</key><string>seven</string></dict></array>"),
        .missingKey(path: "[0].plural")
      ),
      (
        DataFiles.Name.meals,
        plist(
          "<array><dict><key>name</key><string>Fruit</string><key>items</key><array/></dict></array>"
        ), .emptyList(path: "[0].items")
      ),
      (DataFiles.Name.animals, "", .empty),
      // A blank row shows nothing, and a blank name names no image.
      (
        DataFiles.Name.animals,
        plist(
          "<dict><key>animals</key><array><string>Cat</string><string></string></array><key>sounds</key><array><string>Meow</string></array></dict>"
        ), .blank(path: "animals[1]")
      ),
      (
        DataFiles.Name.animals,
        plist(
          "<dict><key>animals</key><array><string>Cat</string></array><key>sounds</key><array><string> \t\n</string></array></dict>"
        ), .blank(path: "sounds[0]")
      ),
      (
        DataFiles.Name.slotSymbols,
        plist(
          "<array><dict><key>name</key><string> </string><key>plural</key><string>x</string></dict></array>"
        ), .blank(path: "[0].name")
      ),
      (
        DataFiles.Name.meals,
        plist(
          "<array><dict><key>name</key><string></string><key>items</key><array><string>Tea</string></array></dict></array>"
        ), .blank(path: "[0].name")
      ),
    ])
  func badSmallList(file: String, contents: String, problem: DataFileError.Problem) throws {
    let data = try temporaryData([file: contents])
    #expect(throws: DataFileError(file: data.path(file), problem: problem)) {
      switch file {
      case DataFiles.Name.characters: _ = try data.characters()
      case DataFiles.Name.sandwiches: _ = try data.sandwiches()
      case DataFiles.Name.slotSymbols: _ = try data.slotSymbols()
      case DataFiles.Name.meals: _ = try data.meals()
      default: _ = try data.animals()
      }
    }
  }

  @Test(
    "a row that would draw nothing is blank",
    arguments: [
      "\u{200B}", "\u{00AD}", "\u{FEFF}", "\u{2066}\u{2069}", "\u{180E}", "\u{3164}",
      "\u{2800}", "\u{E0041}\u{E007F}", "\u{0301}\u{0308}", "\u{20DD}", " \u{200B}\u{00A0} ",
      "\u{0085}\u{009F}", "\u{115F}\u{1160}", "\u{FFA0}",
    ])
  func invisibleRowsAreBlank(row: String) throws {
    let data = try temporaryData([
      DataFiles.Name.characters: plist(
        "<array><string>Luke</string><string>\(row)</string></array>")
    ])
    #expect(
      throws: DataFileError(
        file: data.path(DataFiles.Name.characters), problem: .blank(path: "[1]"))
    ) {
      _ = try data.characters()
    }
  }

  @Test(
    "a row with something to draw is kept",
    arguments: ["e\u{0301}", "A\u{200B}", "\u{1F642}", "\u{0E01}\u{0E31}", "\u{3000}x", "ـ", "·"])
  func visibleRowsAreKept(row: String) throws {
    let data = try temporaryData([
      DataFiles.Name.characters: plist("<array><string>\(row)</string></array>")
    ])
    #expect(try data.characters() == [row])
  }

  @Test func aFolderInsteadOfAFileIsUnreadable() throws {
    let data = try temporaryData([:])
    #expect(
      throws: DataFileError(file: data.path("."), problem: .notARegularFile(kind: "a folder"))
    ) {
      _ = try data.propertyList(".")
    }
  }

  @Test func invalidUTF8IsMalformed() throws {
    let data = try temporaryData([:])
    let path = data.path(DataFiles.Name.characters)
    let bytes: [UInt8] =
      Array("<plist><array><string>".utf8) + [0xFF, 0xFE] + Array("</string></array></plist>".utf8)
    try writeBytes(bytes, to: path)
    #expect(
      throws: DataFileError(
        file: path, problem: .malformed(line: 1, reason: Message("text is not valid UTF-8")))
    ) {
      _ = try data.characters()
    }
  }
}
