/// Why a data file could not be used: always names the file and the problem.
public struct DataFileError: FileError, Equatable, Sendable {
  /// What was wrong with the file.
  public enum Problem: Equatable, Sendable {
    /// The file does not exist.
    case missing
    /// The file exists but cannot be read (permissions, an I/O error).
    case unreadable(String)
    /// The path is not a regular file: `kind` says what it is ("a named pipe").
    case notARegularFile(kind: String)
    /// The path is a symbolic link that loops.
    case symbolicLinkLoop
    /// The file is larger than the reader accepts.
    case tooLarge(bytes: Int, limit: Int)
    /// Values are nested deeper than the reader accepts.
    case tooDeep(line: Int, limit: Int)
    /// A string or key is longer than the reader accepts.
    case stringTooLong(line: Int, limit: Int)
    /// The file has no content.
    case empty
    /// The file is not a well-formed property list.
    case malformed(line: Int, reason: Message)
    /// The file is a binary property list that cannot be read: `offset` is the byte where
    /// reading stopped. Its limits (nesting, a string's length) are told by `reason` too.
    case malformedBinary(offset: Int, reason: Message)
    /// A value has the wrong type: `path` locates it ("breads[2]").
    case wrongType(path: String, expected: String, found: String)
    /// A list that must hold at least one row holds none.
    case emptyList(path: String)
    /// A text a row shows, or names an image by, is empty or only spaces: `path` locates
    /// it ("animals[3]").
    case blank(path: String)
    /// A required key is absent.
    case missingKey(path: String)
  }

  /// The path of the file, as it was given.
  public var file: String
  /// What was wrong.
  public var problem: Problem

  /// Creates an error.
  public init(file: String, problem: Problem) {
    self.file = file
    self.problem = problem
  }

  /// How a problem names the document's root in `path` (PlistNode uses it).
  static let topLevel = translatable("the top level")

  /// `path` as shown: "breads[2]" as it is; the root, or what a model names a place with no
  /// path of its own by (a dictionary's key: `translatable("a country's name")`), in the
  /// user's language. A path no catalogue knows comes back as it is.
  private static func displayed(_ path: String, _ translator: Translator) -> String {
    translator.tr(path)
  }

  /// One line for a person, worded by `translator`. The file name, lines and limits are
  /// filled in; the words that describe the problem (a file's kind, a value's type, the
  /// parser's reason) are translated too.
  public func message(_ translator: Translator) -> String {
    var values = ["file": fileName]
    let template: String
    switch problem {
    case .missing:
      values["path"] = file
      template = translatable("{file} is missing (looked for {path})")
    case .unreadable(let reason):
      values["reason"] = reason
      template = translatable("{file} cannot be read: {reason}")
    case .notARegularFile(let kind):
      values["kind"] = translator.tr(kind)
      template = translatable("{file} cannot be read: it is {kind}, not a file")
    case .symbolicLinkLoop:
      template = translatable("{file} cannot be read: its symbolic links loop")
    case .tooLarge(let bytes, let limit):
      values["bytes"] = String(bytes)
      values["limit"] = String(limit)
      template = translatable("{file} is too large ({bytes} bytes; the limit is {limit})")
    case .tooDeep(let line, let limit):
      values["line"] = String(line)
      values["limit"] = String(limit)
      template = translatable("{file} is nested too deeply (line {line}: more than {limit} levels)")
    case .stringTooLong(let line, let limit):
      values["line"] = String(line)
      values["limit"] = String(limit)
      template = translatable("{file} has a text too long (line {line}: more than {limit} bytes)")
    case .empty: template = translatable("{file} is empty")
    case .malformed(let line, let reason):
      values["line"] = String(line)
      values["reason"] = translator.tr(reason)
      template = translatable("{file} is malformed (line {line}: {reason})")
    case .malformedBinary(let offset, let reason):
      values["offset"] = String(offset)
      values["reason"] = translator.tr(reason)
      template = translatable("{file} is malformed (byte {offset}: {reason})")
    case .wrongType(let path, let expected, let found):
      values["path"] = Self.displayed(path, translator)
      values["expected"] = translator.tr(expected)
      values["found"] = translator.tr(found)
      template = translatable("{file}: {path} should be {expected} but is {found}")
    case .emptyList(let path):
      values["path"] = Self.displayed(path, translator)
      template = translatable("{file}: {path} has no entries")
    case .blank(let path):
      values["path"] = Self.displayed(path, translator)
      template = translatable("{file}: {path} is blank")
    case .missingKey(let path):
      values["path"] = Self.displayed(path, translator)
      template = translatable("{file}: {path} is missing")
    }
    return translator.tr(template, values)
  }
}
