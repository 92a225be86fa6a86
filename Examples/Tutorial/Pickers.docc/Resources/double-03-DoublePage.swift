import PickerKit
import PickersUI

/// The Double tab, the book's `DoubleComponentPickerViewController`: two independent
/// wheels, filling and bread.
@MainActor
final class DoublePage: @MainActor PickerDataSource, @MainActor PickerDelegate {
  /// The book's `kFillingComponent` and `kBreadComponent`: which wheel is which.
  static let fillingComponent = 0
  static let breadComponent = 1
  let picker = PickerWidget()
  let window: Window
  let fillingTypes = [
    "Ham", "Turkey", "Peanut Butter", "Tuna Salad", "Chicken Salad", "Roast Beef", "Vegemite",
  ]
  let breadTypes = ["White", "Whole Wheat", "Rye", "Sourdough", "Seven Grain"]

  init(window: Window) {
    self.window = window
    picker.dataSource = self
    picker.delegate = self
    picker.reloadAllComponents()
  }

  /// The wheels and the Select button.
  lazy var widget = pageBox(picker, button: "Select") { [unowned self] in buttonPressed() }

  /// The book's `buttonPressed` action: the selected row of each component.
  func buttonPressed() {
    let filling = fillingTypes[picker.selectedRow(inComponent: Self.fillingComponent)]
    let bread = breadTypes[picker.selectedRow(inComponent: Self.breadComponent)]
    let alert = Alert(
      title: "Thank you for your order",
      message: "Your \(filling) on \(bread) bread will be right up.", buttonText: "Great!")
    AlertPresenter.present(alert, over: window)
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
    component == Self.breadComponent ? "Bread" : "Filling"
  }
}
