import PickerKit

/// What the app remembers between runs: the window's size, the page it showed, and the
/// rows of every picker but the Date page's (which opens on now).
///
/// It reads and writes plain keys and values (`entries`), so the format the app stores
/// them in (a GLib key file) stays out of PickerKit, and every value a hostile or broken
/// file could hold is checked here: what does not parse is dropped and named in
/// ``problems``.
public struct SavedState: Equatable, Sendable {
  /// The window's width and height when it was last not maximised.
  public var size: (width: Int, height: Int)?
  /// Whether the window was maximised.
  public var maximized = false
  /// The page shown when the app quit.
  public var page: PickerPage?
  /// Whether the slot machine plays its sounds (the menu's Sound switch).
  public var sound = true
  /// The selected rows of each picker, by key ("single", "animal-chooser").
  public var rows: [String: [Int]] = [:]
  /// What could not be read, one line each (empty for a good file).
  public private(set) var problems: [String] = []

  /// The key of the Animal Chooser's rows.
  public static let animalChooserKey = "animal-chooser"
  /// The key of the Meal Picker's rows.
  public static let mealPickerKey = "meal-picker"
  /// The pickers whose rows are kept: every page with a ``PickerPage/stateKey``, and the
  /// two seed windows.
  public static let pickerKeys =
    PickerPage.allCases.compactMap(\.stateKey) + [animalChooserKey, mealPickerKey]

  /// Every key the state owns, by group: what a save sets or removes. Any other group or
  /// key in the file (another version's, a person's comment) is not the state's to touch.
  public static let keys: [String: [String]] = [
    "window": ["width", "height", "maximized", "page"], "settings": ["sound"],
    "selections": pickerKeys,
  ]

  /// The largest window side and row index kept (anything larger is a broken file).
  public static let limit = 100_000

  /// A state with nothing saved.
  public init() {}

  /// Two states are equal when they keep the same values.
  public static func == (a: SavedState, b: SavedState) -> Bool {
    a.size?.width == b.size?.width && a.size?.height == b.size?.height
      && a.maximized == b.maximized && a.page == b.page && a.rows == b.rows && a.sound == b.sound
  }

  /// A state read from `entries` (group → key → value, as a key file holds them). What
  /// does not fit is named in ``problems``, a bounded list: three problems of a kind in
  /// full, each value cut to ``quotedLength`` characters, the rest counted on one line.
  public init(entries: [String: [String: String]]) {
    var digest = ProblemDigest()
    func problem(_ text: String, kind: String = "values that do not fit") {
      if let line = digest.record(text, kind: kind) { problems.append(line) }
    }
    let window = entries["window"] ?? [:]
    if let width = window["width"], let height = window["height"] {
      if let w = Self.number(width), let h = Self.number(height), w > 0, h > 0 {
        size = (w, h)
      } else {
        problem("window size \(Self.quoted(width))×\(Self.quoted(height)) is not a size")
      }
    }
    if let text = window["maximized"] {
      switch text {
      case "true": maximized = true
      case "false": maximized = false
      default: problem("maximized=\(Self.quoted(text)) is not true or false")
      }
    }
    if let text = window["page"] {
      page = PickerPage(rawValue: text)
      if page == nil { problem("page=\(Self.quoted(text)) is not a page") }
    }
    if let text = entries["settings"]?["sound"] {
      switch text {
      case "true": sound = true
      case "false": sound = false
      default: problem("sound=\(Self.quoted(text)) is not true or false")
      }
    }
    for (key, text) in (entries["selections"] ?? [:]).sorted(by: { $0.key < $1.key }) {
      guard Self.pickerKeys.contains(key) else {
        problem("selections has an unknown picker \(Self.quoted(key))", kind: "unknown pickers")
        continue
      }
      let parts = text.split(separator: ";", omittingEmptySubsequences: true)
      let numbers = parts.compactMap { Self.number(String($0)) }
      if numbers.count == parts.count && !numbers.isEmpty {
        rows[key] = numbers
      } else {
        problem("selections \(key)=\(Self.quoted(text)) is not a list of rows")
      }
    }
    problems += digest.summary()
  }

  /// The most characters of a value a problem quotes.
  public static let quotedLength = 40

  /// `text` as a problem quotes it: cut to ``quotedLength`` characters, with "…".
  private static func quoted(_ text: String) -> String {
    text.count > quotedLength ? text.prefix(quotedLength) + "…" : text
  }

  /// The state as groups of keys and values, for the app to store.
  public var entries: [String: [String: String]] {
    var window: [String: String] = ["maximized": maximized ? "true" : "false"]
    if let size {
      window["width"] = String(size.width)
      window["height"] = String(size.height)
    }
    if let page { window["page"] = page.rawValue }
    var selections: [String: String] = [:]
    for (key, list) in rows where !list.isEmpty {
      selections[key] = list.map { String($0) }.joined(separator: ";")
    }
    return [
      "window": window, "selections": selections, "settings": ["sound": sound ? "true" : "false"],
    ]
  }

  /// A whole number from 0 to ``limit``, or nil.
  private static func number(_ text: String) -> Int? {
    guard let value = Int(text), (0...limit).contains(value) else { return nil }
    return value
  }
}
