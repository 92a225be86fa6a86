import CGtk
import PickerKit

/// Follows a window's size across the breakpoints of a `LayoutPolicy` (PickerKit's
/// `WindowLayout`): the window gets the CSS classes `narrow` and `short` while its layout
/// is, and each observer hears every change, so one window adapts from the desktop to a
/// 360 px phone on one code path.
///
/// The size is read on every `size-allocate` of the window: its own size, header bar
/// included, without frame or shadow. A change is never applied there: GTK is in the middle
/// of laying the window out, and a new tab position, label or class would queue another
/// layout from inside this one. It is applied from an idle callback, once per change, and
/// the policy's hysteresis keeps a change that alters the window's least size from swinging
/// it back.
@MainActor
public final class AdaptiveLayout {
  /// The CSS class a window has while it is narrow.
  public static let narrowClass = "narrow"
  /// The CSS class a window has while it is short.
  public static let shortClass = "short"

  /// The breakpoints followed.
  public let policy: LayoutPolicy
  /// The layout applied now.
  public private(set) var layout: WindowLayout
  private unowned let window: Window
  private var observers: [@MainActor (WindowLayout) -> Void] = []
  /// The layout an idle callback is about to apply, if any.
  private var pending: WindowLayout?
  private var connection: SignalConnection?

  /// Follows `window` on every allocation under `policy`, and puts `content` in it inside
  /// a `FloorBox` that never asks for more than the policy's least size (header bar
  /// included; set the title bar first), so the window can always be made that small.
  /// Under Wayland GTK clamps every size a compositor asks to the window's least size as
  /// it stands: without the floor a wide layout's least width kept a window asked for
  /// 360 px at 408. ``prepare()`` lays the window out before it is shown.
  public init(window: Window, content: Widget, policy: LayoutPolicy = .phone) {
    self.window = window
    self.policy = policy
    layout = .wide
    let floor = FloorBox(
      width: policy.leastSize.width,
      height: max(policy.leastSize.height - window.titlebarHeight, 0))
    floor.add(content)
    floor.show()
    window.add(floor)
    connection = window.onSizeAllocate { [weak self] _ in self?.allocated() }
  }

  deinit { onMainActor(self) { layout in layout.connection?.disconnect() } }

  /// Lays the window out for the size it opens at, its default size (and its header bar's
  /// natural height), at once: call it after setting the default size and before showing
  /// the window, so a saved 360 × 720 opens narrow. GTK fixes a window's first size from
  /// its least size as it realizes it, and the wide layout's least width is 385 px.
  public func prepare() {
    let size = window.defaultSize
    guard size.width > 0, size.height > 0 else { return }
    pending = WindowLayout.at(
      width: size.width, height: size.height + window.titlebarHeight, current: layout,
      policy: policy)
    applyPending()
  }

  /// Calls `observer` with the layout now, and again after each change.
  public func observe(_ observer: @escaping @MainActor (WindowLayout) -> Void) {
    observers.append(observer)
    observer(layout)
  }

  /// A window's own size: GTK's size (without frame, shadow and header bar) and the
  /// header bar's height.
  public static func ownSize(of window: Window) -> (width: Int, height: Int) {
    let size = window.size
    return (size.width, size.height + window.titlebarHeight)
  }

  private func allocated() {
    let size = Self.ownSize(of: window)
    let next = WindowLayout.at(
      width: size.width, height: size.height, current: pending ?? layout, policy: policy)
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
    window.setStyleClass(Self.narrowClass, layout.isNarrow)
    window.setStyleClass(Self.shortClass, layout.isShort)
    for observer in observers { observer(next) }
  }
}
