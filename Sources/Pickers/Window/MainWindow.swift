import CGtk
import PickerKit
import PickersUI

/// The window "Pickers": a `GtkNotebook` whose tabs are built in one loop over
/// `PickerPage.allCases`, each by its page type through a `LazyPage`, and the window
/// actions (tabs, the seed windows, the menu, the shortcuts window).
package final class MainWindow {
  /// The `GtkApplicationWindow`.
  package let widget: WidgetPointer
  private let notebook: WidgetPointer
  private let menuButton: WidgetPointer
  private let context: PageContext
  private var slots: [any PageSlot] = []
  private var tabs: [PageTab] = []
  /// Gives the tabs equal widths in the narrow layout (none in the wide one).
  private let tabWidths = gtk_size_group_new(GTK_SIZE_GROUP_NONE)!
  /// The window's breakpoints (`WindowLayout`).
  package let layout: AdaptiveLayout
  /// Set when the window starts closing: GTK switches pages as it removes them, and a page
  /// must not be built (or focused) then.
  private var closing = false
  /// The window's size the last time it was allocated while neither maximised nor full
  /// screen: what to restore, even when it quits maximised.
  private var restoredSize: (width: Int, height: Int)?
  private var animalChooser: SeedWindow<AnimalChooserWindow>?
  private var mealPicker: SeedWindow<MealPickerWindow>?

  init(
    application: UnsafeMutablePointer<GtkApplication>, context: PageContext, firstPage: PickerPage
  ) {
    let window: WidgetPointer = gtk_application_window_new(application)
    widget = window
    tr(AppInfo.name).withCString { gtk_window_set_title(window.cast(), $0) }
    gtk_window_set_default_size(widget.cast(), 640, 440)
    AppInfo.id.withCString { gtk_window_set_icon_name(window.cast(), $0) }
    Style.install(following: widget)
    self.context = context
    context.window = widget
    trace("window and style")
    let header = HeaderBar.make()
    trace("header")
    menuButton = header.menuButton
    gtk_window_set_titlebar(widget.cast(), header.bar)

    notebook = gtk_notebook_new()
    notebook.addStyleClass("main-tabs")
    gtk_notebook_set_tab_pos(notebook.cast(), GTK_POS_TOP)
    AdaptiveLayout.install(notebook, in: widget)
    layout = AdaptiveLayout(window: widget)
    for page in PickerPage.allCases {
      let slot = page.pageType.slot(context, stateKey: page.stateKey, layout: layout)
      let tab = PageTab(page)
      gtk_notebook_append_page(notebook.cast(), slot.widget, tab.widget)
      gtk_size_group_add_widget(tabWidths, tab.widget)
      slots.append(slot)
      tabs.append(tab)
      trace("page \(page)")
    }
    Signals.connectSwitchPage(notebook.object) { [weak self] index in self?.tabShown(index) }
    Signals.connect(widget.object, "destroy") { [weak self] in self?.closing = true }
    Signals.connectPointer(widget.object, "size-allocate") { [weak self] _ in
      self?.sizeAllocated()
    }
    gtk_widget_show_all(notebook)
    let first = PickerPage.allCases.firstIndex(of: firstPage) ?? 0
    gtk_notebook_set_current_page(notebook.cast(), gint(first))
    // switch-page is not emitted for the page shown first when it is page 0.
    if first == 0 { tabShown(0) }
    addActions()
    layout.observe { [weak self] layout in self?.lay(out: layout) }
  }

  deinit { g_object_unref(asObject(tabWidths)) }

  /// The tab bar for `layout`: at the top with text tabs as on the desktop; when narrow, at
  /// the bottom with five equal tabs, each an icon over its name, all showing at 360 px.
  private func lay(out layout: WindowLayout) {
    let narrow = layout.isNarrow
    gtk_notebook_set_tab_pos(notebook.cast(), narrow ? GTK_POS_BOTTOM : GTK_POS_TOP)
    gtk_size_group_set_mode(tabWidths, narrow ? GTK_SIZE_GROUP_HORIZONTAL : GTK_SIZE_GROUP_NONE)
    for (slot, tab) in zip(slots, tabs) {
      pickers_notebook_set_tab_expand(notebook.cast(), slot.widget, narrow ? 1 : 0)
      tab.show(in: layout)
    }
  }

  /// The window's actions; their keys come from `Shortcuts`.
  private func addActions() {
    for (index, page) in PickerPage.allCases.enumerated() {
      Actions.add(page.actionName, to: widget.object) { [weak self] in self?.showTab(index) }
    }
    // Ctrl+W closes the window as its close button does, which quits (and saves).
    Actions.add("close", to: widget.object) { [weak self] in
      if let window = self?.widget { gtk_window_close(window.cast()) }
    }
    Actions.add("previous-page", to: widget.object) { [weak self] in self?.step(by: -1) }
    Actions.add("next-page", to: widget.object) { [weak self] in self?.step(by: 1) }
    Actions.add("animal-chooser", to: widget.object) { [weak self] in
      self?.present(\.animalChooser)
    }
    Actions.add("meal-picker", to: widget.object) { [weak self] in self?.present(\.mealPicker) }
    Actions.add("show-menu", to: widget.object) { [weak self] in
      guard let self else { return }
      let toggle = self.menuButton.cast(to: GtkToggleButton.self)
      gtk_toggle_button_set_active(toggle, gtk_toggle_button_get_active(toggle) == 0 ? 1 : 0)
    }
    Actions.add("show-help-overlay", to: widget.object) { [weak self] in
      guard let self else { return }
      ShortcutsWindow.present(over: self.widget)
    }
  }

  /// Makes `page` the current tab and returns its page (built now if it was not), or nil
  /// when its data could not be used.
  @discardableResult
  package func show(_ page: PickerPage) -> (any Page)? {
    let index = PickerPage.allCases.firstIndex(of: page) ?? 0
    showTab(index)
    return slots[index].builtPage
  }

  private func showTab(_ index: Int) {
    gtk_notebook_set_current_page(notebook.cast(), gint(index))
  }

  /// Moves to the previous or next tab, wrapping around.
  private func step(by offset: Int) {
    let count = slots.count
    let current = Int(gtk_notebook_get_current_page(notebook.cast()))
    showTab(((current + offset) % count + count) % count)
  }

  /// Presents the seed window kept at `slot`, making it first if needed; the slot empties
  /// when the window is closed.
  private func present<Content>(_ slot: ReferenceWritableKeyPath<MainWindow, SeedWindow<Content>?>)
  {
    if self[keyPath: slot] == nil {
      let window = SeedWindow<Content>(context: context, parent: widget)
      Signals.connect(window.widget.object, "destroy") { [weak self] in self?[keyPath: slot] = nil }
      self[keyPath: slot] = window
    }
    if let window = self[keyPath: slot]?.widget { gtk_window_present(window.cast()) }
  }

  /// What to remember of the window: its page, size and maximised state, and the rows of
  /// every picker (the ones not built this run keep their saved rows).
  func state(keeping saved: SavedState) -> SavedState {
    var state = saved  // the settings (sound) as they are now
    let current = Int(gtk_notebook_get_current_page(notebook.cast()))
    if PickerPage.allCases.indices.contains(current) { state.page = PickerPage.allCases[current] }
    state.maximized = gtk_window_is_maximized(widget.cast()) != 0
    if let restoredSize { state.size = restoredSize }
    state.rows = context.rows
    for slot in slots {
      if let key = slot.stateKey, let page = slot.builtPage {
        state.rows[key] = page.picker.selectedRows
      }
    }
    for saved in [animalChooser?.savedRows, mealPicker?.savedRows].compactMap({ $0 }) {
      state.rows[saved.key] = saved.rows
    }
    return state
  }

  /// Keeps the size to restore (GNOME's pattern: GTK's own size, without the header bar
  /// and borders, read whenever the window is allocated while not maximised, tiled or
  /// full screen).
  private func sizeAllocated() {
    guard let window = gtk_widget_get_window(widget) else { return }
    let unrestored =
      GDK_WINDOW_STATE_MAXIMIZED.rawValue | GDK_WINDOW_STATE_FULLSCREEN.rawValue
      | GDK_WINDOW_STATE_TILED.rawValue | GDK_WINDOW_STATE_TOP_TILED.rawValue
      | GDK_WINDOW_STATE_RIGHT_TILED.rawValue | GDK_WINDOW_STATE_BOTTOM_TILED.rawValue
      | GDK_WINDOW_STATE_LEFT_TILED.rawValue
    guard gdk_window_get_state(window).rawValue & unrestored == 0 else { return }
    var width: gint = 0
    var height: gint = 0
    gtk_window_get_size(widget.cast(), &width, &height)
    if width > 0 && height > 0 { restoredSize = (Int(width), Int(height)) }
  }

  private func tabShown(_ index: Int) {
    guard !closing, slots.indices.contains(index) else { return }
    slots[index].shown()
  }
}
