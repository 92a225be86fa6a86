import CGtk
import PickerKit
import PickersUI

/// The Meal picker (seed 004): Fruit, Main Course and Drink wheels, the three current
/// choices shown live, and a "Random" button that turns every wheel to another row.
final class MealWindow {
  /// The window.
  let widget: WidgetPointer
  private var model: MealModel?
  private var picker: PickerWidget?
  private var values: [WidgetPointer] = []

  init(context: PageContext, parent: WidgetPointer) {
    widget = retain(gtk_window_new(GTK_WINDOW_TOPLEVEL))
    PageLayout.titleBar(widget, tr("Meal Picker"))
    gtk_window_set_transient_for(widget.cast(), parent.cast())
    gtk_window_set_destroy_with_parent(widget.cast(), 1)
    gtk_window_set_default_size(widget.cast(), 560, -1)
    let page = PageLayout.page()
    gtk_container_add(widget.cast(), page)
    let button = PageLayout.button(tr("Random"), in: page)
    do {
      let courses = try context.data.meals()
      let picker = PickerWidget(images: nil, visibleRows: 5)
      let model = MealModel(
        courses: courses, random: context.randomSource(offset: 1), picker: picker)
      gtk_box_pack_start(page.cast(), picker.widget, 0, 0, 0)
      gtk_box_pack_start(page.cast(), choicesGrid(courses.map(\.name)), 0, 0, 6)
      model.onChoicesChanged = { [weak self] in self?.show($0) }
      picker.onActivate = { gtk_button_clicked(button.cast()) }
      self.model = model
      self.picker = picker
      show(model.choices)
      Signals.connect(button.object, "clicked") { [weak self] in self?.model?.randomize() }
    } catch {
      PageLayout.showProblem(error, in: page, disabling: button)
    }
    gtk_widget_show_all(page)
  }

  deinit { release(widget) }

  /// "Fruit: Apple" rows: a name label and a value label per course.
  private func choicesGrid(_ names: [String]) -> WidgetPointer {
    let grid = gtk_grid_new()!
    gtk_grid_set_row_spacing(grid.cast(), 6)
    gtk_grid_set_column_spacing(grid.cast(), 12)
    gtk_widget_set_halign(grid, GTK_ALIGN_CENTER)
    for (row, name) in names.enumerated() {
      let title = gtk_label_new(name + ":")!
      gtk_widget_set_halign(title, GTK_ALIGN_END)
      title.addStyleClass("dim-label")
      let value = gtk_label_new("")!
      gtk_widget_set_halign(value, GTK_ALIGN_START)
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
