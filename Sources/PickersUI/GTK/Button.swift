import CGtk

/// A `GtkButton`.
@MainActor
open class Button: Container {
  /// A button reading `label`.
  public convenience init(label: String) { self.init(gtk_button_new_with_label(label)) }

  /// The button's text (its accessible name), or nil for a button without one.
  public var label: String? {
    get { gtk_button_get_label(pointer(as: GtkButton.self)).map { String(cString: $0) } }
    set { gtk_button_set_label(pointer(as: GtkButton.self), newValue) }
  }

  /// Presses the button as a click does (nothing happens while it is disabled).
  public func click() { gtk_button_clicked(pointer(as: GtkButton.self)) }

  /// Shows `image` in the button.
  public func setImage(_ image: Widget) {
    gtk_button_set_image(pointer(as: GtkButton.self), image.pointer)
  }

  /// "clicked": the button was pressed (a click, a key, an assistive technology).
  @discardableResult
  public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    connect("clicked", .plain, handler)
  }
}

/// A `GtkToggleButton`: a button that stays pressed.
@MainActor
open class ToggleButton: Button {
  /// Whether it is pressed.
  public var isActive: Bool {
    get { gtk_toggle_button_get_active(pointer(as: GtkToggleButton.self)) != 0 }
    set { gtk_toggle_button_set_active(pointer(as: GtkToggleButton.self), newValue ? 1 : 0) }
  }
}

/// A `GtkMenuButton`: a toggle button that opens a menu.
@MainActor
public final class MenuButton: ToggleButton {
  /// A menu button opening `menu`.
  public init(menu: Menu) {
    super.init(gtk_menu_button_new())
    gtk_menu_button_set_menu_model(pointer(as: GtkMenuButton.self), menu.model)
  }

  /// A menu button opening `popover`, which then points at it.
  public init(popover: Popover) {
    super.init(gtk_menu_button_new())
    gtk_menu_button_set_popover(pointer(as: GtkMenuButton.self), popover.pointer)
  }
}

/// A `GMenu`: the model of a menu, its items in sections.
@MainActor
public final class Menu: ObjectRef {
  /// An empty menu.
  public init() { super.init(adopting: UnsafeMutableRawPointer(g_menu_new())) }

  var menu: OpaquePointer { OpaquePointer(object) }
  var model: UnsafeMutablePointer<GMenuModel> { object.assumingMemoryBound(to: GMenuModel.self) }

  /// Appends the item `label` (with its mnemonic) running the detailed action `action`.
  public func append(_ label: String, action: String) { g_menu_append(menu, label, action) }

  /// Appends `section` as a section of its own.
  public func appendSection(_ section: Menu) { g_menu_append_section(menu, nil, section.model) }
}
