// The app: a window titled Meal Picker, empty for now.
import Glibc
import PickersUI

do {
  try MainLoop.start()
} catch {
  print("meal-picker: \(error)")
  exit(1)
}
let window = Window()
window.title = "Meal Picker"
window.setDefaultSize(width: 520, height: 420)

window.onDestroy { MainLoop.quit() }
window.showAll()
MainLoop.run()
