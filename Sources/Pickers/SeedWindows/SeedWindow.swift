import CGtk
import PickerKit
import PickersUI

/// The content of a window the main window opens from its menu: the apps of the book's
/// readers (seeds 002 and 004), built in a `PageFrame` as the pages are.
///
/// Each window states the same few facts (title, button, size, state key, saved wheels)
/// at its top, so the two look alike to a duplicate finder; everything they do alike is
/// here and in `SeedWindow`, and what is left differs (a chooser dialog, a table of
/// choices).
@MainActor
protocol SeedWindowContent: PageContent {
  /// The window's title, in English (translated when shown).
  static var title: String { get }
  /// The window's default width and height (-1: natural).
  static var defaultSize: (width: Int, height: Int) { get }
  /// The key its rows are saved under ("animal-chooser").
  static var stateKey: String { get }
  /// The wheels whose rows are saved.
  var savedPicker: any PickerView { get }
}

/// The one window shell of the seed apps: a window with a GNOME title bar, transient for the
/// main window and destroyed with it, holding a `PageFrame` with the content built at once.
@MainActor
final class SeedWindow<Content: SeedWindowContent> {
  /// The window.
  let window = Window()
  private let frame: PageFrame
  /// The window's breakpoints: its frame's margins follow them (`Style`).
  let layout: AdaptiveLayout
  /// The content, unless its data could not be used.
  private(set) var content: Content?

  init(context: PageContext, parent: Window) {
    Self.titleBar(window, tr(Content.title))
    Self.join(window, parent: parent)
    window.destroysWithParent = true
    window.setDefaultSize(width: Content.defaultSize.width, height: Content.defaultSize.height)
    let frame = PageFrame(buttonLabel: tr(Content.buttonLabel), layout: nil)
    layout = AdaptiveLayout(window: window, content: frame.widget)
    frame.layout = layout
    self.frame = frame
    content = frame.build(Content.self, context: context)
    if let picker = content?.savedPicker {
      context.restoreRows(Content.stateKey, into: picker)
      // The rows outlive the window: kept in the context when it closes.
      window.onDestroy { [weak context] in
        context?.rows[Content.stateKey] = picker.selectedRows
      }
    }
  }

  /// The content's current rows, by its key (nil when its data could not be used).
  var savedRows: (key: String, rows: [Int])? {
    content.map { (Content.stateKey, $0.savedPicker.selectedRows) }
  }

  /// Makes `window` a secondary window of `parent`'s: transient for it, and in its
  /// application, so the application's accelerators work in it too: Ctrl+Q quits, and
  /// Ctrl+W closes it (its own `win.close`).
  static func join(_ window: Window, parent: Window) {
    window.setTransient(for: parent)
    if let application = parent.application { window.application = application }
    ActionGroup.addClose(to: window)
  }

  /// Gives `window` a GNOME title bar (a `GtkHeaderBar` with a close button) titled `title`.
  static func titleBar(_ window: Window, _ title: String) {
    let bar = HeaderBar(title: title, showsCloseButton: true)
    window.title = title
    window.setTitlebar(bar)
    bar.show()
  }
}
