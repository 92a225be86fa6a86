import PickerKit

/// The Colour page: one wheel of colour names and a Select button.
public final class ColourPageModel: PickerOwningModel, SelectButtonModel {
  /// The one "Colour" wheel.
  public private(set) var wheels: [Wheel]
  /// The wheel this model drives.
  public let picker: any PickerView
  private let translator: Translator

  /// A model whose rows are built in, shown by `picker` and worded by `translator`.
  public init(translator: Translator = .english, picker: any PickerView = Picker()) {
    // The rows take the context "colour": the Meal Picker's fruit "Orange" is another
    // message.
    let colours = [
      translator.trc("colour", "Red"), translator.trc("colour", "Orange"),
      translator.trc("colour", "Yellow"), translator.trc("colour", "Green"),
      translator.trc("colour", "Blue"), translator.trc("colour", "Indigo"),
      translator.trc("colour", "Violet"),
    ]
    wheels = [Wheel(name: translator.trc("wheel", "Colour"), titles: colours)]
    self.translator = translator
    self.picker = picker
    picker.attach(self)
  }

  /// "You picked Blue."
  public func buttonPressed() -> Alert {
    Alert(
      title: translator.tr("You picked {colour}.", ["colour": title(in: 0) ?? ""]),
      message: translator.tr("A fine colour."), buttonText: translator.tr("OK"))
  }
}
