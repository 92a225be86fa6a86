import CGtk
import PickerKit
import PickersUI

/// A window the main window opens from its menu (the Animal Chooser, the Meal Picker).
protocol SecondaryWindow: AnyObject {
  /// The window.
  var widget: WidgetPointer { get }
}

extension AnimalChooserWindow: SecondaryWindow {}
extension MealWindow: SecondaryWindow {}

/// The window "Pickers": a `GtkNotebook` whose pages are built in one loop over
/// `PickerPage.allCases`, each by its `PageView` type. Pages are told when they are first
/// shown, so the heavy ones (zip codes, slot images) load only then.
final class MainWindow {
  /// The `GtkApplicationWindow`.
  let widget: WidgetPointer
  private let notebook: WidgetPointer
  private let menuButton: WidgetPointer
  private let context: PageContext
  private var pages: [any PageView] = []
  /// Set when the window starts closing: GTK switches pages as it removes them, and a page
  /// must not be built (or focused) then.
  private var closing = false
  private var animalChooser: AnimalChooserWindow?
  private var mealWindow: MealWindow?

  init(
    application: UnsafeMutablePointer<GtkApplication>, context: PageContext, firstPage: PickerPage
  ) {
    widget = gtk_application_window_new(application)
    gtk_window_set_title(widget.cast(), AppInfo.name)
    gtk_window_set_default_size(widget.cast(), 640, 440)
    gtk_window_set_icon_name(widget.cast(), AppInfo.id)
    Style.install()
    self.context = context
    context.window = widget
    trace("window and style")
    let header = HeaderBar.make()
    trace("header")
    menuButton = header.menuButton
    gtk_window_set_titlebar(widget.cast(), header.bar)

    notebook = gtk_notebook_new()
    gtk_notebook_set_tab_pos(notebook.cast(), GTK_POS_TOP)
    gtk_container_add(widget.cast(), notebook)
    for page in PickerPage.allCases {
      let view = page.makeView(context)
      let label = gtk_label_new(tr(page.title))
      gtk_notebook_append_page(notebook.cast(), view.widget, label)
      pages.append(view)
      trace("page \(page)")
    }
    Signals.connectSwitchPage(notebook.object) { [weak self] index in self?.pageShown(index) }
    Signals.connect(widget.object, "destroy") { [weak self] in self?.closing = true }
    gtk_widget_show_all(notebook)
    let first = PickerPage.allCases.firstIndex(of: firstPage) ?? 0
    gtk_notebook_set_current_page(notebook.cast(), gint(first))
    // switch-page is not emitted for the page shown first when it is page 0.
    if first == 0 { pageShown(0) }
    addActions(application)
  }

  /// The window's actions and their accelerators: pages (Alt+1…5, Ctrl+PageUp/Down, as
  /// GNOME Clocks), the two seed apps, and F10 for the primary menu.
  private func addActions(_ application: UnsafeMutablePointer<GtkApplication>) {
    for (index, _) in PickerPage.allCases.enumerated() {
      Actions.add("page-\(index + 1)", to: widget.object) { [weak self] in self?.showPage(index) }
      Actions.setAccelerators(["<Alt>\(index + 1)"], for: "win.page-\(index + 1)", in: application)
    }
    Actions.add("previous-page", to: widget.object) { [weak self] in self?.step(by: -1) }
    Actions.add("next-page", to: widget.object) { [weak self] in self?.step(by: 1) }
    Actions.setAccelerators(["<Primary>Page_Up"], for: "win.previous-page", in: application)
    Actions.setAccelerators(["<Primary>Page_Down"], for: "win.next-page", in: application)
    Actions.add("animal-chooser", to: widget.object) { [weak self] in self?.openAnimalChooser() }
    Actions.add("meal-picker", to: widget.object) { [weak self] in self?.openMealPicker() }
    Actions.add("show-menu", to: widget.object) { [weak self] in
      guard let self else { return }
      let toggle = self.menuButton.cast(to: GtkToggleButton.self)
      gtk_toggle_button_set_active(toggle, gtk_toggle_button_get_active(toggle) == 0 ? 1 : 0)
    }
    Actions.setAccelerators(["F10"], for: "win.show-menu", in: application)
    Actions.add("show-help-overlay", to: widget.object) { [weak self] in
      guard let self else { return }
      ShortcutsWindow.present(over: self.widget)
    }
    Actions.setAccelerators(
      ["F1", "<Primary>question"], for: "win.show-help-overlay", in: application)
  }

  /// The view of `page`.
  func view(of page: PickerPage) -> any PageView {
    pages[PickerPage.allCases.firstIndex(of: page) ?? 0]
  }

  /// Makes `page` the current page.
  func show(_ page: PickerPage) {
    showPage(PickerPage.allCases.firstIndex(of: page) ?? 0)
  }

  private func showPage(_ index: Int) {
    gtk_notebook_set_current_page(notebook.cast(), gint(index))
  }

  /// Moves to the previous or next page, wrapping around.
  private func step(by offset: Int) {
    let count = pages.count
    let current = Int(gtk_notebook_get_current_page(notebook.cast()))
    showPage(((current + offset) % count + count) % count)
  }

  private func openAnimalChooser() {
    present(\.animalChooser) { AnimalChooserWindow(context: $0, parent: $1) }
  }

  private func openMealPicker() {
    present(\.mealWindow) { MealWindow(context: $0, parent: $1) }
  }

  /// Presents the window kept at `slot`, making it first if needed; the slot empties when
  /// the window is closed.
  private func present<Window: SecondaryWindow>(
    _ slot: ReferenceWritableKeyPath<MainWindow, Window?>,
    make: (PageContext, WidgetPointer) -> Window
  ) {
    if self[keyPath: slot] == nil {
      let window = make(context, widget)
      Signals.connect(window.widget.object, "destroy") { [weak self] in self?[keyPath: slot] = nil }
      self[keyPath: slot] = window
    }
    if let window = self[keyPath: slot]?.widget { gtk_window_present(window.cast()) }
  }

  private func pageShown(_ index: Int) {
    guard !closing, pages.indices.contains(index) else { return }
    pages[index].shown()
  }
}
