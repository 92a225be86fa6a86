import CGtk
import PickerKit

// The compact style: a button showing the value, whose popover holds the wheels.
extension DatePicker {
  /// The width of the wheels in the compact style's popover: a 360 px window holds it
  /// with its border and shadow.
  static let compactWidth = 280

  /// Puts the wheels where the style says: in ``widget``, or in the compact style's popover
  /// behind a button in ``widget``.
  func present() {
    if let parent = gtk_widget_get_parent(picker.widget.pointer) {
      gtk_container_remove(
        UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GtkContainer.self),
        picker.widget.pointer)
    }
    compact?.button.destroy()
    compact = nil
    switch preferredDatePickerStyle {
    case .wheels:
      gtk_widget_set_size_request(picker.widget.pointer, -1, -1)
      widget.packStart(picker.widget, expand: true, fill: true)
    case .compact:
      let popover = Popover()
      popover.borderWidth = 6
      // Room for the wheels, and within a 360 px phone's window.
      gtk_widget_set_size_request(picker.widget.pointer, gint(Self.compactWidth), -1)
      popover.add(picker.widget)
      let button = MenuButton(popover: popover)
      button.halign = .start
      widget.packStart(button)
      button.accessibleDescription = accessibilityLabel
      compact = (button, popover)
      showValue()
    }
    widget.showAll()
  }

  /// Shows the value on the compact style's button (its text and accessible name): the
  /// date, time or both in the locale's short words, or the countdown's length.
  func showValue() {
    guard let button = compact?.button else { return }
    let date = model.date
    let time = texts.time(hour: date.hour, minute: date.minute)
    switch mode {
    case .dateAndTime: button.label = "\(texts.shortDate(date)) \(time)"
    case .date: button.label = texts.shortDate(date)
    case .yearAndMonth: button.label = texts.monthAndYear(date)
    case .time: button.label = time
    case .countDownTimer: button.label = texts.duration(countDownDuration)
    }
  }
}
