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
