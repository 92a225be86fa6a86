/// Loads the picker data kept in `data/`: each file is a property list, and each bad file
/// (missing, empty, malformed, wrongly typed) gives a `DataFileError` naming it.
public struct DataFiles: Sendable {
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
    let file = path(name)
    let bytes = try FileBytes.contents(of: file)
    do {
      return PlistNode(value: try PropertyListReader.parse(bytes), path: "", file: file)
    } catch {
      throw DataFileError(file: file, problem: .malformed(line: error.line, reason: error.reason))
    }
  }

  /// The Single page's characters.
  public func characters() throws(DataFileError) -> [String] {
    try propertyList(Name.characters).nonEmptyStrings()
  }

  /// The Double page's fillings and breads.
  public func sandwiches() throws(DataFileError) -> (fillings: [String], breads: [String]) {
    let root = try propertyList(Name.sandwiches)
    return (try root["fillings"].nonEmptyStrings(), try root["breads"].nonEmptyStrings())
  }

  /// The slot machine's symbols, in reel order.
  public func slotSymbols() throws(DataFileError) -> [SlotSymbol] {
    var symbols: [SlotSymbol] = []
    for node in try propertyList(Name.slotSymbols).nonEmptyArray() {
      symbols.append(
        SlotSymbol(name: try node["name"].string(), plural: try node["plural"].string()))
    }
    return symbols
  }

  /// The Animal Chooser's animals and sounds.
  public func animals() throws(DataFileError) -> (animals: [String], sounds: [String]) {
    let root = try propertyList(Name.animals)
    return (try root["animals"].nonEmptyStrings(), try root["sounds"].nonEmptyStrings())
  }

  /// The Meal picker's courses.
  public func meals() throws(DataFileError) -> [MealCourse] {
    var courses: [MealCourse] = []
    for node in try propertyList(Name.meals).nonEmptyArray() {
      courses.append(
        MealCourse(name: try node["name"].string(), items: try node["items"].nonEmptyStrings()))
    }
    return courses
  }

  /// Every state's zip codes.
  public func stateZips() throws(DataFileError) -> StateZips {
    let root = try propertyList(Name.stateZips)
    guard case .dictionary(let states) = root.value else {
      throw root.wrongType(expected: "dict")
    }
    guard !states.isEmpty else { throw root.emptyList() }
    var table: [String: [String]] = [:]
    table.reserveCapacity(states.count)
    for (state, value) in states {
      table[state] = try PlistNode(value: value, path: state, file: root.file).nonEmptyStrings()
    }
    return StateZips(table)
  }
}
