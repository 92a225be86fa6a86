import CGtk
import PickerKit
import PickersUI

/// The seed's `AnimalChooserViewController`: a second window whose picker has two
/// components, the animals as images and their sounds as words. Every turn is told to the
/// first window through `displayAnimal`, as the seed's delegate calls back.
final class AnimalChooserWindow: PickerDataSource, PickerDelegate {
  /// The seed's `animalNames`: the rows' accessible names, and the images' file names in
  /// lower case (`mouse.png`).
  let animalNames = ["Mouse", "Goose", "Cat", "Dog", "Snake", "Bear", "Pig"]
  /// The seed's `animalSounds`, in its (unmatched) order.
  let animalSounds = ["Oink", "Rawr", "Ssss", "Roof", "Meow", "Honk", "Squeak"]
  static let animalComponent = 0
  static let soundComponent = 1
  let picker = PickerWidget(images: ImageStore(directory: pickersFolder("Assets")))
  let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
  /// The seed's `displayAnimal:withSound:fromComponent:` on the first window.
  let displayAnimal: (_ animal: String, _ sound: String, _ component: String) -> Void

  init(
    over parent: WidgetPointer,
    displayAnimal: @escaping (_ animal: String, _ sound: String, _ component: String) -> Void
  ) {
    self.displayAnimal = displayAnimal
    gtk_window_set_title(window.cast(), "Animal Chooser")
    gtk_window_set_default_size(window.cast(), 360, 560)
    gtk_window_set_transient_for(window.cast(), parent.cast())
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
    gtk_container_set_border_width(box.cast(), 18)
    gtk_container_add(window.cast(), box)
    gtk_box_pack_start(box.cast(), picker.widget, 1, 1, 0)
    let done = gtk_button_new_with_label("Done")!
    gtk_box_pack_start(box.cast(), done, 0, 0, 0)
    Signals.connect(done.object, "clicked") { [window] in gtk_widget_hide(window) }
    // Closing the window hides it, to be shown again by the next click.
    Signals.connectEvent(window.object, "delete-event") { [window] _ in
      gtk_widget_hide(window)
      return true
    }
    picker.dataSource = self
    picker.delegate = self
    picker.reloadAllComponents()
  }

  /// Shows the window again, on the rows it was left at.
  func show() { gtk_widget_show_all(window) }

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
