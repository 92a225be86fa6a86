import PickerKit

/// Loads the picker data kept in `data/`: each file is a property list, and each bad file
/// (missing, empty, malformed, wrongly typed) gives a `DataFileError` naming it.
public struct DataFiles: Sendable {
  /// Where a blank state's name is said to be: a key of the zip file's dictionary has no
  /// path of its own (translated where the problem is shown).
  static let aStateName = translatable("a state's name")

  /// The folder holding the data files.
  public var directory: String

  /// File names inside `directory`.
  public enum Name {
    /// State name → sorted zip codes (the book's format).
    public static let stateZips = "statedictionary.plist"
    /// The Single page's characters.
    public static let characters = "characters.plist"
    /// The Double page's fillings and breads.
    public static let sandwiches = "sandwiches.plist"
    /// The slot machine's symbols.
    public static let slotSymbols = "slotsymbols.plist"
    /// The Animal Chooser's animals and sounds.
    public static let animals = "animals.plist"
    /// The Meal picker's courses.
    public static let meals = "meals.plist"
  }

  /// Data in `directory`.
  public init(directory: String) { self.directory = directory }

  /// The full path of a data file.
  public func path(_ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  /// Reads and parses one property list.
  public func propertyList(_ name: String) throws(DataFileError) -> PlistNode {
    try PlistNode.read(file: path(name))
  }

  /// The Single page's characters.
  public func characters() throws(DataFileError) -> [String] {
    try Self.characters(from: propertyList(Name.characters))
  }

  /// The Double page's fillings and breads.
  public func sandwiches() throws(DataFileError) -> (fillings: [String], breads: [String]) {
    try Self.sandwiches(from: propertyList(Name.sandwiches))
  }

  /// The slot machine's symbols, in reel order.
  public func slotSymbols() throws(DataFileError) -> [SlotSymbol] {
    try Self.slotSymbols(from: propertyList(Name.slotSymbols))
  }

  /// The Animal Chooser's animals and sounds.
  public func animals() throws(DataFileError) -> (animals: [String], sounds: [String]) {
    try Self.animals(from: propertyList(Name.animals))
  }

  /// The Meal picker's courses.
  public func meals() throws(DataFileError) -> [MealCourse] {
    try Self.meals(from: propertyList(Name.meals))
  }

  /// Every state's zip codes.
  public func stateZips() throws(DataFileError) -> StateZips {
    try Self.stateZips(from: propertyList(Name.stateZips))
  }
}

/// The typed readings of parsed data files, one per file kind (the fuzzer drives them
/// directly with parsed bytes).
extension DataFiles {
  /// Characters: an array of strings.
  public static func characters(from root: PlistNode) throws(DataFileError) -> [String] {
    try root.nonEmptyStrings()
  }

  /// Sandwiches: `fillings` and `breads`, arrays of strings.
  public static func sandwiches(from root: PlistNode) throws(DataFileError) -> (
    fillings: [String], breads: [String]
  ) {
    (try root["fillings"].nonEmptyStrings(), try root["breads"].nonEmptyStrings())
  }

  /// Slot symbols: an array of dictionaries with `name` and `plural`.
  public static func slotSymbols(from root: PlistNode) throws(DataFileError) -> [SlotSymbol] {
    var symbols: [SlotSymbol] = []
    for node in try root.nonEmptyArray() {
      symbols.append(
        SlotSymbol(
          name: try node["name"].nonBlankString(), plural: try node["plural"].nonBlankString()))
    }
    return symbols
  }

  /// Animals: `animals` and `sounds`, arrays of strings.
  public static func animals(from root: PlistNode) throws(DataFileError) -> (
    animals: [String], sounds: [String]
  ) {
    (try root["animals"].nonEmptyStrings(), try root["sounds"].nonEmptyStrings())
  }

  /// Meals: an array of dictionaries with `name` and `items`.
  public static func meals(from root: PlistNode) throws(DataFileError) -> [MealCourse] {
    var courses: [MealCourse] = []
    for node in try root.nonEmptyArray() {
      courses.append(
        MealCourse(
          name: try node["name"].nonBlankString(), items: try node["items"].nonEmptyStrings()))
    }
    return courses
  }

  /// State zip codes: a dictionary of state name → array of zip strings.
  public static func stateZips(from root: PlistNode) throws(DataFileError) -> StateZips {
    guard case .dictionary(let states) = root.value else {
      throw root.wrongType(expected: translatable("a dictionary"))
    }
    guard !states.isEmpty else { throw root.emptyList() }
    var table: [String: [String]] = [:]
    table.reserveCapacity(states.count)
    for (state, value) in states {
      // A state's name is the State wheel's row.
      guard !PlistNode.isBlank(state) else {
        throw DataFileError(file: root.file, problem: .blank(path: Self.aStateName))
      }
      table[state] = try PlistNode(value: value, path: state, file: root.file).nonEmptyStrings()
    }
    return StateZips(table)
  }
}
