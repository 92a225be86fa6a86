/// Why a property list could not be read.
public struct PropertyListSyntaxError: Error, Equatable, Sendable {
  /// The 1-based line where reading stopped.
  public var line: Int
  /// What was wrong there.
  public var reason: Message
  /// The reader's limit the document went past, if that is what was wrong.
  public var limit: Limit?

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
}
