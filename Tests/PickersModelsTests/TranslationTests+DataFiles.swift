import Foundation
import PickerKit
import PickersModels
import Testing

/// The data files' texts: their rows looked up in the contexts the catalogue extracts them
/// in, and a data problem worded through the translator, the words filled in too.
extension TranslationTests {
  @Test func theDataFilesRowsAreLookedUpInTheCataloguesContexts() throws {
    // The contexts po/its/plist.its gives the data files' texts, as po/pickers.pot holds
    // them, against the ones the models ask for: a row looked up without its context, or
    // in another, would never find its translation.
    let pot = try String(
      contentsOf: URL(fileURLWithPath: repositoryData.directory).deletingLastPathComponent()
        .appendingPathComponent("po/pickers.pot"), encoding: .utf8)
    let extracted = Set(dataMessages(pot).map { "\($0.context ?? "")\u{4}\($0.english)" })
    #expect(extracted.count > 60)
    let record = LookupRecord()
    try buildEveryModel(record.translator)
    let asked = Set(record.lookups.map { "\($0.context ?? "")\u{4}\($0.english)" })
    let dataWords = Set(dataMessages(pot).map(\.english))
    #expect(extracted.subtracting(asked).sorted() == [], "extracted but never asked for")
    let askedForData = asked.filter {
      dataWords.contains(String($0.split(separator: "\u{4}").last ?? ""))
    }
    #expect(askedForData.subtracting(extracted).sorted() == [], "asked for in another context")
  }

  @Test func aDataProblemIsWordedByTheTranslator() {
    let problems: [DataFileError.Problem] = [
      .missing, .unreadable("Permission denied"), .notARegularFile(kind: "a named pipe"),
      .symbolicLinkLoop, .tooLarge(bytes: 20, limit: 10), .tooDeep(line: 3, limit: 64),
      .stringTooLong(line: 2, limit: 9), .empty,
      .malformed(line: 4, reason: Message("duplicate key '{key}'", ["key": "Texas"])),
      .malformedBinary(offset: 12, reason: Message("an array or dictionary that contains itself")),
      .wrongType(path: "breads[2]", expected: "a string", found: "an integer"),
      .emptyList(path: "breads"), .missingKey(path: "[0].plural"),
    ]
    for problem in problems {
      let error = DataFileError(file: "/data/sandwiches.plist", problem: problem)
      let worded = error.message(bracketing)
      // Only the file, its path, numbers, the system's reason and a data path are values.
      let values = [
        "/data/sandwiches.plist", "sandwiches.plist", "Permission denied", "breads[2]",
        "[0].plural", "breads",
      ]
      #expect(isTranslated(worded, values: values), "\(worded)")
      #expect(error.message(.english) == error.description)
    }
    let nested = DataFileError(
      file: "a.plist",
      problem: .malformed(line: 4, reason: Message("duplicate key '{key}'", ["key": "k"])))
    #expect(nested.message(bracketing) == "⟦a.plist is malformed (line 4: ⟦duplicate key 'k'⟧)⟧")
    let binary = DataFileError(
      file: "a.plist",
      problem: .malformedBinary(
        offset: 8, reason: Message("an array or dictionary that contains itself")))
    #expect(
      binary.message(bracketing)
        == "⟦a.plist is malformed (byte 8: ⟦an array or dictionary that contains itself⟧)⟧")
    // The words filled into a template are translated too, not only the template.
    let words: [(DataFileError.Problem, [String])] = [
      (.notARegularFile(kind: "a named pipe"), ["⟦a named pipe⟧"]),
      (
        .wrongType(path: "x", expected: "a string", found: "an integer"),
        ["⟦a string⟧", "⟦an integer⟧"]
      ),
      (.emptyList(path: "the top level"), ["⟦the top level⟧"]),
      (.emptyList(path: "breads"), ["breads"]),
    ]
    for (problem, inside) in words {
      let worded = DataFileError(file: "a.plist", problem: problem).message(bracketing)
      for word in inside { #expect(worded.contains(word), "\(worded)") }
    }
    let english = DataFileError(
      file: "a.plist", problem: .wrongType(path: "x", expected: "a string", found: "an array"))
    #expect(english.description == "a.plist: x should be a string but is an array")
  }
}

/// Every lookup a model makes: its context (nil for none) and English text.
private final class LookupRecord: @unchecked Sendable {
  private let lock = NSLock()
  private var seen: [(context: String?, english: String)] = []
  var lookups: [(context: String?, english: String)] { lock.withLock { seen } }
  lazy var translator = Translator { [unowned self] context, english in
    lock.withLock { seen.append((context, english)) }
    return english
  }
}

/// The messages of a template that come from the data files (`#: data/…`), with their
/// contexts.
private func dataMessages(_ pot: String) -> [(context: String?, english: String)] {
  var result: [(context: String?, english: String)] = []
  for block in pot.components(separatedBy: "\n\n") {
    let lines = block.split(separator: "\n").map(String.init)
    guard lines.contains(where: { $0.hasPrefix("#: data/") }) else { continue }
    func field(_ name: String) -> String? {
      lines.first { $0.hasPrefix(name + " \"") }.map {
        String($0.dropFirst(name.count + 2).dropLast())
      }
    }
    if let english = field("msgid") { result.append((field("msgctxt"), english)) }
  }
  return result
}

/// Builds every model that shows data-file rows from the shipped data, with `translator`,
/// and asks each for its texts.
private func buildEveryModel(_ translator: Translator) throws {
  let data = repositoryData
  _ = SinglePageModel(characters: try data.characters(), translator: translator)
  let (fillings, breads) = try data.sandwiches()
  _ = DoublePageModel(fillings: fillings, breads: breads, translator: translator)
  let slots = SlotMachineModel(
    symbols: try data.slotSymbols(), random: SeededRandom(seed: 1),
    scheduler: ManualScheduler(), translator: translator)
  for index in slots.wheels[0].titles.indices {
    _ = slots.sentence(for: SlotRun(symbol: index, start: 0, length: 3))
  }
  let (animals, sounds) = try data.animals()
  _ = AnimalChooserModel(animals: animals, sounds: sounds, translator: translator)
  _ = MealPickerModel(
    courses: try data.meals(), random: SeededRandom(seed: 1), translator: translator)
}
