/// Why a property list could not be read.
public struct PropertyListSyntaxError: Error, Equatable, Sendable {
  /// The 1-based line where reading stopped (1 in a binary property list, which has no
  /// lines: `offset` says where).
  public var line: Int
  /// What was wrong there.
  public var reason: Message
  /// The reader's limit the document went past, if that is what was wrong.
  public var limit: Limit?
  /// The byte where reading a binary property list stopped; `nil` for an XML one.
  public var offset: Int?

  /// A bound the reader keeps whatever the input.
  public enum Limit: Equatable, Sendable {
    /// Nesting deeper than this many arrays and dictionaries.
    case depth(Int)
    /// A string or key longer than this many bytes.
    case stringLength(Int)
  }

  /// Creates an error at `line`.
  public init(line: Int, reason: Message, limit: Limit? = nil) {
    self.line = line
    self.reason = reason
    self.limit = limit
  }

  /// Creates an error of a binary property list at byte `offset`.
  public init(offset: Int, reason: Message, limit: Limit? = nil) {
    self.init(line: 1, reason: reason, limit: limit)
    self.offset = offset
  }
}
