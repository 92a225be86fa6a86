import CGtk
import PickerKit
import PickersUI

/// The content of a window the main window opens from its menu: the apps of the book's
/// readers (seeds 002 and 004), built in a `PageFrame` as the pages are.
protocol SeedWindowContent: PageContent {
  /// The window's title, in English (translated when shown).
  static var title: String { get }
  /// The window's default width and height (-1: natural).
  static var defaultSize: (width: Int32, height: Int32) { get }
  /// The key its rows are saved under ("animal-chooser").
  static var stateKey: String { get }
  /// The wheels whose rows are saved.
  var savedPicker: any PickerView { get }
}

/// The one window shell of the seed apps: a window with a GNOME title bar, transient for the
/// main window and destroyed with it, holding a `PageFrame` with the content built at once.
final class SeedWindow<Content: SeedWindowContent> {
  /// The window.
  let widget: WidgetPointer
  private let frame: PageFrame
  /// The window's breakpoints: its frame's margins follow them (`Style`).
  let layout: AdaptiveLayout
  /// The content, unless its data could not be used.
  private(set) var content: Content?

  init(context: PageContext, parent: WidgetPointer) {
    widget = retain(gtk_window_new(GTK_WINDOW_TOPLEVEL))
    Self.titleBar(widget, tr(Content.title))
    layout = AdaptiveLayout(window: widget)
    Self.join(widget, parent: parent)
    gtk_window_set_destroy_with_parent(widget.cast(), 1)
    gtk_window_set_default_size(
      widget.cast(), Content.defaultSize.width, Content.defaultSize.height)
    frame = PageFrame(buttonLabel: tr(Content.buttonLabel), layout: layout)
    AdaptiveLayout.install(frame.widget, in: widget)
    content = frame.build(Content.self, context: context)
    if let picker = content?.savedPicker {
      context.restoreRows(Content.stateKey, into: picker)
      // The rows outlive the window: kept in the context when it closes.
      Signals.connect(widget.object, "destroy") { [weak context] in
        context?.rows[Content.stateKey] = picker.selectedRows
      }
    }
  }

  /// The content's current rows, by its key (nil when its data could not be used).
  var savedRows: (key: String, rows: [Int])? {
    content.map { (Content.stateKey, $0.savedPicker.selectedRows) }
  }

  deinit { release(widget) }

  /// Makes `window` a secondary window of `parent`'s: transient for it, and in its
  /// application, so the application's accelerators work in it too: Ctrl+Q quits, and
  /// Ctrl+W closes it (its own `win.close`).
  static func join(_ window: WidgetPointer, parent: WidgetPointer) {
    gtk_window_set_transient_for(window.cast(), parent.cast())
    if let application = gtk_window_get_application(parent.cast()) {
      gtk_window_set_application(window.cast(), application)
    }
    Actions.addClose(to: window)
  }

  /// Gives `window` a GNOME title bar (a `GtkHeaderBar` with a close button) titled `title`.
  static func titleBar(_ window: WidgetPointer, _ title: String) {
    let bar = gtk_header_bar_new()!
    gtk_header_bar_set_title(bar.cast(), title)
    gtk_header_bar_set_show_close_button(bar.cast(), 1)
    gtk_window_set_title(window.cast(), title)
    gtk_window_set_titlebar(window.cast(), bar)
    gtk_widget_show(bar)
  }
}
