import PickerKit
import PickersModels

/// A keyboard shortcut: the keys, the detailed action they trigger (nil for keys a wheel
/// handles itself), and its title in the Keyboard Shortcuts window.
struct Shortcut {
  /// GTK accelerators, e.g. `["F1", "<Primary>question"]`.
  let keys: [String]
  /// The detailed action name ("win.page-1"), or nil.
  let action: String?
  /// The title in the language of the translator it is given, worded only when the
  /// Keyboard Shortcuts window is built (the accelerators, registered at start-up, need
  /// no words).
  let title: (Translator) -> String
}

/// Every keyboard shortcut of the app, by group, in one table: the application registers
/// the accelerators from it and the Keyboard Shortcuts window lists it, so the two cannot
/// disagree. The page shortcuts come from `PickerPage.allCases`.
enum Shortcuts {
  /// The groups, in the order the Keyboard Shortcuts window shows them.
  static var groups: [(title: (Translator) -> String, shortcuts: [Shortcut])] {
    [
      ({ words in words.tr("General") }, general), ({ words in words.tr("Pages") }, pages),
      ({ words in words.tr("Wheels") }, wheels),
    ]
  }

  static var general: [Shortcut] {
    [
      Shortcut(
        keys: ["F1", "<Primary>question"], action: "win.show-help-overlay",
        title: { words in words.tr("Keyboard Shortcuts") }),
      Shortcut(keys: ["F10"], action: "win.show-menu", title: { words in words.tr("Main Menu") }),
      Shortcut(
        keys: ["<Primary>w"], action: "win.close",
        title: { words in words.tr("Close the window") }),
      Shortcut(keys: ["<Primary>q"], action: "app.quit", title: { words in words.tr("Quit") }),
    ]
  }

  /// Alt+1, Alt+2, … for the tabs in order, as GNOME Clocks, then Ctrl+PageUp/PageDown.
  static var pages: [Shortcut] {
    PickerPage.allCases.map { page in
      Shortcut(
        keys: ["<Alt>\(page.number)"], action: "win.\(page.actionName)",
        title: page.title(_:))
    } + [
      Shortcut(
        keys: ["<Primary>Page_Up"], action: "win.previous-page",
        title: { words in words.tr("Previous Page") }),
      Shortcut(
        keys: ["<Primary>Page_Down"], action: "win.next-page",
        title: { words in words.tr("Next Page") }),
    ]
  }

  /// Keys the wheels handle themselves (no action).
  static var wheels: [Shortcut] {
    [
      Shortcut(keys: ["Up", "Down"], action: nil, title: { words in words.tr("Turn the wheel") }),
      Shortcut(
        keys: ["Page_Up", "Page_Down"], action: nil,
        title: { words in words.tr("Turn the wheel a page") }),
      Shortcut(
        keys: ["Home", "End"], action: nil,
        title: { words in words.tr("The first or the last row") }),
      Shortcut(
        keys: ["Return"], action: nil, title: { words in words.tr("Press the page's button") }),
      Shortcut(keys: ["Tab"], action: nil, title: { words in words.tr("Next wheel") }),
    ]
  }
}

extension PickerPage {
  /// The tab's position, from 1.
  var number: Int { (Self.allCases.firstIndex(of: self) ?? 0) + 1 }
  /// The window action that shows the tab ("page-1").
  var actionName: String { "page-\(number)" }
}
