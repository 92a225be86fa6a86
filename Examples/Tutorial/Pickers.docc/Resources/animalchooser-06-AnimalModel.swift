import PickerKit

/// The Animal Chooser's model, the picker logic of the seed's
/// `AnimalChooserViewController`: two components, the animals as images and their sounds
/// as words. Every turn is told to the first window through `displayAnimal`, as the seed's
/// delegate calls back.
final class AnimalModel: PickerDataSource, PickerDelegate {
  static let animalComponent = 0
  static let soundComponent = 1
  /// The seed's `animalNames`: the rows' accessible names, and the images' file names in
  /// lower case (`mouse.png`).
  let animalNames = ["Mouse", "Goose", "Cat", "Dog", "Snake", "Bear", "Pig"]
  /// The seed's `animalSounds`, in its (unmatched) order.
  let animalSounds = ["Oink", "Rawr", "Ssss", "Roof", "Meow", "Honk", "Squeak"]
  /// The wheels this model drives.
  let picker: any PickerView
  let translator: Translator
  /// The seed's `displayAnimal:withSound:fromComponent:` on the first window, given the
  /// sentence to show; by default, nothing.
  let displayAnimal: (_ sentence: String) -> Void

  init(
    translator: Translator = .english, picker: any PickerView = Picker(),
    displayAnimal: @escaping (_ sentence: String) -> Void = { _ in }
  ) {
    self.translator = translator
    self.displayAnimal = displayAnimal
    self.picker = picker
    picker.dataSource = self
    picker.delegate = self
    picker.reloadAllComponents()
  }

  // MARK: Picker data source methods

  func numberOfComponents(in picker: any PickerView) -> Int { 2 }

  func picker(_ picker: any PickerView, numberOfRowsInComponent component: Int) -> Int {
    component == Self.animalComponent ? animalNames.count : animalSounds.count
  }

  // MARK: Picker delegate methods

  func picker(_ picker: any PickerView, titleForRow row: Int, forComponent component: Int)
    -> String
  { component == Self.animalComponent ? animalNames[row] : animalSounds[row] }

  /// The seed's `viewForRow`: an animal row is its image.
  func picker(_ picker: any PickerView, imageForRow row: Int, forComponent component: Int)
    -> String?
  { component == Self.animalComponent ? animalNames[row].lowercased() : nil }

  func picker(_ picker: any PickerView, rowHeightForComponent component: Int) -> Double? {
    component == Self.animalComponent ? 64 : nil
  }

  func picker(_ picker: any PickerView, nameForComponent component: Int) -> String? {
    component == Self.animalComponent
      ? translator.trc("wheel", "Animal") : translator.trc("wheel", "Sound")
  }

  /// Tells the first window what the wheels show now, and which one was turned: "You
  /// changed the Animal (Cat and the sound Oink)".
  func picker(_ picker: any PickerView, didSelectRow row: Int, inComponent component: Int) {
    let animal = animalNames[picker.selectedRow(inComponent: Self.animalComponent)]
    let sound = animalSounds[picker.selectedRow(inComponent: Self.soundComponent)]
    let values = ["animal": animal, "sound": sound]
    // One whole sentence per wheel, so that a translation can word each its own way.
    displayAnimal(
      component == Self.animalComponent
        ? translator.tr("You changed the Animal ({animal} and the sound {sound})", values)
        : translator.tr("You changed the Sound ({animal} and the sound {sound})", values))
  }
}
