/// How a ``DatePicker`` presents its wheels: UIKit's `UIDatePickerStyle`.
public enum DatePickerStyle: Sendable, Equatable {
  /// The wheels themselves, in the window (the default).
  case wheels
  /// A button showing the value in the locale's short words ("Nov 30, 2026 3:07 PM"); it
  /// opens the wheels in a popover, which Escape or a click outside closes. iOS's default
  /// style since iOS 14.
  case compact
}
