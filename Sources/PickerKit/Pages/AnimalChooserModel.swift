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
        name: translator.tr("Animal"), titles: animals.map(translator.tr),
        images: animals.map { $0.lowercased() }, width: 1.0 / 3.0, rowHeight: rowHeight),
      Wheel(
        name: translator.tr("Sound"), titles: sounds.map(translator.tr), width: 2.0 / 3.0,
        rowHeight: rowHeight),
    ]
    self.translator = translator
    self.picker = picker
    output = ""
    picker.attach(self)
    // Translators: what was changed, for "You changed {changed} (…)", before any change.
    output = sentence(changed: translator.tr("nothing yet"))
  }

  /// Updates the sentence: "You changed the Animal (Cat and the sound Oink)".
  public func picker(_ picker: any PickerView, didSelectRow row: Int, inComponent component: Int) {
    output = sentence(
      changed: component == Self.animalComponent
        ? translator.tr("the Animal") : translator.tr("the Sound"))
    onOutputChanged?(output)
  }

  private func sentence(changed: String) -> String {
    let animal = title(in: Self.animalComponent) ?? ""
    let sound = title(in: Self.soundComponent) ?? ""
    return translator.tr(
      // Translators: {changed} is "the Animal", "the Sound" or "nothing yet"; {animal}
      // and {sound} are the rows the two wheels show.
      "You changed {changed} ({animal} and the sound {sound})",
      ["changed": changed, "animal": animal, "sound": sound])
  }
}
