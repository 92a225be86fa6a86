/// Why a property list could not be read.
public struct PropertyListSyntaxError: Error, Equatable, Sendable {
  /// The 1-based line where reading stopped.
  public var line: Int
  /// What was wrong there.
  public var reason: String

  /// Creates an error at `line`.
  public init(line: Int, reason: String) {
    self.line = line
    self.reason = reason
  }
}
