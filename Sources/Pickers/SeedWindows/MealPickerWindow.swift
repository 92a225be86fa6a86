import CGtk
import PickerKit
import PickersModels
import PickersUI

/// The Meal Picker (seed 004): Fruit, Main Course and Drink wheels, the three current
/// choices shown live, and a "Random" button that turns every wheel to another row.
@MainActor
final class MealPickerWindow: SeedWindowContent {
  static let title = translatable("Meal Picker")
  static let buttonLabel = translatable("Random")
  /// Taller than its content's 425 px, which is below the short breakpoint (440 px): at
  /// its natural height the window would open in the short layout. 440 px under the header
  /// bar, as the main window's default, opens it wide.
  static let defaultSize = (width: 560, height: 440)
  static let stateKey = SavedState.mealPickerKey
  var savedPicker: any PickerView { model.picker }
  /// The window's model.
  let model: MealPickerModel
  let picker = PickerWidget()
  private let box = Box(.vertical, spacing: 6)
  var content: Widget { box }
  private var values: [Label] = []
  private let choiceRows = Grid()

  init(context: PageContext) throws(DataFileError) {
    let courses = try context.data.meals()
    model = MealPickerModel(
      courses: courses, random: context.randomSource(offset: 1), translator: context.translator,
      picker: picker)
    box.packStart(picker.widget)
    fillChoices(model.wheels.map(\.name))
    box.packStart(choiceRows, padding: 6)
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
    choiceRows.rowSpacing = layout.isShort ? 0 : 6
    box.spacing = layout.isShort ? 0 : 6
    box.setPadding(of: choiceRows, layout.isShort ? 0 : 6)
  }

  func buttonPressed() { model.randomize() }

  /// "Fruit: Apple" rows: a name label and a value label per course. The two columns share
  /// the window's width equally, names ending and values starting at its middle, so a
  /// change of value moves nothing (centred as a whole, the rows moved with the longest
  /// value).
  private func fillChoices(_ names: [String]) {
    choiceRows.rowSpacing = 6
    choiceRows.columnSpacing = 12
    choiceRows.isColumnHomogeneous = true
    for (row, name) in names.enumerated() {
      let title = Label(tr("{course}:", ["course": name]))
      title.halign = .end
      title.addStyleClass("dim-label")
      let value = Label()
      value.halign = .start
      // Both come from the data file: a long name is ellipsized as the wheels' titles are,
      // so it cannot widen the window beyond the screen.
      for label in [title, value] {
        label.ellipsize = .end
        label.maxWidthChars = PickerWidget.titleWidthChars
      }
      value.addStyleClass("meal-choice")
      value.accessibleDescription = name
      choiceRows.attach(title, column: 0, row: row)
      choiceRows.attach(value, column: 1, row: row)
      values.append(value)
    }
  }

  private func show(_ choices: [String]) {
    for (label, text) in zip(values, choices) { label.text = text }
  }
}
