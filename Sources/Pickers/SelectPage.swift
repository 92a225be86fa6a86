import CGtk
import PickerKit
import PickersUI

/// A page of wheels with a "Select" button that opens the model's alert: the Date, Single,
/// Double and Dependent pages. Enter on a wheel presses the button.
///
/// The page builds its model and wheels the first time it is shown, so the window's first
/// frame pays only for the page it opens on (the zip codes load only with the Dependent page).
/// A model that cannot load its data shows what is wrong in the page, naming the file.
final class SelectPage: PageView {
  /// Builds the model over `picker` and returns its button action.
  typealias Builder = (PickerWidget) throws(DataFileError) -> () -> Alert

  let widget: WidgetPointer
  private let context: PageContext
  private let builder: Builder
  private(set) var picker: PickerWidget?
  private var pressed: (() -> Alert)?
  let button: WidgetPointer
  private let content: WidgetPointer
  private var built = false

  init(context: PageContext, builder: @escaping Builder) {
    self.context = context
    self.builder = builder
    widget = PageLayout.page()
    content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    gtk_widget_set_vexpand(content, 1)
    gtk_container_add(widget.cast(), content)
    button = PageLayout.button(tr("Select"), in: widget)
    Signals.connect(button.object, "clicked") { [weak self] in self?.buttonPressed() }
  }

  func shown() {
    if !built {
      built = true
      build()
    }
    if let first = picker?.wheels.first { gtk_widget_grab_focus(first.treeView) }
  }

  private func build() {
    let picker = PickerWidget()
    do {
      pressed = try builder(picker)
      self.picker = picker
      picker.onActivate = { [weak self] in
        guard let self else { return }
        gtk_button_clicked(self.button.cast())
      }
      gtk_widget_set_valign(picker.widget, GTK_ALIGN_CENTER)
      gtk_box_pack_start(content.cast(), picker.widget, 1, 1, 0)
      gtk_widget_show_all(content)
    } catch {
      pressed = nil
      PageLayout.showProblem(error, in: content, disabling: button)
      gtk_widget_show_all(content)
    }
  }

  private func buttonPressed() {
    guard let pressed else { return }
    context.present(pressed())
  }
}

extension SinglePage {
  static func make(_ context: PageContext) -> SelectPage {
    SelectPage(context: context) { picker throws(DataFileError) in
      let model = SinglePageModel(characters: try context.data.characters(), picker: picker)
      return model.buttonPressed
    }
  }
}

/// The Single page: one wheel of characters.
enum SinglePage {}

/// The Double page: fillings and breads.
enum DoublePage {
  static func make(_ context: PageContext) -> SelectPage {
    SelectPage(context: context) { picker throws(DataFileError) in
      let (fillings, breads) = try context.data.sandwiches()
      return DoublePageModel(fillings: fillings, breads: breads, picker: picker).buttonPressed
    }
  }
}

/// The Dependent page: states and their zip codes, loaded when the page is first shown.
enum DependentPage {
  static func make(_ context: PageContext) -> SelectPage {
    SelectPage(context: context) { picker throws(DataFileError) in
      DependentPageModel(stateZips: try context.data.stateZips(), picker: picker).buttonPressed
    }
  }
}

/// The Date page: Month, Day, Year, Hour and Minute wheels starting at now.
enum DatePage {
  static func make(_ context: PageContext) -> SelectPage {
    SelectPage(context: context) { picker in
      DatePageModel(now: LocalDate.now(), format: LocalDate.format, picker: picker).buttonPressed
    }
  }
}
