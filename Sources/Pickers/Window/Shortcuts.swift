import PickerKit
import PickersUI

/// A keyboard shortcut: the keys, the detailed action they trigger (nil for keys a wheel
/// handles itself), and its title in the Keyboard Shortcuts window.
struct Shortcut {
  /// GTK accelerators, e.g. `["F1", "<Primary>question"]`.
  let keys: [String]
  /// The detailed action name ("win.page-1"), or nil.
  let action: String?
  /// The title, in the user's language.
  let title: String
}

/// Every keyboard shortcut of the app, by group, in one table: the application registers
/// the accelerators from it and the Keyboard Shortcuts window lists it, so the two cannot
/// disagree. The page shortcuts come from `PickerPage.allCases`.
enum Shortcuts {
  /// The groups, in the order the Keyboard Shortcuts window shows them.
  static var groups: [(title: String, shortcuts: [Shortcut])] {
    [
      (tr("General"), general), (tr("Pages"), pages),
      (tr("Wheels"), wheels),
    ]
  }

  static var general: [Shortcut] {
    [
      Shortcut(
        keys: ["F1", "<Primary>question"], action: "win.show-help-overlay",
        title: tr("Keyboard Shortcuts")),
      Shortcut(keys: ["F10"], action: "win.show-menu", title: tr("Main Menu")),
      Shortcut(keys: ["<Primary>q"], action: "app.quit", title: tr("Quit")),
    ]
  }

  /// Alt+1, Alt+2, … for the tabs in order, as GNOME Clocks, then Ctrl+PageUp/PageDown.
  static var pages: [Shortcut] {
    PickerPage.allCases.map { page in
      Shortcut(
        keys: ["<Alt>\(page.number)"], action: "win.\(page.actionName)",
        title: page.title(.catalogue))
    } + [
      Shortcut(
        keys: ["<Primary>Page_Up"], action: "win.previous-page",
        title: tr("Previous Page")),
      Shortcut(
        keys: ["<Primary>Page_Down"], action: "win.next-page", title: tr("Next Page")),
    ]
  }

  /// Keys the wheels handle themselves (no action).
  static var wheels: [Shortcut] {
    [
      Shortcut(keys: ["Up", "Down"], action: nil, title: tr("Turn the wheel")),
      Shortcut(keys: ["Return"], action: nil, title: tr("Press the page's button")),
      Shortcut(keys: ["Tab"], action: nil, title: tr("Next wheel")),
    ]
  }
}

extension PickerPage {
  /// The tab's position, from 1.
  var number: Int { (Self.allCases.firstIndex(of: self) ?? 0) + 1 }
  /// The window action that shows the tab ("page-1").
  var actionName: String { "page-\(number)" }
}
