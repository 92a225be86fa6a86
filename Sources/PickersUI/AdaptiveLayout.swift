import CGtk
import PickerKit

/// Follows a window's size across PickerKit's `WindowLayout` breakpoints: the window gets
/// the CSS classes `narrow` and `short` while its layout is, and each observer hears every
/// change, so one window adapts from the desktop to a 360 px phone on one code path.
///
/// The size is read on every `size-allocate` of the window: its own size, header bar
/// included, without frame or shadow. A change is never applied there: GTK is in the middle
/// of laying the window out, and a new tab position, label or class would queue another
/// layout from inside this one. It is applied from an idle callback, once per change, and
/// `WindowLayout`'s hysteresis keeps a change that alters the window's least size from
/// swinging it back.
public final class AdaptiveLayout {
  /// The CSS class a window has while it is narrow.
  public static let narrowClass = "narrow"
  /// The CSS class a window has while it is short.
  public static let shortClass = "short"

  /// The least size every window reaches in its compact layouts, header bar included: a
  /// phone's 360 × 320 (the end-to-end tests hold every window to it).
  public static let compactLeast = (width: 360, height: 320)

  /// Adds `content` to `window` (whose title bar is set already) inside a box that never
  /// asks for more than ``compactLeast``, so a window is always allowed a phone's size.
  /// Under Wayland GTK clamps every size the compositor asks to the window's least size as
  /// it stands, and a wide layout's least (408 px on the Date page, 518 on Custom) kept a
  /// window asked once for 360 px at 408, narrow but too wide for the screen. In the box
  /// the window takes the size asked, the content keeps its own least size for the one
  /// frame until the layout follows (clipped at the window's edge), and X11 takes the
  /// same path.
  public static func install(_ content: WidgetPointer, in window: WidgetPointer) {
    var bar: gint = 0
    if let titlebar = gtk_window_get_titlebar(window.cast()) {
      gtk_widget_get_preferred_height(titlebar, nil, &bar)
    }
    let box = pickers_floor_box_new(
      gint(compactLeast.width), max(gint(compactLeast.height) - bar, 0))!
    gtk_container_add(box.cast(), content)
    gtk_widget_show(box)
    gtk_container_add(window.cast(), box)
  }

  /// The layout applied now.
  public private(set) var layout: WindowLayout
  private let window: WidgetPointer
  private var observers: [(WindowLayout) -> Void] = []
  /// The layout an idle callback is about to apply, if any.
  private var pending: WindowLayout?

  /// Follows `window` on every allocation; ``prepare()`` lays it out before it is shown.
  public init(window: WidgetPointer) {
    self.window = window
    layout = .wide
    Signals.connectPointer(window.object, "size-allocate") { [weak self] _ in
      self?.allocated()
    }
  }

  /// Lays the window out for the size it opens at, its default size (and its header bar's
  /// natural height), at once: call it after setting the default size and before showing
  /// the window, so a saved 360 × 720 opens narrow. It must come before `gtk_widget_show`:
  /// GTK fixes a window's first size from its least size as it realizes it, and the wide
  /// layout's least width is 385 px.
  public func prepare() {
    var width: gint = 0
    var height: gint = 0
    gtk_window_get_default_size(window.cast(), &width, &height)
    guard width > 0, height > 0 else { return }
    var bar: gint = 0
    if let titlebar = gtk_window_get_titlebar(window.cast()),
      gtk_widget_get_visible(titlebar) != 0
    {
      gtk_widget_get_preferred_height(titlebar, nil, &bar)
    }
    pending = WindowLayout.at(width: Int(width), height: Int(height + bar), current: layout)
    applyPending()
  }

  /// Calls `observer` with the layout now, and again after each change.
  public func observe(_ observer: @escaping (WindowLayout) -> Void) {
    observers.append(observer)
    observer(layout)
  }

  /// The window's own size: GTK's size (without frame, shadow and header bar) and the
  /// header bar's height.
  public static func ownSize(of window: WidgetPointer) -> (width: Int, height: Int) {
    var width: gint = 0
    var height: gint = 0
    gtk_window_get_size(window.cast(), &width, &height)
    var bar: gint = 0
    if let titlebar = gtk_window_get_titlebar(window.cast()),
      gtk_widget_get_visible(titlebar) != 0
    {
      bar = gtk_widget_get_allocated_height(titlebar)
    }
    return (Int(width), Int(height + max(bar, 0)))
  }

  private func allocated() {
    let size = Self.ownSize(of: window)
    let next = WindowLayout.at(width: size.width, height: size.height, current: pending ?? layout)
    guard next != (pending ?? layout) else { return }
    let scheduled = pending != nil
    pending = next
    guard !scheduled else { return }
    GLibScheduler.idle { [weak self] in self?.applyPending() }
  }

  private func applyPending() {
    guard let next = pending else { return }
    pending = nil
    guard next != layout else { return }
    layout = next
    applyClasses()
    for observer in observers { observer(next) }
  }

  private func applyClasses() {
    window.setStyleClass(Self.narrowClass, layout.isNarrow)
    window.setStyleClass(Self.shortClass, layout.isShort)
  }
}
