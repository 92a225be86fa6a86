import PickerKit

/// The Single page: one wheel of characters and a Select button.
public final class SinglePageModel: PickerOwningModel, SelectButtonModel {
  /// The one "Character" wheel.
  public private(set) var wheels: [Wheel]
  /// The wheels this model drives.
  public let picker: any PickerView
  private let translator: Translator

  /// A model over `characters` (from `characters.plist`), shown by `picker` and worded by
  /// `translator` (the names too: "Luke" is 路克 in Taiwan).
  public init(
    characters: [String], translator: Translator = .english, picker: any PickerView = Picker()
  ) {
    wheels = [
      Wheel(
        name: translator.trc("wheel", "Character"),
        titles: characters.map { translator.trc("character", $0) })
    ]
    self.translator = translator
    self.picker = picker
    picker.attach(self)
  }

  /// The selected character.
  public var selectedCharacter: String? { title(in: 0) }

  /// What the Select button shows: "You selected Luke!".
  public func buttonPressed() -> Alert {
    Alert(
      title: translator.tr(
        "You selected {character}!", ["character": selectedCharacter ?? translator.tr("nobody")]),
      message: translator.tr("Thank you for choosing."),
      buttonText: translator.tr("You're welcome"))
  }
}
