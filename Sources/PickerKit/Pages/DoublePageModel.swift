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

  /// A model over the sandwich lists (from `sandwiches.plist`), shown by `picker`.
  public init(fillings: [String], breads: [String], picker: any PickerView = Picker()) {
    wheels = [Wheel(name: "Filling", titles: fillings), Wheel(name: "Bread", titles: breads)]
    self.picker = picker
    picker.attach(self)
  }

  /// What the Select button shows: "Your Ham on White bread will be right up.".
  public func buttonPressed() -> Alert {
    let filling = title(in: Self.fillingComponent) ?? ""
    let bread = title(in: Self.breadComponent) ?? ""
    return Alert(
      title: "Thank you for your order",
      message: "Your \(filling) on \(bread) bread will be right up.",
      buttonText: "Great!")
  }
}
