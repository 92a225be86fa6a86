/// A value of an XML property list (the subset picker data uses).
public enum PropertyListValue: Equatable, Sendable {
  case string(String)
  case integer(Int)
  case real(Double)
  case bool(Bool)
  case array([PropertyListValue])
  case dictionary([String: PropertyListValue])

  /// The plist type name of the value, for error messages ("array").
  public var typeName: String {
    switch self {
    case .string: "string"
    case .integer: "integer"
    case .real: "real"
    case .bool: "boolean"
    case .array: "array"
    case .dictionary: "dict"
    }
  }
}

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
