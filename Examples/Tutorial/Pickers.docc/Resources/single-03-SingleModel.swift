import PickerKit

/// The Single tab's model: the picker logic of the book's
/// `SingleComponentPickerViewController`, its data source and its delegate, and the alert
/// of its Select button. It knows nothing of GTK: it drives the picker it is given.
final class SingleModel: PickerDataSource, PickerDelegate, SelectButtonModel {
  /// The book's `pickerData`.
  let pickerData = ["Luke", "Leia", "Han", "Chewbacca", "Artoo", "Threepio", "Lando"]
  /// The wheel this model drives: the page's `PickerWidget`, or a headless `Picker()` in a
  /// test.
  let picker: any PickerView
  /// Words the model's texts in the person's language.
  let translator: Translator

  init(translator: Translator = .english, picker: any PickerView = Picker()) {
    self.translator = translator
    self.picker = picker
    // What the book's connections in Interface Builder do: the picker asks this model.
    picker.dataSource = self
    picker.delegate = self
    picker.reloadAllComponents()
  }

  /// The book's `buttonPressed` action, less the showing: the alert naming the selected
  /// row, for the page to show.
  func buttonPressed() -> Alert {
    let selected = pickerData[picker.selectedRow(inComponent: 0)]
    return Alert(
      title: translator.tr("You selected {character}!", ["character": selected]),
      message: translator.tr("Thank you for choosing."),
      buttonText: translator.tr("You're welcome"))
  }

  // MARK: Picker data source methods

  /// `numberOfComponentsInPickerView:`: one wheel.
  func numberOfComponents(in picker: any PickerView) -> Int { 1 }

  /// `pickerView:numberOfRowsInComponent:`: a row per character.
  func picker(_ picker: any PickerView, numberOfRowsInComponent component: Int) -> Int {
    pickerData.count
  }

  // MARK: Picker delegate methods

  /// `pickerView:titleForRow:forComponent:`: the row's text.
  func picker(_ picker: any PickerView, titleForRow row: Int, forComponent component: Int)
    -> String
  { pickerData[row] }

  /// The wheel's name for a screen reader (UIKit's `accessibilityLabel`).
  func picker(_ picker: any PickerView, nameForComponent component: Int) -> String? {
    translator.trc("wheel", "Character")
  }
}
