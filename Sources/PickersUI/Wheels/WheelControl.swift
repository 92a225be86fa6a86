/// What a control made of wheels offers the window around it: ``PickerWidget`` and
/// ``DatePicker`` both do.
@MainActor
public protocol WheelControl: AnyObject {
  /// The type of ``widget``.
  associatedtype Content: Widget
  /// The widget to pack in a window.
  var widget: Content { get }
  /// Called when a person activates a row (Enter, a double-click or a double-tap).
  var onActivate: (@MainActor () -> Void)? { get set }
  /// Called each time a row crosses the band while a person turns a wheel.
  var onTick: (@MainActor () -> Void)? { get set }
  /// Gives the keyboard focus to the first wheel a person can turn; returns whether one
  /// took it.
  @discardableResult func grabFocus() -> Bool
}

extension PickerWidget: WheelControl {}
extension DatePicker: WheelControl {}
