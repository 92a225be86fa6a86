/// A value of an XML property list (the subset picker data uses).
public enum PropertyListValue: Equatable, Sendable {
  /// `<string>`: text, entities decoded.
  case string(String)
  /// `<integer>`.
  case integer(Int)
  /// `<real>`.
  case real(Double)
  /// `<true/>` or `<false/>`.
  case bool(Bool)
  /// `<array>`: values in file order.
  case array([PropertyListValue])
  /// `<dict>`: `<key>` → value; a duplicate key is a syntax error.
  case dictionary([String: PropertyListValue])

  /// The plist type name of the value, for error messages ("an array").
  public var typeName: String {
    switch self {
    case .string: translatable("a string")
    case .integer: translatable("an integer")
    case .real: translatable("a real number")
    case .bool: translatable("a boolean")
    case .array: translatable("an array")
    case .dictionary: translatable("a dictionary")
    }
  }
}
