import CGtk

/// A `GtkPopover`: a bubble pointing at a widget, holding one child. It is modal: Escape
/// or a click outside it closes it.
@MainActor
public final class Popover: Container {
  /// An empty popover, pointing at nothing until a ``MenuButton`` takes it.
  public init() { super.init(gtk_popover_new(nil)) }

  /// Opens it, with GTK's transition.
  public func popup() { gtk_popover_popup(pointer(as: GtkPopover.self)) }
  /// Closes it.
  public func popdown() { gtk_popover_popdown(pointer(as: GtkPopover.self)) }

  /// "closed": Escape, a click outside or ``popdown()`` closed it.
  @discardableResult
  public func onClosed(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    connect("closed", .plain, handler)
  }
}
