import PickerKit

/// The Double tab's model, the picker logic of the book's
/// `DoubleComponentPickerViewController`: two independent wheels, filling and bread, and
/// the alert of the Select button.
final class DoubleModel: PickerDataSource, PickerDelegate, SelectButtonModel {
  /// The book's `kFillingComponent` and `kBreadComponent`: which wheel is which.
  static let fillingComponent = 0
  static let breadComponent = 1
  let fillingTypes = [
    "Ham", "Turkey", "Peanut Butter", "Tuna Salad", "Chicken Salad", "Roast Beef", "Vegemite",
  ]
  let breadTypes = ["White", "Whole Wheat", "Rye", "Sourdough", "Seven Grain"]
  /// The wheels this model drives.
  let picker: any PickerView
  let translator: Translator

  init(translator: Translator = .english, picker: any PickerView = Picker()) {
    self.translator = translator
    self.picker = picker
    picker.dataSource = self
    picker.delegate = self
    picker.reloadAllComponents()
  }

  /// The book's `buttonPressed` action: the selected row of each component.
  func buttonPressed() -> Alert {
    let filling = fillingTypes[picker.selectedRow(inComponent: Self.fillingComponent)]
    let bread = breadTypes[picker.selectedRow(inComponent: Self.breadComponent)]
    return Alert(
      title: translator.tr("Thank you for your order"),
      message: translator.tr(
        "Your {filling} on {bread} bread will be right up.", ["filling": filling, "bread": bread]),
      buttonText: translator.tr("Great!"))
  }

  // MARK: Picker data source methods

  /// Two components.
  func numberOfComponents(in picker: any PickerView) -> Int { 2 }

  /// Each component's rows come from its own list.
  func picker(_ picker: any PickerView, numberOfRowsInComponent component: Int) -> Int {
    component == Self.breadComponent ? breadTypes.count : fillingTypes.count
  }

  // MARK: Picker delegate methods

  func picker(_ picker: any PickerView, titleForRow row: Int, forComponent component: Int)
    -> String
  { component == Self.breadComponent ? breadTypes[row] : fillingTypes[row] }

  func picker(_ picker: any PickerView, nameForComponent component: Int) -> String? {
    component == Self.breadComponent
      ? translator.trc("wheel", "Bread") : translator.trc("wheel", "Filling")
  }
}
