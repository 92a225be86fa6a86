import CGtk
import PickerKit
import PickersUI

/// The Animal Chooser (seed 002): a window with the model's sentence and a "Choose Animal"
/// button that opens a modal chooser of two wheels — Animal (images) and Sound (text) —
/// with a "Done" button. The sentence follows each selection live.
final class AnimalChooserWindow {
  /// The window.
  let widget: WidgetPointer
  private let context: PageContext
  private var model: AnimalChooserModel?
  private var picker: PickerWidget?
  private let label: WidgetPointer
  private var chooser: WidgetPointer?

  init(context: PageContext, parent: WidgetPointer) {
    self.context = context
    widget = retain(gtk_window_new(GTK_WINDOW_TOPLEVEL))
    PageLayout.titleBar(widget, tr("Animal Chooser"))
    gtk_window_set_transient_for(widget.cast(), parent.cast())
    gtk_window_set_destroy_with_parent(widget.cast(), 1)
    gtk_window_set_default_size(widget.cast(), 460, 220)
    let page = PageLayout.page()
    gtk_container_add(widget.cast(), page)
    label = gtk_label_new("")
    gtk_label_set_line_wrap(label.cast(), 1)
    gtk_widget_set_vexpand(label, 1)
    gtk_box_pack_start(page.cast(), label, 1, 1, 0)
    let button = PageLayout.button(tr("Choose Animal"), in: page)
    do {
      let (animals, sounds) = try context.data.animals()
      let picker = PickerWidget(images: context.images, visibleRows: 3)
      let model = AnimalChooserModel(animals: animals, sounds: sounds, picker: picker)
      model.onOutputChanged = { [weak self] text in self?.show(text) }
      self.model = model
      self.picker = picker
      show(model.output)
      Signals.connect(button.object, "clicked") { [weak self] in self?.openChooser() }
    } catch {
      PageLayout.showProblem(error, in: page, disabling: button)
    }
    gtk_widget_show_all(page)
  }

  deinit { release(widget) }

  private func show(_ text: String) {
    gtk_label_set_text(label.cast(), text)
  }

  /// The modal chooser: the wheels and "Done". The wheels are reused between openings.
  private func openChooser() {
    guard chooser == nil, let picker else { return }
    guard let dialog = gtk_dialog_new() else { return }
    chooser = dialog
    PageLayout.titleBar(dialog, tr("Choose an Animal"))
    gtk_window_set_transient_for(dialog.cast(), widget.cast())
    gtk_window_set_modal(dialog.cast(), 1)
    gtk_window_set_default_size(dialog.cast(), 360, -1)
    let area = gtk_dialog_get_content_area(dialog.cast())!
    gtk_container_set_border_width(area.cast(), 12)
    gtk_box_pack_start(area.cast(), picker.widget, 1, 1, 0)
    gtk_dialog_add_button(dialog.cast(), tr("Done"), gint(GTK_RESPONSE_CLOSE.rawValue))
    picker.onActivate = { gtk_dialog_response(dialog.cast(), gint(GTK_RESPONSE_CLOSE.rawValue)) }
    Signals.connectInt(dialog.object, "response") { [weak self] _ in
      // Keep the wheels (and their selection) for the next opening.
      gtk_container_remove(area.cast(), picker.widget)
      gtk_widget_destroy(dialog)
      self?.chooser = nil
    }
    gtk_widget_show_all(dialog)
  }
}
