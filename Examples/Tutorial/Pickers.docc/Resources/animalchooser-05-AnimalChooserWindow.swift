import PickerKit
import PickersUI

/// The seed's `AnimalChooserViewController`: a second window whose picker has two
/// components, the animals as images and their sounds as words. Every turn is told to the
/// first window through `displayAnimal`, as the seed's delegate calls back.
@MainActor
final class AnimalChooserWindow: @MainActor PickerDataSource, @MainActor PickerDelegate {
  /// The seed's `animalNames`: the rows' accessible names, and the images' file names in
  /// lower case (`mouse.png`).
  let animalNames = ["Mouse", "Goose", "Cat", "Dog", "Snake", "Bear", "Pig"]
  /// The seed's `animalSounds`, in its (unmatched) order.
  let animalSounds = ["Oink", "Rawr", "Ssss", "Roof", "Meow", "Honk", "Squeak"]
  static let animalComponent = 0
  static let soundComponent = 1
  let picker = PickerWidget(images: ImageStore(directory: pickersFolder("Assets")))
  let window = Window()
  let done = Button(label: "Done")
  /// The seed's `displayAnimal:withSound:fromComponent:` on the first window.
  let displayAnimal: (_ animal: String, _ sound: String, _ component: String) -> Void

  init(
    over parent: Window,
    displayAnimal: @escaping (_ animal: String, _ sound: String, _ component: String) -> Void
  ) {
    self.displayAnimal = displayAnimal
    window.title = "Animal Chooser"
    window.setDefaultSize(width: 360, height: 560)
    window.setTransient(for: parent)
    let box = Box(.vertical, spacing: 12)
    box.borderWidth = 18
    window.add(box)
    box.packStart(picker.widget, expand: true, fill: true)
    box.packStart(done)
    done.onClicked { [unowned window] in window.isVisible = false }
    // Closing the window hides it, to be shown again by the next click.
    window.onDelete { [unowned window] _ in
      window.isVisible = false
      return true
    }
    picker.dataSource = self
    picker.delegate = self
    picker.reloadAllComponents()
  }

  /// Shows the window again, on the rows it was left at.
  func show() { window.showAll() }

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
    component == Self.animalComponent ? "Animal" : "Sound"
  }

  /// Tells the first window what the wheels show now, and which one was turned.
  func picker(_ picker: any PickerView, didSelectRow row: Int, inComponent component: Int) {
    let animal = animalNames[picker.selectedRow(inComponent: Self.animalComponent)]
    let sound = animalSounds[picker.selectedRow(inComponent: Self.soundComponent)]
    displayAnimal(animal, sound, component == Self.animalComponent ? "the Animal" : "the Sound")
  }
}
