import CGtk
import CPickersWidgets

/// A `GtkWindow`.
@MainActor
open class Window: Container {
  /// A new top-level window.
  public convenience init() { self.init(gtk_window_new(GTK_WINDOW_TOPLEVEL)) }

  private var window: UnsafeMutablePointer<GtkWindow> { pointer(as: GtkWindow.self) }

  /// The title, as window lists and screen readers read it.
  public var title: String? {
    get { gtk_window_get_title(window).map { String(cString: $0) } }
    set { gtk_window_set_title(window, newValue) }
  }
  /// The widget shown as the title bar.
  public func setTitlebar(_ bar: Widget) { gtk_window_set_titlebar(window, bar.pointer) }
  /// The title bar's height, or 0 without one or while it is hidden: its natural height
  /// before it is allocated, else its allocated height.
  public var titlebarHeight: Int {
    guard let bar = gtk_window_get_titlebar(window), gtk_widget_get_visible(bar) != 0 else {
      return 0
    }
    let allocated = gtk_widget_get_allocated_height(bar)
    if allocated > 1 { return Int(allocated) }
    var natural: gint = 0
    gtk_widget_get_preferred_height(bar, nil, &natural)
    return Int(natural)
  }
  /// The window's icon, by name from the icon theme, for window lists that take it from the
  /// window (X11's `_NET_WM_ICON`). GTK 3 loads every size the theme lists for the name, a
  /// scalable icon at 48 px: ship a 48 px PNG beside an SVG, or each start draws the SVG.
  /// Under Wayland nothing is set: the compositor takes the icon from the `.desktop` file
  /// the app id names, and GTK would load the icons only to drop them.
  public func setIconName(_ name: String) {
    if let display = gdk_display_get_default(), pickers_display_is_wayland(display) != 0 {
      return
    }
    gtk_window_set_icon_name(window, name)
  }
  /// Sets the size the window opens at (-1: natural).
  public func setDefaultSize(width: Int, height: Int) {
    gtk_window_set_default_size(window, gint(width), gint(height))
  }
  /// The size the window opens at.
  public var defaultSize: (width: Int, height: Int) {
    var width: gint = 0
    var height: gint = 0
    gtk_window_get_default_size(window, &width, &height)
    return (Int(width), Int(height))
  }
  /// The window's size as GTK counts it (without frame, shadow and client-side title bar).
  public var size: (width: Int, height: Int) {
    var width: gint = 0
    var height: gint = 0
    gtk_window_get_size(window, &width, &height)
    return (Int(width), Int(height))
  }
  /// Asks for a new size (GTK's size, as `size`); a compositor may give another (sway
  /// keeps a floating window at least 75 x 50).
  public func resize(width: Int, height: Int) {
    gtk_window_resize(window, gint(width), gint(height))
  }
  /// Whether the window is kept above `parent` and centred on it.
  public func setTransient(for parent: Window?) {
    gtk_window_set_transient_for(window, parent?.pointer(as: GtkWindow.self))
  }
  /// Whether the window blocks input to the others of its application.
  public var isModal: Bool {
    get { gtk_window_get_modal(window) != 0 }
    set { gtk_window_set_modal(window, newValue ? 1 : 0) }
  }
  /// Whether the person may resize it.
  public var isResizable: Bool {
    get { gtk_window_get_resizable(window) != 0 }
    set { gtk_window_set_resizable(window, newValue ? 1 : 0) }
  }
  /// Whether the window is destroyed with the window it is transient for.
  public var destroysWithParent: Bool {
    get { gtk_window_get_destroy_with_parent(window) != 0 }
    set { gtk_window_set_destroy_with_parent(window, newValue ? 1 : 0) }
  }
  /// The application the window belongs to.
  package var application: UnsafeMutablePointer<GtkApplication>? {
    get { gtk_window_get_application(window) }
    set { gtk_window_set_application(window, newValue) }
  }
  /// Whether the window is maximized.
  public var isMaximized: Bool { gtk_window_is_maximized(window) != 0 }
  /// Maximizes the window.
  public func maximize() { gtk_window_maximize(window) }
  /// Shows the window and raises it to the person.
  public func present() { gtk_window_present(window) }
  /// Closes the window as its close button does (a "delete-event" first).
  public func close() { gtk_window_close(window) }

  /// A `GtkWindow` GTK made (a builder's, a dialog's), wrapped.
  package static func wrapping(_ pointer: UnsafeMutableRawPointer) -> Window {
    Window(pointer.assumingMemoryBound(to: GtkWidget.self))
  }
}

/// A `GtkDialog`: a window with a row of response buttons.
@MainActor
open class Dialog: Window {
  /// An empty dialog.
  public convenience init() { self.init(gtk_dialog_new()) }

  /// The box above the buttons, for the dialog's content.
  public var contentArea: Box {
    Box(wrapping: gtk_dialog_get_content_area(pointer(as: GtkDialog.self)))
  }
  /// Answers `response`, as its button does.
  public func respond(_ response: Response) {
    gtk_dialog_response(pointer(as: GtkDialog.self), response.rawValue)
  }

  /// Adds a button reading `text` that answers `response`.
  public func addButton(_ text: String, response: Response) {
    gtk_dialog_add_button(pointer(as: GtkDialog.self), text, response.rawValue)
  }
  /// The response Enter gives.
  public func setDefaultResponse(_ response: Response) {
    gtk_dialog_set_default_response(pointer(as: GtkDialog.self), response.rawValue)
  }

  /// "response": a button answered, or the dialog was closed (``Response/deleteEvent``).
  @discardableResult
  public func onResponse(_ handler: @escaping @MainActor (Response) -> Void)
    -> SignalConnection
  {
    connect("response", .int) { handler(Response(rawValue: $0)) }
  }

  /// A dialog's answer: one of GTK's (`GtkResponseType`), or a number of the app's own,
  /// 0 or more.
  public struct Response: RawRepresentable, Hashable, Sendable {
    /// GTK's number for it.
    public let rawValue: Int32
    /// The answer numbered `rawValue`.
    public init(rawValue: Int32) { self.rawValue = rawValue }
    private init(_ gtk: GtkResponseType) { rawValue = gtk.rawValue }

    /// The dialog was closed by its window's close button or Escape.
    public static let deleteEvent = Response(GTK_RESPONSE_DELETE_EVENT)
    /// OK.
    public static let ok = Response(GTK_RESPONSE_OK)
    /// Cancel.
    public static let cancel = Response(GTK_RESPONSE_CANCEL)
    /// Close.
    public static let close = Response(GTK_RESPONSE_CLOSE)
    /// Yes.
    public static let yes = Response(GTK_RESPONSE_YES)
    /// No.
    public static let no = Response(GTK_RESPONSE_NO)
    /// Accept.
    public static let accept = Response(GTK_RESPONSE_ACCEPT)
    /// Reject.
    public static let reject = Response(GTK_RESPONSE_REJECT)
    /// Apply.
    public static let apply = Response(GTK_RESPONSE_APPLY)
    /// Help.
    public static let help = Response(GTK_RESPONSE_HELP)
  }
}

/// A `GtkHeaderBar`: GNOME's title bar.
@MainActor
public final class HeaderBar: Container {
  /// A header bar titled `title`, with a close button when `showsCloseButton`.
  public init(title: String?, showsCloseButton: Bool) {
    super.init(gtk_header_bar_new())
    gtk_header_bar_set_title(pointer(as: GtkHeaderBar.self), title)
    gtk_header_bar_set_show_close_button(pointer(as: GtkHeaderBar.self), showsCloseButton ? 1 : 0)
  }

  /// Packs `child` at the bar's end (its right in a left-to-right language).
  public func packEnd(_ child: Widget) {
    gtk_header_bar_pack_end(pointer(as: GtkHeaderBar.self), child.pointer)
  }
}

extension Dialog {
  /// Shows the dialog, which keeps itself (and its wrapper) until it answers: then
  /// `handler` runs with the response (the dialog's content still there, to take back what
  /// should outlive it) and the dialog is destroyed.
  public func showUntilResponse(_ handler: @escaping @MainActor (Response) -> Void) {
    var connection: SignalConnection?
    // The handler holds the wrapper strongly while the dialog is up; disconnecting it
    // lets both go.
    connection = onResponse { response in
      handler(response)
      connection?.disconnect()
      self.destroy()
    }
    show()
  }
}
