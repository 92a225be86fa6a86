import PickerKit

/// The Animal Chooser (seed 002): an Animal wheel of images and a Sound wheel of text;
/// the main window's sentence follows each selection.
public final class AnimalChooserModel: PickerOwningModel {
  /// Index of the Animal wheel.
  public static let animalComponent = 0
  /// Index of the Sound wheel.
  public static let soundComponent = 1

  /// Animal (one third of the width, image rows) and Sound (two thirds).
  public let wheels: [Wheel]
  /// The wheels this model drives.
  public let picker: any PickerView
  /// The sentence the main window shows.
  public private(set) var output: String
  /// Told of every new sentence.
  public var onOutputChanged: ((String) -> Void)?
  private let translator: Translator

  /// A chooser over `animals` (also their image assets, lowercased) and `sounds`, in the
  /// seed's order: the sounds are deliberately not matched to the animals. `translator`
  /// words the wheels' names, the rows and the sentence.
  public init(
    animals: [String], sounds: [String], translator: Translator = .english,
    rowHeight: Double = 55, picker: any PickerView = Picker()
  ) {
    wheels = [
      Wheel(
        name: translator.trc("wheel", "Animal"),
        titles: animals.map { translator.trc("animal", $0) },
        images: animals.map { $0.lowercased() }, width: 1.0 / 3.0, rowHeight: rowHeight),
      Wheel(
        name: translator.trc("wheel", "Sound"),
        titles: sounds.map { translator.trc("animal sound", $0) }, width: 2.0 / 3.0,
        rowHeight: rowHeight),
    ]
    self.translator = translator
    self.picker = picker
    output = ""
    picker.attach(self)
    output = unchangedSentence()
  }

  /// A row kept from the last run is no change of this one: the sentence says nothing has
  /// changed yet, with the rows the wheels now show.
  public func picker(_ picker: any PickerView, didRestoreRow row: Int, inComponent component: Int) {
    output = unchangedSentence()
    onOutputChanged?(output)
  }

  /// Updates the sentence: "You changed the Animal (Cat and the sound Oink)".
  public func picker(_ picker: any PickerView, didSelectRow row: Int, inComponent component: Int) {
    output = sentence(
      component == Self.animalComponent
        // Translators: the Animal Chooser's sentence after a turn of the Animal wheel.
        ? translatable("You changed the Animal ({animal} and the sound {sound})")
        // Translators: the Animal Chooser's sentence after a turn of the Sound wheel.
        : translatable("You changed the Sound ({animal} and the sound {sound})"))
    onOutputChanged?(output)
  }

  private func unchangedSentence() -> String {
    // Translators: the Animal Chooser's sentence before any change; {animal} and {sound}
    // are the rows the two wheels show ("Mouse", "Oink").
    sentence(translatable("You changed nothing yet ({animal} and the sound {sound})"))
  }

  /// `template` (one whole sentence per case, so a translation can word each its own
  /// way), translated, with the two wheels' rows filled in.
  private func sentence(_ template: String) -> String {
    let animal = title(in: Self.animalComponent) ?? ""
    let sound = title(in: Self.soundComponent) ?? ""
    return translator.tr(template, ["animal": animal, "sound": sound])
  }
}
