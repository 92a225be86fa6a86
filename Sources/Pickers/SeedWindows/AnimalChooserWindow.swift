import CGtk
import PickerKit
import PickersUI

/// The Animal Chooser (seed 002): the model's sentence, and a "Choose Animal" button that
/// opens a modal chooser of two wheels, Animal (images) and Sound (text), with a "Done"
/// button. The sentence follows each selection live.
final class AnimalChooserWindow: SeedWindowContent {
  static let title = translatable("Animal Chooser")
  static let buttonLabel = translatable("Choose Animal")
  static let defaultSize: (width: Int32, height: Int32) = (460, 220)
  static let stateKey = SavedState.animalChooserKey
  var savedPicker: any PickerView { model.picker }
  /// The window's model.
  let model: AnimalChooserModel
  /// The chooser's wheels, kept (with their selection) between openings.
  let picker: PickerWidget
  let content: WidgetPointer
  private var chooser: WidgetPointer?
  private let context: PageContext

  init(context: PageContext) throws(DataFileError) {
    self.context = context
    let (animals, sounds) = try context.data.animals()
    picker = PickerWidget(images: context.images, style: .wheels(visibleRows: 3))
    model = AnimalChooserModel(
      animals: animals, sounds: sounds, translator: context.translator, picker: picker)
    content = gtk_label_new(model.output)
    // The sentence names two rows of the data file: it wraps, at any character if a name
    // has no spaces, and ends in an ellipsis past four lines.
    gtk_label_set_line_wrap(content.cast(), 1)
    gtk_label_set_line_wrap_mode(content.cast(), PANGO_WRAP_WORD_CHAR)
    gtk_label_set_width_chars(content.cast(), 30)
    gtk_label_set_max_width_chars(content.cast(), 60)
    gtk_label_set_lines(content.cast(), 4)
    gtk_label_set_ellipsize(content.cast(), PANGO_ELLIPSIZE_END)
    model.onOutputChanged = { [content] text in gtk_label_set_text(content.cast(), text) }
  }

  /// Opens the modal chooser: the wheels and "Done".
  func buttonPressed() {
    guard chooser == nil, let dialog = gtk_dialog_new() else { return }
    chooser = dialog
    SeedWindow<Self>.titleBar(dialog, tr("Choose an Animal"))
    if let parent = gtk_widget_get_toplevel(content) {
      SeedWindow<Self>.join(dialog, parent: parent)
    }
    gtk_window_set_modal(dialog.cast(), 1)
    gtk_window_set_default_size(dialog.cast(), 360, -1)
    let area = gtk_dialog_get_content_area(dialog.cast())!
    gtk_container_set_border_width(area.cast(), 12)
    gtk_box_pack_start(area.cast(), picker.widget, 1, 1, 0)
    // The Animal wheel's images load with its rows: say here which could not be shown.
    if let notice = ImageNotice.label(for: model.wheels, context: context) {
      gtk_box_pack_start(area.cast(), notice, 0, 0, 0)
    }
    gtk_dialog_add_button(dialog.cast(), tr("Done"), gint(GTK_RESPONSE_CLOSE.rawValue))
    picker.onActivate = { gtk_dialog_response(dialog.cast(), gint(GTK_RESPONSE_CLOSE.rawValue)) }
    Signals.connectInt(dialog.object, "response") { [weak self, picker] _ in
      // Keep the wheels (and their selection) for the next opening.
      gtk_container_remove(area.cast(), picker.widget)
      gtk_widget_destroy(dialog)
      self?.chooser = nil
    }
    gtk_widget_show_all(dialog)
  }
}
