import CGtk
import PickersUI

/// The Keyboard Shortcuts window (`GtkShortcutsWindow`), opened by `win.show-help-overlay`
/// (F1, Ctrl+?, or the menu).
@MainActor
enum ShortcutsWindow {
  /// `text` as XML character data (GLib's `g_markup_escape_text`).
  private static func escaped(_ text: String) -> String {
    g_markup_escape_text(text, -1).map(String.init(freeing:)) ?? ""
  }

  private static func property(_ name: String, _ value: String) -> String {
    "<property name=\"\(name)\">\(escaped(value))</property>"
  }

  /// The GtkBuilder XML of the shortcuts window.
  static var xml: String {
    let sections = Shortcuts.groups.map { group in
      let shortcuts = group.shortcuts.map { shortcut in
        "<child><object class=\"GtkShortcutsShortcut\">" + property("visible", "1")
          + property("accelerator", shortcut.keys.joined(separator: " "))
          + property("title", shortcut.title(.catalogue))
          + "</object></child>"
      }
      return "<child><object class=\"GtkShortcutsGroup\">" + property("visible", "1")
        + property("title", group.title(.catalogue)) + shortcuts.joined() + "</object></child>"
    }
    return "<interface><object class=\"GtkShortcutsWindow\" id=\"help_overlay\">"
      + property("modal", "1") + property("title", tr("Keyboard Shortcuts"))
      + "<child><object class=\"GtkShortcutsSection\">" + property("visible", "1")
      + property("section-name", "shortcuts") + sections.joined()
      + "</object></child></object></interface>"
  }

  /// Builds the shortcuts window and shows it over `parent`. It is built on demand, not
  /// at start-up, where parsing and building it delayed the window's first frame.
  static func present(over parent: Window) {
    guard let builder = gtk_builder_new_from_string(xml, -1) else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
    guard let object = gtk_builder_get_object(builder, "help_overlay") else { return }
    let window = Window.wrapping(UnsafeMutableRawPointer(object))
    window.setTransient(for: parent)
    window.present()
  }
}
