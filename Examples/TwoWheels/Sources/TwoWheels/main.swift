// TwoWheels: a window with a coffee picker of two wheels, Size and Drink, and an Order
// button that shows an alert naming both. Everything picker-shaped comes from PickerKit
// (the model) and PickersUI (the GTK wheels, signals and alerts); the window is plain GTK.
import CGtk
import PickerKit
import PickersUI

/// The data source and delegate of the wheels, as a UIKit view controller would be. A
/// `WheelModel` describes its wheels as data; PickerKit answers the protocol from them.
final class CoffeeModel: WheelModel {
  let wheels = [
    Wheel(name: "Size", titles: ["Small", "Medium", "Large"], width: 0.4),
    Wheel(name: "Drink", titles: ["Espresso", "Latte", "Flat white", "Mocha"], width: 0.6),
  ]
  let picker: any PickerView

  init(picker: any PickerView) {
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
    return Alert(title: "Thank you!", message: "One \(size) \(drink).", buttonText: "OK")
  }
}

guard gtk_init_check(nil, nil) != 0 else {
  print("two-wheels: cannot open a display")
  exit(1)
}
let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
gtk_window_set_title(window.cast(), "Two Wheels")
gtk_window_set_default_size(window.cast(), 420, 320)
let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
gtk_container_set_border_width(box.cast(), 18)
gtk_container_add(window.cast(), box)

let picker = PickerWidget(style: .wheels(visibleRows: 5))
let model = CoffeeModel(picker: picker)
gtk_box_pack_start(box.cast(), picker.widget, 1, 1, 0)

let button = gtk_button_new_with_label("Order")!
gtk_box_pack_start(box.cast(), button, 0, 0, 0)
Signals.connect(button.object, "clicked") { AlertPresenter.present(model.order(), over: window) }
picker.onActivate = { gtk_button_clicked(button.cast()) }  // Enter on a wheel orders
Signals.connect(window.object, "destroy") { gtk_main_quit() }

gtk_widget_show_all(window)
gtk_main()
