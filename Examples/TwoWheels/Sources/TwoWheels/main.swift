// TwoWheels: a window with a coffee picker of two wheels, Size and Drink, and an Order
// button that shows an alert naming both. Everything picker-shaped comes from PickerKit
// (the model) and PickersUI (the GTK wheels, the typed widgets and signals, alerts). It
// has its own gettext domain, "two-wheels", and its own log domain.
import CGtk
import PickerKit
import PickersUI

/// The data source and delegate of the wheels, as a UIKit view controller would be. A
/// `WheelModel` describes its wheels as data; PickerKit answers the protocol from them.
@MainActor
final class CoffeeModel: @MainActor WheelModel {
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

  /// What the Order button shows.
  func order() -> Alert {
    let size = wheels[0].titles[picker.selectedRow(inComponent: 0)]
    let drink = wheels[1].titles[picker.selectedRow(inComponent: 1)]
    return Alert(
      title: translator.tr("Thank you!"),
      message: translator.tr("One {size} {drink}.", ["size": size, "drink": drink]),
      buttonText: translator.tr("OK"))
  }
}

// The app's own catalogue (two-wheels.mo under /usr/share/locale) and log domain; PickersUI
// translates its own few texts (a wheel's default name) through the domain it is told.
TextDomain.bind("two-wheels", localeDirectory: "/usr/share/locale")
let translator = Translator.gettext(domain: "two-wheels")
TextDomain.pickersUI = "two-wheels"
Log.domain = "two-wheels"

guard gtk_init_check(nil, nil) != 0 else {
  print("two-wheels: cannot open a display")
  exit(1)
}
let window = Window()
window.title = translator.tr("Two Wheels")
window.setDefaultSize(width: 420, height: 320)
let box = Box(GTK_ORIENTATION_VERTICAL, spacing: 12)
box.borderWidth = 18
window.add(box)

let picker = PickerWidget(style: .wheels(visibleRows: 5))
let model = CoffeeModel(picker: picker, translator: translator)
box.packStart(picker.widget, expand: true, fill: true)

let button = Button(label: translator.tr("Order"))
box.packStart(button)
button.onClicked { AlertPresenter.present(model.order(), over: window) }
picker.onActivate = { button.click() }  // Enter on a wheel orders
window.onDestroy { gtk_main_quit() }

window.showAll()
gtk_main()
