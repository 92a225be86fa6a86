import PickerKit

/// The Double page: two independent wheels, Filling and Bread, and a Select button.
public final class DoublePageModel: PickerOwningModel, SelectButtonModel {
  /// Index of the Filling wheel.
  public static let fillingComponent = 0
  /// Index of the Bread wheel.
  public static let breadComponent = 1

  /// Filling and Bread.
  public private(set) var wheels: [Wheel]
  /// The wheels this model drives.
  public let picker: any PickerView
  private let translator: Translator

  /// A model over the sandwich lists (from `sandwiches.plist`), shown by `picker` and
  /// worded by `translator`.
  public init(
    fillings: [String], breads: [String], translator: Translator = .english,
    picker: any PickerView = Picker()
  ) {
    wheels = [
      Wheel(
        name: translator.trc("wheel", "Filling"),
        titles: fillings.map { translator.trc("filling", $0) }),
      Wheel(
        name: translator.trc("wheel", "Bread"), titles: breads.map { translator.trc("bread", $0) }),
    ]
    self.translator = translator
    self.picker = picker
    picker.attach(self)
  }

  /// What the Select button shows: "Your Ham on White bread will be right up.".
  public func buttonPressed() -> Alert {
    let filling = title(in: Self.fillingComponent) ?? ""
    let bread = title(in: Self.breadComponent) ?? ""
    return Alert(
      title: translator.tr("Thank you for your order"),
      message: translator.tr(
        // Translators: {filling} and {bread} are the two wheels' rows ("Ham", "Rye").
        "Your {filling} on {bread} bread will be right up.", ["filling": filling, "bread": bread]),
      buttonText: translator.tr("Great!"))
  }
}
