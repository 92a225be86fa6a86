import CGtk
import PickersUI

/// The Keyboard Shortcuts window (`GtkShortcutsWindow`), opened by `win.show-help-overlay`
/// (F1, Ctrl+?, or the menu).
enum ShortcutsWindow {
  private static func shortcut(_ accelerator: String, _ title: String) -> String {
    """
    <child><object class="GtkShortcutsShortcut">
      <property name="visible">1</property>
      <property name="accelerator">\(accelerator)</property>
      <property name="title">\(title)</property>
    </object></child>
    """
  }

  private static func group(_ title: String, _ shortcuts: [String]) -> String {
    """
    <child><object class="GtkShortcutsGroup">
      <property name="visible">1</property>
      <property name="title">\(title)</property>
      \(shortcuts.joined(separator: "\n"))
    </object></child>
    """
  }

  /// The XML of the shortcuts window (titles escaped for XML).
  static var xml: String {
    func escaped(_ text: String) -> String {
      text.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;")
        .replacingAll(">", with: "&gt;")
    }
    let general = group(
      escaped(tr("General")),
      [
        shortcut("F1 &lt;Primary&gt;question", escaped(tr("Keyboard Shortcuts"))),
        shortcut("F10", escaped(tr("Main Menu"))),
        shortcut("&lt;Primary&gt;q", escaped(tr("Quit"))),
      ])
    let pages = group(
      escaped(tr("Pages")),
      [
        shortcut("&lt;Alt&gt;1", escaped(tr("Date"))),
        shortcut("&lt;Alt&gt;2", escaped(tr("Single"))),
        shortcut("&lt;Alt&gt;3", escaped(tr("Double"))),
        shortcut("&lt;Alt&gt;4", escaped(tr("Dependent"))),
        shortcut("&lt;Alt&gt;5", escaped(tr("Custom"))),
        shortcut("&lt;Primary&gt;Page_Up", escaped(tr("Previous Page"))),
        shortcut("&lt;Primary&gt;Page_Down", escaped(tr("Next Page"))),
      ])
    let wheels = group(
      escaped(tr("Wheels")),
      [
        shortcut("Up Down", escaped(tr("Turn the wheel"))),
        shortcut("Return", escaped(tr("Press the page's button"))),
        shortcut("Tab", escaped(tr("Next wheel"))),
      ])
    return """
      <interface>
        <object class="GtkShortcutsWindow" id="help_overlay">
          <property name="modal">1</property>
          <property name="title">\(escaped(tr("Keyboard Shortcuts")))</property>
          <child><object class="GtkShortcutsSection">
            <property name="visible">1</property>
            <property name="section-name">shortcuts</property>
            \(general)
            \(pages)
            \(wheels)
          </object></child>
        </object>
      </interface>
      """
  }

  /// Builds the shortcuts window and shows it over `parent`. It is built on demand, not
  /// at start-up: parsing and building it took 12 ms of the window's first frame.
  static func present(over parent: WidgetPointer) {
    guard let builder = gtk_builder_new_from_string(xml, -1) else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
    guard let object = gtk_builder_get_object(builder, "help_overlay") else { return }
    let window = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
    gtk_window_set_transient_for(window.cast(), parent.cast())
    gtk_window_present(window.cast())
  }
}

extension String {
  /// Every occurrence of `target` replaced (without Foundation).
  func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
