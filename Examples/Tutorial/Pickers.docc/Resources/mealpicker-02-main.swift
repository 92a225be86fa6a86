// The app: a window titled Meal Picker, empty for now.
import CGtk
import PickersUI

guard gtk_init_check(nil, nil) != 0 else {
  print("meal-picker: cannot open a display")
  exit(1)
}
let window = Window()
window.title = "Meal Picker"
window.setDefaultSize(width: 520, height: 420)

window.onDestroy { gtk_main_quit() }
window.showAll()
gtk_main()
