import CGtk
import PickerKit
import PickersUI

/// The Meal Picker (seed 004): Fruit, Main Course and Drink wheels, the three current
/// choices shown live, and a "Random" button that turns every wheel to another row.
final class MealPickerWindow: SeedWindowContent {
  static let title = translatable("Meal Picker")
  static let buttonLabel = translatable("Random")
  /// Taller than its content's 425 px, which is below the short breakpoint (440 px): at
  /// its natural height the window would open in the short layout. 440 px under the header
  /// bar, as the main window's default, opens it wide.
  static let defaultSize: (width: Int32, height: Int32) = (560, 440)
  static let stateKey = SavedState.mealPickerKey
  var savedPicker: any PickerView { model.picker }
  /// The window's model.
  let model: MealPickerModel
  let picker = PickerWidget()
  let content: WidgetPointer
  private var values: [WidgetPointer] = []
  private var choiceRows: WidgetPointer?

  init(context: PageContext) throws(DataFileError) {
    let courses = try context.data.meals()
    model = MealPickerModel(
      courses: courses, random: context.randomSource(offset: 1), translator: context.translator,
      picker: picker)
    content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)
    gtk_box_pack_start(content.cast(), picker.widget, 0, 0, 0)
    let choices = choicesGrid(model.wheels.map(\.name))
    self.choiceRows = choices
    gtk_box_pack_start(content.cast(), choices, 0, 0, 6)
    model.onChoicesChanged = { [weak self] in self?.show($0) }
    show(model.choices)
  }

  /// Enter on a wheel presses the frame's button (as on the main window's pages); the
  /// choices close up in a short window (`lay(out:)`).
  func attach(to frame: PageFrame) {
    picker.onActivate = { [weak frame] in frame?.pressButton() }
    frame.layout?.observe { [weak self] layout in self?.lay(out: layout) }
  }

  /// In a short window the choices' rows touch and their gaps go, so the window fits
  /// 320 px with the compact drum: 24 px less than on the desktop.
  private func lay(out layout: WindowLayout) {
    guard let choices = choiceRows else { return }
    gtk_grid_set_row_spacing(choices.cast(), layout.isShort ? 0 : 6)
    gtk_box_set_spacing(content.cast(), layout.isShort ? 0 : 6)
    gtk_box_set_child_packing(
      content.cast(), choices, 0, 0, layout.isShort ? 0 : 6, GTK_PACK_START)
  }

  func buttonPressed() { model.randomize() }

  /// "Fruit: Apple" rows: a name label and a value label per course.
  private func choicesGrid(_ names: [String]) -> WidgetPointer {
    let grid = gtk_grid_new()!
    gtk_grid_set_row_spacing(grid.cast(), 6)
    gtk_grid_set_column_spacing(grid.cast(), 12)
    gtk_widget_set_halign(grid, GTK_ALIGN_CENTER)
    for (row, name) in names.enumerated() {
      let title = gtk_label_new(tr("{course}:", ["course": name]))!
      gtk_widget_set_halign(title, GTK_ALIGN_END)
      title.addStyleClass("dim-label")
      let value = gtk_label_new("")!
      gtk_widget_set_halign(value, GTK_ALIGN_START)
      // Both come from the data file: a long name is ellipsized as the wheels' titles are,
      // so it cannot widen the window beyond the screen.
      for label in [title, value] {
        gtk_label_set_ellipsize(label.cast(), PANGO_ELLIPSIZE_END)
        gtk_label_set_max_width_chars(label.cast(), gint(PickerWidget.titleWidthChars))
      }
      value.addStyleClass("meal-choice")
      value.setAccessibleDescription(name)
      gtk_grid_attach(grid.cast(), title, 0, gint(row), 1, 1)
      gtk_grid_attach(grid.cast(), value, 1, gint(row), 1, 1)
      values.append(value)
    }
    return grid
  }

  private func show(_ choices: [String]) {
    for (label, text) in zip(values, choices) { gtk_label_set_text(label.cast(), text) }
  }
}
