import CGtk
import PickerKit
import PickersModels
import PickersUI

/// A page's tab in the main window's notebook: its name, and above it a symbolic icon
/// shown only in the narrow layout, where the tab bar sits at the bottom as iOS's tab bar
/// (seed 003's "Bottom Bar") and GNOME's view switcher bar do.
///
/// The icons are the Adwaita icon theme's (GTK depends on it; nothing of it is shipped
/// here): symbolic, so they take the tab's text colour in light, dark and high-contrast
/// styles. Their licence is Adwaita's, CC-BY-SA 3.0 or LGPL 3 (README, "Icons").
@MainActor
final class PageTab {
  /// The tab's box: the icon over the label.
  let widget = Box(.vertical, spacing: 2)
  private let icon: Image
  /// The tab's name; a screen reader reads it as the tab's name.
  let label: Label

  init(_ page: PickerPage) {
    widget.addStyleClass("page-tab")
    icon = Image(iconName: Self.iconName(page), size: .button)
    icon.noShowAll = true
    label = Label(page.title(.catalogue))
    widget.add(icon)
    widget.add(label)
    label.show()
    widget.show()
  }

  /// Shows the icon in the narrow layout only: the desktop's tabs are text, as before.
  /// Narrow, the name ellipsizes when the five tabs share less than their names' width
  /// (GNOME's Large Text on a 360 px phone): the tab bar then fits, and a name it shortens
  /// is still read whole by a screen reader.
  func show(in layout: WindowLayout) {
    icon.isVisible = layout.isNarrow
    label.ellipsize = layout.isNarrow ? .end : .none
  }

  /// The symbolic icon of each page's tab, from the Adwaita icon theme.
  static func iconName(_ page: PickerPage) -> String {
    switch page {
    case .date: "x-office-calendar-symbolic"
    case .single: "format-justify-fill-symbolic"  // rows on one wheel
    case .double: "view-dual-symbolic"  // two wheels side by side
    case .dependent: "view-list-ordered-symbolic"  // numbered rows: the zip codes
    case .custom: "applications-games-symbolic"  // the slot machine
    }
  }
}
