import CGtk
import PickerKit
import PickersUI

/// The window "Pickers": a `GtkNotebook` whose pages are built in one loop over
/// `PickerPage.allCases`, each by its `PageView` type. Pages are told when they are first
/// shown, so the heavy ones (zip codes, slot images) load only then.
final class MainWindow {
  /// The `GtkApplicationWindow`.
  let widget: WidgetPointer
  private let notebook: WidgetPointer
  private var pages: [any PageView] = []

  init(
    application: UnsafeMutablePointer<GtkApplication>, context: PageContext, firstPage: PickerPage
  ) {
    widget = gtk_application_window_new(application)
    gtk_window_set_title(widget.cast(), AppInfo.name)
    gtk_window_set_default_size(widget.cast(), 640, 440)
    gtk_window_set_icon_name(widget.cast(), "preferences-desktop-locale")
    Style.install()
    context.window = widget

    notebook = gtk_notebook_new()
    gtk_notebook_set_tab_pos(notebook.cast(), GTK_POS_TOP)
    gtk_container_add(widget.cast(), notebook)
    for page in PickerPage.allCases {
      let view = page.makeView(context)
      let label = gtk_label_new(tr(page.title))
      gtk_notebook_append_page(notebook.cast(), view.widget, label)
      pages.append(view)
    }
    Signals.connectSwitchPage(notebook.object) { [weak self] index in self?.pageShown(index) }
    gtk_widget_show_all(notebook)
    let first = PickerPage.allCases.firstIndex(of: firstPage) ?? 0
    gtk_notebook_set_current_page(notebook.cast(), gint(first))
    // switch-page is not emitted for the page shown first when it is page 0.
    if first == 0 { pageShown(0) }
  }

  private func pageShown(_ index: Int) {
    guard pages.indices.contains(index) else { return }
    pages[index].shown()
  }
}
