import PickersUI

/// A tab's content, as each of the book's view controllers lays it out: the picker, and a
/// button under it that calls `pressed`. Enter on a wheel presses the button too.
@MainActor
func pageBox(
  _ picker: some WheelControl, button label: String, pressed: @escaping @MainActor () -> Void
) -> Box {
  let box = Box(.vertical, spacing: 12)
  box.borderWidth = 18
  box.packStart(picker.widget, expand: true, fill: true)
  let button = Button(label: label)
  button.halign = .center
  box.packStart(button)
  button.onClicked(pressed)
  // A handler lives as long as the wrapper that connected it: the box keeps the button's.
  box.keep(button)
  picker.onActivate = { button.click() }
  return box
}
