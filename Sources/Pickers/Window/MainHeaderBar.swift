import CGtk
import PickersUI

/// The main window's title bar: a `GtkHeaderBar` titled "Pickers" with the primary menu
/// (Animal Chooser, Meal Picker; Sound; Keyboard Shortcuts, About Pickers, Quit).
@MainActor
final class MainHeaderBar {
  /// The header bar.
  let bar = HeaderBar(title: tr(AppInfo.name), showsCloseButton: true)
  /// The button that opens the primary menu (F10 toggles it).
  let menuButton: MenuButton

  init() {
    let windows = Menu()
    windows.append(tr("A_nimal Chooser"), action: "win.animal-chooser")
    windows.append(tr("_Meal Picker"), action: "win.meal-picker")
    let settings = Menu()
    // A stateful boolean action: the item shows as a check item.
    settings.append(tr("_Sound"), action: "app.sound")
    let help = Menu()
    help.append(tr("_Keyboard Shortcuts"), action: "win.show-help-overlay")
    help.append(tr("_About Pickers"), action: "app.about")
    help.append(tr("_Quit"), action: "app.quit")
    let menu = Menu()
    for section in [windows, settings, help] { menu.appendSection(section) }

    menuButton = MenuButton(menu: menu)
    menuButton.setImage(Image(iconName: "open-menu-symbolic", size: .button))
    menuButton.accessibleName = tr("Main Menu")
    menuButton.tooltip = tr("Main Menu")
    bar.packEnd(menuButton)
    bar.showAll()
  }
}
