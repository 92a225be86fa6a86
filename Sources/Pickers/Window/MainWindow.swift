import CGtk
import PickerKit
import PickersModels
import PickersUI

/// The window "Pickers": a `GtkNotebook` whose tabs are built in one loop over
/// `PickerPage.allCases`, each by its page type through a `LazyPage`, and the window
/// actions (tabs, the seed windows, the menu, the shortcuts window).
@MainActor
package final class MainWindow {
  /// The `GtkApplicationWindow`.
  package let window: ApplicationWindow
  private let notebook = Notebook()
  private let header = MainHeaderBar()
  private let context: PageContext
  private var slots: [any PageSlot] = []
  private var tabs: [PageTab] = []
  /// Gives the tabs equal widths in the narrow layout (none in the wide one).
  private let tabWidths = SizeGroup(GTK_SIZE_GROUP_NONE)
  /// The window's breakpoints (`WindowLayout`).
  package let layout: AdaptiveLayout
  /// Set when the window starts closing: GTK switches pages as it removes them, and a page
  /// must not be built (or focused) then.
  private var closing = false
  /// The window's size the last time it was allocated while neither maximised nor full
  /// screen: what to restore, even when it quits maximised.
  private var restoredSize: (width: Int, height: Int)?
  /// What of the window's size the state last held.
  private var savedShape: WindowShape?
  private var animalChooser: SeedWindow<AnimalChooserWindow>?
  private var mealPicker: SeedWindow<MealPickerWindow>?

  init(application: Application, context: PageContext, firstPage: PickerPage) {
    window = ApplicationWindow(application: application)
    window.title = tr(AppInfo.name)
    window.setDefaultSize(width: 640, height: 440)
    window.setIconName(AppInfo.id)
    Style.install(following: window)
    self.context = context
    context.window = window
    trace("window and style")
    window.setTitlebar(header.bar)
    trace("header")

    notebook.addStyleClass("main-tabs")
    notebook.tabPosition = .top
    layout = AdaptiveLayout(window: window, content: notebook)
    for page in PickerPage.allCases {
      let slot = page.pageType.slot(context, stateKey: page.stateKey, layout: layout)
      let tab = PageTab(page)
      notebook.appendPage(slot.widget, tab: tab.widget)
      tabWidths.add(tab.widget)
      slots.append(slot)
      tabs.append(tab)
      trace("page \(page)")
    }
    notebook.onSwitchPage { [weak self] index in self?.tabShown(index) }
    window.onDestroy { [weak self] in self?.closing = true }
    window.onSizeAllocate { [weak self] _ in self?.sizeAllocated() }
    notebook.showAll()
    let first = PickerPage.allCases.firstIndex(of: firstPage) ?? 0
    notebook.currentPage = first
    // switch-page is not emitted for the page shown first when it is page 0.
    if first == 0 { tabShown(0) }
    addActions()
    layout.observe { [weak self] layout in self?.lay(out: layout) }
  }

  /// The tab bar for `layout`: at the top with text tabs as on the desktop; when narrow, at
  /// the bottom with five equal tabs, each an icon over its name, all showing at 360 px.
  private func lay(out layout: WindowLayout) {
    let narrow = layout.isNarrow
    notebook.tabPosition = narrow ? .bottom : .top
    tabWidths.mode = narrow ? GTK_SIZE_GROUP_HORIZONTAL : GTK_SIZE_GROUP_NONE
    for (slot, tab) in zip(slots, tabs) {
      notebook.setTabExpands(slot.widget, narrow)
      tab.show(in: layout)
    }
  }

  /// The window's actions; their keys come from `Shortcuts`.
  private func addActions() {
    for (index, page) in PickerPage.allCases.enumerated() {
      window.addAction(page.actionName) { [weak self] in self?.notebook.currentPage = index }
    }
    // Ctrl+W closes the window as its close button does, which quits (and saves).
    window.addAction("close") { [weak self] in self?.window.close() }
    window.addAction("previous-page") { [weak self] in self?.step(by: -1) }
    window.addAction("next-page") { [weak self] in self?.step(by: 1) }
    window.addAction("animal-chooser") { [weak self] in self?.present(\.animalChooser) }
    window.addAction("meal-picker") { [weak self] in self?.present(\.mealPicker) }
    window.addAction("show-menu") { [weak self] in self?.header.menuButton.isActive.toggle() }
    window.addAction("show-help-overlay") { [weak self] in
      guard let self else { return }
      ShortcutsWindow.present(over: self.window)
    }
  }

  /// Makes `page` the current tab and returns its page (built now if it was not), or nil
  /// when its data could not be used.
  @discardableResult
  package func show(_ page: PickerPage) -> (any Page)? {
    let index = PickerPage.allCases.firstIndex(of: page) ?? 0
    notebook.currentPage = index
    return slots[index].builtPage
  }

  /// Moves to the previous or next tab, wrapping around.
  private func step(by offset: Int) {
    let count = slots.count
    notebook.currentPage = ((notebook.currentPage + offset) % count + count) % count
  }

  /// Presents the seed window kept at `slot`, making it first if needed; the slot empties
  /// when the window is closed.
  private func present<Content>(_ slot: ReferenceWritableKeyPath<MainWindow, SeedWindow<Content>?>)
  {
    if self[keyPath: slot] == nil {
      let seed = SeedWindow<Content>(context: context, parent: window)
      seed.window.onDestroy { [weak self] in self?[keyPath: slot] = nil }
      self[keyPath: slot] = seed
    }
    self[keyPath: slot]?.window.present()
  }

  /// What to remember of the window: its page, size and maximised state, and the rows of
  /// every picker (the ones not built this run keep their saved rows).
  func state(keeping saved: SavedState) -> SavedState {
    var state = saved  // the settings (sound) as they are now
    let current = notebook.currentPage
    if PickerPage.allCases.indices.contains(current) { state.page = PickerPage.allCases[current] }
    state.maximized = window.isMaximized
    if let restoredSize { state.size = restoredSize }
    state.rows = context.rows
    for slot in slots {
      if let key = slot.stateKey, let rows = slot.builtPage?.picker.savedRows {
        state.rows[key] = rows.selectedRows
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
    guard let gdkWindow = window.gdkWindow else { return }
    let unrestored =
      GDK_WINDOW_STATE_MAXIMIZED.rawValue | GDK_WINDOW_STATE_FULLSCREEN.rawValue
      | GDK_WINDOW_STATE_TILED.rawValue | GDK_WINDOW_STATE_TOP_TILED.rawValue
      | GDK_WINDOW_STATE_RIGHT_TILED.rawValue | GDK_WINDOW_STATE_BOTTOM_TILED.rawValue
      | GDK_WINDOW_STATE_LEFT_TILED.rawValue
    let size = window.size
    if gdk_window_get_state(gdkWindow).rawValue & unrestored == 0, size.width > 0,
      size.height > 0
    {
      restoredSize = size
    }
    // Saved when what is saved of it changes (a window is allocated far more often).
    let shape = WindowShape(size: restoredSize, maximized: window.isMaximized)
    if shape != savedShape {
      savedShape = shape
      context.changed()
    }
  }

  private func tabShown(_ index: Int) {
    guard !closing, slots.indices.contains(index) else { return }
    slots[index].shown()
    context.changed()
  }
}

/// What the state keeps of a window's size: the size to restore, and whether it is
/// maximised.
private struct WindowShape: Equatable {
  var width = 0
  var height = 0
  var maximized = false

  init(size: (width: Int, height: Int)?, maximized: Bool) {
    width = size?.width ?? 0
    height = size?.height ?? 0
    self.maximized = maximized
  }
}
