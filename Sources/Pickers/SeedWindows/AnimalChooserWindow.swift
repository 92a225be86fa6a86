import CGtk
import PickerKit
import PickersModels
import PickersUI

/// The Animal Chooser (seed 002): the model's sentence, and a "Choose Animal" button that
/// opens a modal chooser of two wheels, Animal (images) and Sound (text), with a "Done"
/// button. The sentence follows each selection live.
@MainActor
final class AnimalChooserWindow: SeedWindowContent {
  static let title = translatable("Animal Chooser")
  static let buttonLabel = translatable("Choose Animal")
  static let defaultSize = (width: 460, height: 220)
  static let stateKey = SavedState.animalChooserKey
  var savedPicker: any PickerView { model.picker }
  /// The window's model.
  let model: AnimalChooserModel
  /// The chooser's wheels, kept (with their selection) between openings.
  let picker: PickerWidget
  let content: Widget
  private var chooser: Dialog?
  private let context: PageContext
  /// What the chooser says of animal images that cannot be shown, as they are known.
  private let notice: ImageNotice

  init(context: PageContext) throws(DataFileError) {
    self.context = context
    let (animals, sounds) = try context.data.animals()
    picker = PickerWidget(images: context.images, style: .wheels(visibleRows: 3))
    model = AnimalChooserModel(
      animals: animals, sounds: sounds, translator: context.translator, picker: picker)
    let sentence = Label(model.output)
    // The sentence names two rows of the data file: it wraps, at any character if a name
    // has no spaces, and ends in an ellipsis past four lines.
    sentence.wraps = true
    sentence.wrapMode = .wordOrCharacter
    sentence.widthChars = 30
    sentence.maxWidthChars = 60
    sentence.lines = 4
    sentence.ellipsize = .end
    content = sentence
    notice = ImageNotice(for: model.wheels, context: context)
    model.onOutputChanged = { [sentence] text in sentence.text = text }
  }

  /// Opens the modal chooser: the wheels and "Done".
  func buttonPressed() {
    guard chooser == nil, let parent = content.toplevel else { return }
    let dialog = Dialog()
    chooser = dialog
    SeedWindow<Self>.titleBar(dialog, tr("Choose an Animal"))
    SeedWindow<Self>.join(dialog, parent: parent)
    dialog.isModal = true
    dialog.setDefaultSize(width: 360, height: -1)
    let area = dialog.contentArea
    area.borderWidth = 12
    area.packStart(picker.widget, expand: true, fill: true)
    // The Animal wheel's images load with its rows: say here which cannot be shown.
    area.packStart(notice.label)
    dialog.addButton(tr("Done"), response: .close)
    picker.onActivate = { [weak dialog] in dialog?.respond(.close) }
    dialog.showAll()
    dialog.showUntilResponse { [weak self, picker, notice] _ in
      // Keep the wheels (and their selection) and the notice for the next opening.
      area.remove(picker.widget)
      area.remove(notice.label)
      self?.chooser = nil
    }
  }
}
