/// A text to show a person, kept in English until it is shown: a template with named
/// placeholders and their values ("bad integer '{text}'", `["text": "x"]`).
///
/// Errors carry messages rather than finished strings, so the code that shows them can
/// translate them with the user's ``Translator``.
public struct Message: Equatable, Sendable, CustomStringConvertible {
  /// The English template; `{name}` marks where `values[name]` goes.
  public var template: String
  /// The values of the placeholders.
  public var values: [String: String]

  /// A message from `template` and its placeholders' `values`.
  public init(_ template: String, _ values: [String: String] = [:]) {
    self.template = template
    self.values = values
  }

  /// The message in English, its values filled in.
  public var description: String { Self.fill(template, values) }

  /// `template` with each `{name}` that `values` knows replaced by its value; any other
  /// text, braces included, is kept as it is.
  public static func fill(_ template: String, _ values: [String: String]) -> String {
    guard !values.isEmpty, template.contains("{") else { return template }
    var result = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "}"),
        let value = values[String(rest[rest.index(after: open)..<close])]
      else {
        result.append("{")
        rest = rest[rest.index(after: open)...]
        continue
      }
      result += value
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }
}
