/// A value of a data file with where it sits, so a type error can say "breads[2]".
public struct PlistNode: Sendable {
  /// The value, or `nil` where a key was absent.
  public var value: PropertyListValue?
  /// Where the value sits in the file ("" for the root).
  public var path: String
  /// The file it came from.
  public var file: String

  /// A node of `value` found at `path` in `file`.
  public init(value: PropertyListValue?, path: String, file: String) {
    self.value = value
    self.path = path
    self.file = file
  }

  /// The value at `key` of a dictionary (absent keys give a node whose value is `nil`).
  public subscript(key: String) -> PlistNode {
    var child: PropertyListValue?
    if case .dictionary(let entries) = value { child = entries[key] }
    return PlistNode(value: child, path: path.isEmpty ? key : "\(path).\(key)", file: file)
  }

  /// The value as a string.
  public func string() throws(DataFileError) -> String {
    guard case .string(let text) = try present() else {
      throw wrongType(expected: translatable("a string"))
    }
    return text
  }

  /// The value as a string with more than spaces: the text of a row, or a name.
  public func nonBlankString() throws(DataFileError) -> String {
    let text = try string()
    guard !Self.isBlank(text) else { throw blank() }
    return text
  }

  /// Whether `text` draws nothing: empty, or only characters that show no ink of their own
  /// (``drawsNothing(_:)``).
  package static func isBlank(_ text: String) -> Bool {
    // ASCII first, without Unicode's property tables: a long list of codes is decided by
    // each string's first byte (the tables cost about half the typed load: PERFORMANCE.md).
    if let first = text.utf8.first, first > 0x20, first < 0x7F { return false }
    return text.unicodeScalars.allSatisfy(drawsNothing)
  }

  /// Whether `scalar` shows nothing on its own: white space, a control character, a
  /// character Unicode says to draw as nothing when it cannot be shown (Default_Ignorable:
  /// zero-width spaces and joiners, the soft hyphen, direction marks, tags, Hangul fillers),
  /// a mark that combines with the character before it, or the braille blank.
  static func drawsNothing(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    switch properties.generalCategory {
    case .control, .nonspacingMark, .enclosingMark: return true
    default:
      return properties.isWhitespace || properties.isDefaultIgnorableCodePoint
        || scalar == "\u{2800}"
    }
  }

  /// The value as an array with at least one element.
  public func nonEmptyArray() throws(DataFileError) -> [PlistNode] {
    guard case .array(let items) = try present() else {
      throw wrongType(expected: translatable("an array"))
    }
    guard !items.isEmpty else { throw emptyList() }
    return items.enumerated().map { element($0, $1) }
  }

  /// The value as an array of at least one string, none of them blank (each is a row).
  public func nonEmptyStrings() throws(DataFileError) -> [String] {
    guard case .array(let items) = try present() else {
      throw wrongType(expected: translatable("an array"))
    }
    guard !items.isEmpty else { throw emptyList() }
    var strings: [String] = []
    strings.reserveCapacity(items.count)
    for (position, item) in items.enumerated() {
      guard case .string(let text) = item else {
        throw element(position, item).wrongType(expected: translatable("a string"))
      }
      if Self.isBlank(text) { throw blankElement(position) }
      strings.append(text)
    }
    return strings
  }

  private func element(_ position: Int, _ item: PropertyListValue) -> PlistNode {
    PlistNode(value: item, path: elementPath(position), file: file)
  }

  /// Where the element at `position` of this array sits ("breads[2]").
  private func elementPath(_ position: Int) -> String { "\(path)[\(position)]" }

  private func present() throws(DataFileError) -> PropertyListValue {
    guard let value else {
      throw DataFileError(file: file, problem: .missingKey(path: displayPath))
    }
    return value
  }

  package func wrongType(expected: String) -> DataFileError {
    DataFileError(
      file: file,
      problem: .wrongType(
        path: displayPath, expected: expected, found: value?.typeName ?? translatable("absent"))
    )
  }

  /// The error of the blank string at `position` of this array, made from the position
  /// alone: with `element(_:_:)` in the loop's error path, every element of a long list
  /// loaded slower, error or not (docs/PERFORMANCE.md).
  private func blankElement(_ position: Int) -> DataFileError {
    DataFileError(file: file, problem: .blank(path: elementPath(position)))
  }

  package func blank() -> DataFileError {
    DataFileError(file: file, problem: .blank(path: displayPath))
  }

  package func emptyList() -> DataFileError {
    DataFileError(file: file, problem: .emptyList(path: displayPath))
  }

  private var displayPath: String { path.isEmpty ? DataFileError.topLevel : path }
}

extension PlistNode {
  /// Reads and parses the property list in `file` (a regular file of at most
  /// `FileBytes`' limit): a missing, unreadable, malformed or too deep file is a
  /// `DataFileError` naming it.
  public static func read(file: String) throws(DataFileError) -> PlistNode {
    try parse(try FileBytes.contents(of: file), file: file)
  }

  /// Parses the bytes of a property list named `file` (for errors): XML in UTF-8 or UTF-16,
  /// or binary. The XML reader's limits become their own typed problems; a binary file's
  /// problems, its limits' too, are told by byte offset.
  public static func parse(_ bytes: [UInt8], file: String) throws(DataFileError) -> PlistNode {
    do {
      return PlistNode(value: try PropertyListReader.parse(bytes), path: "", file: file)
    } catch {
      let problem: DataFileError.Problem =
        switch (error.offset, error.limit) {
        case (let offset?, _): .malformedBinary(offset: offset, reason: error.reason)
        case (nil, .depth(let limit)): .tooDeep(line: error.line, limit: limit)
        case (nil, .stringLength(let limit)): .stringTooLong(line: error.line, limit: limit)
        case (nil, nil): .malformed(line: error.line, reason: error.reason)
        }
      throw DataFileError(file: file, problem: problem)
    }
  }
}
