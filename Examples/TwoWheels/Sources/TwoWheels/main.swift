// TwoWheels: a coffee order from two wheels, Size and Drink, a pick-up time from a compact
// DatePicker and a reminder from a countdown, with an Order button that shows an alert
// naming them. The order is then
// prepared for two seconds by a main-actor task: a status line says "Preparing…" and then
// "Ready". Everything picker-shaped comes from PickerKit (the model) and PickersUI (GTK's
// wheels, the date picker, widgets, alerts and its main loop): no C module is imported.
// Its texts are in its own gettext domain, "two-wheels"; its log lines are in its program
// name's domain, "TwoWheels".
import Glibc
import PickerKit
import PickersUI

/// The wheels' data source and delegate, in the style of PickerKit's "Writing a model": a
/// plain class that uses only PickerKit, so it can be tested without a display on a
/// headless `Picker()`. A `WheelModel` describes its wheels as data; PickerKit answers the
/// picker protocols from them. (The window, below, is the page: top-level code runs on the
/// main actor.)
final class CoffeeModel: PickerOwningModel {
  let translator: Translator
  let wheels: [Wheel]
  let picker: any PickerView

  init(picker: any PickerView, translator: Translator) {
    self.translator = translator
    wheels = [
      Wheel(
        name: translator.tr("Size"), titles: ["Small", "Medium", "Large"].map(translator.tr),
        width: 0.4),
      Wheel(
        name: translator.tr("Drink"),
        titles: ["Espresso", "Latte", "Flat white", "Mocha"].map(translator.tr), width: 0.6),
    ]
    self.picker = picker
    picker.attach(self)  // data source and delegate, then the first load
  }

  /// The delegate hears every selection a person makes.
  func picker(_ picker: any PickerView, didSelectRow row: Int, inComponent component: Int) {
    print("\(wheels[component].name): \(wheels[component].titles[row])")
  }

  /// What the Order button shows, for a pick-up at `time` ("3:05 PM") with a reminder
  /// `before` it ("10 min").
  func order(at time: String, remindingBefore before: String) -> Alert {
    let size = title(in: 0) ?? ""
    let drink = title(in: 1) ?? ""
    return Alert(
      title: translator.tr("Thank you!"),
      message: translator.tr(
        "One {size} {drink} at {time}. We will remind you {before} before.",
        ["size": size, "drink": drink, "time": time, "before": before]),
      buttonText: translator.tr("OK"))
  }
}

// The app's own catalogue (two-wheels.mo under /usr/share/locale), which PickersUI's few
// texts ("Today") are looked up in too.
TextDomain.bind("two-wheels", localeDirectory: "/usr/share/locale")
let translator = Translator.gettext()

do {
  try MainLoop.start()
} catch {
  print("two-wheels: \(error)")
  exit(1)
}
let window = Window()
window.title = translator.tr("Two Wheels")
window.setDefaultSize(width: 460, height: 560)
let box = Box(.vertical, spacing: 12)
box.borderWidth = 18
window.add(box)

let picker = PickerWidget(style: .wheels(visibleRows: 5))
let model = CoffeeModel(picker: picker, translator: translator)
box.packStart(picker.widget, expand: true, fill: true)

// The pick-up time: a time on the quarter hour, from now on (the hours and minutes before
// it are dimmed), on a button that opens its wheels, as iOS's compact date pickers do.
let pickUp = DatePicker(mode: .time, minuteInterval: 15, translator: translator)
pickUp.minimumDate = pickUp.date
pickUp.preferredDatePickerStyle = .compact
pickUp.accessibilityLabel = translator.tr("Pick-up time")
pickUp.onValueChanged = { picker in  // each change a person makes, the popover open
  Log.message("pick-up: \(picker.texts.time(hour: picker.date.hour, minute: picker.date.minute))")
}
let pickUpRow = Box(.horizontal, spacing: 12)
pickUpRow.packStart(Label(translator.tr("Pick-up")))
pickUpRow.packStart(pickUp.widget)
box.packStart(pickUpRow)

// How long before the pick-up to be reminded: a countdown in five-minute steps, its units
// beside the band ("10 min").
box.packStart(Label(translator.tr("Remind me before pick-up")))
let reminder = DatePicker(mode: .countDownTimer, minuteInterval: 5, translator: translator)
reminder.countDownDuration = 10 * 60
box.packStart(reminder.widget, expand: true, fill: true)

let status = Label("")
box.packStart(status)
let button = Button(label: translator.tr("Order"))
box.packStart(button)
button.onClicked {
  let time = pickUp.texts.time(hour: pickUp.date.hour, minute: pickUp.date.minute)
  let before = reminder.texts.duration(reminder.countDownDuration)
  let order = model.order(at: time, remindingBefore: before)
  Log.message("order: \(order.message)")  // "TwoWheels-Message: 15:05:01.250: order: One …"
  AlertPresenter.present(order, over: window)
  status.text = translator.tr("Preparing…")
  button.isSensitive = false
  // A main-actor task on GTK's loop: it sleeps without blocking the window.
  Task { @MainActor in
    try await Task.sleep(for: .seconds(2))
    status.text = translator.tr("Ready")
    button.isSensitive = true
  }
}
picker.onActivate = { button.click() }  // Enter on a wheel orders
window.onDestroy { MainLoop.quit() }

window.showAll()
MainLoop.run()
