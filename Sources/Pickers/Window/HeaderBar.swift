import CGtk
import PickersUI

/// The main window's title bar: a `GtkHeaderBar` titled "Pickers" with the primary menu
/// (Animal Chooser, Meal Picker; Sound; Keyboard Shortcuts, About Pickers, Quit).
enum HeaderBar {
  /// Builds the header bar and its menu button; returns both.
  static func make() -> (bar: WidgetPointer, menuButton: WidgetPointer) {
    let bar = gtk_header_bar_new()!
    tr(AppInfo.name).withCString { gtk_header_bar_set_title(bar.cast(), $0) }
    gtk_header_bar_set_show_close_button(bar.cast(), 1)

    let menu = g_menu_new()
    let windows = g_menu_new()
    append(windows, tr("A_nimal Chooser"), "win.animal-chooser")
    append(windows, tr("_Meal Picker"), "win.meal-picker")
    let settings = g_menu_new()
    // A stateful boolean action: the item shows as a check item.
    append(settings, tr("_Sound"), "app.sound")
    let help = g_menu_new()
    append(help, tr("_Keyboard Shortcuts"), "win.show-help-overlay")
    append(help, tr("_About Pickers"), "app.about")
    append(help, tr("_Quit"), "app.quit")
    g_menu_append_section(menu, nil, model(windows))
    g_menu_append_section(menu, nil, model(settings))
    g_menu_append_section(menu, nil, model(help))
    g_object_unref(UnsafeMutableRawPointer(windows))
    g_object_unref(UnsafeMutableRawPointer(settings))
    g_object_unref(UnsafeMutableRawPointer(help))

    let button = gtk_menu_button_new()!
    gtk_menu_button_set_menu_model(button.cast(), model(menu))
    g_object_unref(UnsafeMutableRawPointer(menu))
    let icon = gtk_image_new_from_icon_name("open-menu-symbolic", GTK_ICON_SIZE_BUTTON)
    gtk_button_set_image(button.cast(), icon)
    let name = tr("Main Menu")
    button.setAccessibleName(name)
    name.withCString { gtk_widget_set_tooltip_text(button, $0) }
    gtk_header_bar_pack_end(bar.cast(), button)
    gtk_widget_show_all(bar)
    return (bar, button)
  }

  /// Appends the item `label` (translated, with its mnemonic) for `action` to `menu`.
  private static func append(_ menu: OpaquePointer?, _ label: String, _ action: String) {
    label.withCString { label in action.withCString { g_menu_append(menu, label, $0) } }
  }

  /// A `GMenu` as the `GMenuModel` it derives from.
  private static func model(_ menu: OpaquePointer?) -> UnsafeMutablePointer<GMenuModel>? {
    menu.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GMenuModel.self) }
  }
}
