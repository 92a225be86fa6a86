/// The Single page: one wheel of characters and a Select button.
public final class SinglePageModel: PickerOwningModel, SelectButtonModel {
  /// The one "Character" wheel.
  public private(set) var wheels: [Wheel]
  /// The wheels this model drives.
  public let picker: any PickerView

  /// A model over `characters` (from `characters.plist`), shown by `picker`.
  public init(characters: [String], picker: any PickerView = Picker()) {
    wheels = [Wheel(name: "Character", titles: characters)]
    self.picker = picker
    picker.attach(self)
  }

  /// The selected character.
  public var selectedCharacter: String? { title(in: 0) }

  /// What the Select button shows: "You selected Luke!".
  public func buttonPressed() -> Alert {
    Alert(
      title: "You selected \(selectedCharacter ?? "nobody")!", message: "Thank you for choosing.",
      buttonText: "You're welcome")
  }
}
