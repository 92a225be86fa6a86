/// A unit a wheel draws beside its band, after the number in it ("5 hours"), or before it
/// where the language puts it there ("saa 5" in Swahili): ``PickerDelegate``'s
/// `picker(_:unitForRow:forComponent:)`.
public struct WheelUnit: Equatable, Sendable {
  /// The unit's word, in the plural form of the row's count: "hour", "hours", "min".
  public var text: String
  /// Whether the word comes before the number, in the reading direction.
  public var leads: Bool

  /// A unit worded `text`, after the number unless it `leads`.
  public init(_ text: String, leads: Bool = false) {
    self.text = text
    self.leads = leads
  }
}
