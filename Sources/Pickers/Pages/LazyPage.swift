import CGtk
import PickerKit
import PickersUI

/// The notebook's handle on one tab, whatever page fills it.
@MainActor
protocol PageSlot: AnyObject {
  /// The tab's widget, there from the start.
  var widget: Widget { get }
  /// The page, once built (nil before its first showing, or when its data is bad).
  var builtPage: (any Page)? { get }
  /// Called each time the tab becomes the current one.
  func shown()
  /// The key its rows are saved under, or nil (Date opens on now).
  var stateKey: String? { get }
}

extension Page {
  /// A slot that builds this page when its tab is first shown, in a window whose
  /// breakpoints are `layout`; its rows are saved under `stateKey` (nil: not saved).
  static func slot(_ context: PageContext, stateKey: String?, layout: AdaptiveLayout)
    -> any PageSlot
  {
    LazyPage<Self>(context: context, stateKey: stateKey, layout: layout)
  }
}

/// The one lazy-page mechanism: the frame (margins, button) exists from the start, the page
/// and its model are built the first time the tab is shown. The window's first frame thus
/// pays only for the page it opens on: the zip codes load with the Dependent page, the slot
/// images with the Custom page.
@MainActor
final class LazyPage<P: Page>: PageSlot {
  private let frame: PageFrame
  private let context: PageContext
  /// The page, once built.
  private(set) var page: P?
  private var built = false
  let stateKey: String?

  init(context: PageContext, stateKey: String?, layout: AdaptiveLayout) {
    self.context = context
    self.stateKey = stateKey
    frame = PageFrame(buttonLabel: tr(P.buttonLabel), layout: layout)
  }

  var widget: Widget { frame.widget }
  var builtPage: (any Page)? { page }

  func shown() {
    if !built {
      built = true
      page = frame.build(P.self, context: context)
      if let page {
        page.picker.onActivate = { [weak frame] in frame?.pressButton() }
        if let rows = page.picker.savedRows { context.restoreRows(stateKey, into: rows) }
      }
      trace("built \(P.self)")
    }
    // The first wheel takes the focus; where none can (the reels), the button does.
    if let page, !page.picker.grabFocus() { frame.button.grabFocus() }
  }
}
