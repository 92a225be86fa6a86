import CGtk
import PickerKit
import PickersUI

/// The Custom page: a five-reel slot machine. The `SlotMachineModel` runs the spin's
/// timeline on a `GLibScheduler`; this page only presents its events: the reels turn, the
/// Spin button hides and comes back, the sounds play, the label reads "WINNER!" and the
/// win alert opens. Images and the model are made when the page is first shown.
final class CustomPage: PageView {
  let widget: WidgetPointer
  private let context: PageContext
  private let content: WidgetPointer
  private let label: WidgetPointer
  private let buttonStack: WidgetPointer
  let button: WidgetPointer
  private var model: SlotMachineModel?
  private(set) var picker: PickerWidget?
  private var built = false

  init(context: PageContext) {
    self.context = context
    widget = PageLayout.page()
    content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
    gtk_widget_set_vexpand(content, 1)
    gtk_container_add(widget.cast(), content)

    label = gtk_label_new("")
    label.addStyleClass("win-label")
    gtk_widget_set_size_request(label, -1, 48)

    // The button sits in a stack beside an empty placeholder, so hiding it keeps the
    // layout still.
    buttonStack = gtk_stack_new()
    gtk_stack_set_homogeneous(buttonStack.cast(), 1)
    button = gtk_button_new_with_label(tr("Spin"))
    button.addStyleClass("suggested-action")
    gtk_widget_set_size_request(button, 120, -1)
    gtk_stack_add_named(buttonStack.cast(), button, "button")
    gtk_stack_add_named(buttonStack.cast(), gtk_label_new(""), "hidden")
    gtk_widget_set_halign(buttonStack, GTK_ALIGN_CENTER)
    gtk_box_pack_end(widget.cast(), buttonStack, 0, 0, 0)
    gtk_box_pack_end(widget.cast(), label, 0, 0, 0)
    Signals.connect(button.object, "clicked") { [weak self] in self?.model?.spin() }
  }

  func shown() {
    guard !built else { return }
    built = true
    do {
      let symbols = try context.data.slotSymbols()
      // Each reel shows one symbol through its window, as a fruit machine's payline.
      let picker = PickerWidget(images: context.images, visibleRows: 1)
      let model = SlotMachineModel(
        symbols: symbols, random: context.randomSource(), scheduler: GLibScheduler(),
        rowHeight: 96, picker: picker)
      model.onEvent = { [weak self] event in self?.show(event) }
      picker.onActivate = { [weak self] in self?.model?.spin() }
      self.picker = picker
      self.model = model
      gtk_widget_set_valign(picker.widget, GTK_ALIGN_CENTER)
      gtk_box_pack_start(content.cast(), picker.widget, 1, 1, 0)
      if !context.images.problems.isEmpty {
        let notice = gtk_label_new(
          tr("Some images are missing; their names are shown instead.") + "\n"
            + context.images.problems.joined(separator: "\n"))!
        gtk_label_set_line_wrap(notice.cast(), 1)
        gtk_box_pack_start(content.cast(), notice, 0, 0, 0)
      }
    } catch {
      PageLayout.showProblem(error, in: content, disabling: button)
    }
    gtk_widget_show_all(content)
    // GStreamer loads once the page is drawn, not on the first spin (where it cost a frame
    // of up to 34 ms), and not at start-up.
    GLibScheduler.idle { [weak self] in
      guard let self, self.model != nil else { return }
      self.context.sounds.prepare([self.soundPath(.crunch), self.soundPath(.win)])
    }
  }

  /// The sound file of a spin event.
  private func soundPath(_ sound: SlotMachineModel.Sound) -> String {
    "\(context.assets)/\(sound.rawValue).wav"
  }

  private func show(_ event: SlotMachineModel.Event) {
    switch event {
    case .buttonHidden(let hidden):
      gtk_stack_set_visible_child_name(buttonStack.cast(), hidden ? "hidden" : "button")
      if !hidden { gtk_widget_grab_focus(button) }
    case .label(let text):
      gtk_label_set_text(label.cast(), text == SlotMachineModel.winText ? tr("WINNER!") : text)
    case .sound(let sound):
      context.sounds.play(soundPath(sound))
    case .alert(let alert):
      context.present(alert)
    }
  }
}
