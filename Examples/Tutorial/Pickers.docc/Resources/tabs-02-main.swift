// The app: a window titled Pickers.
import Glibc
import PickersUI

do {
  try MainLoop.start()
} catch {
  print("my-pickers: \(error)")
  exit(1)
}
let window = Window()
window.title = "Pickers"
window.setDefaultSize(width: 560, height: 420)

window.onDestroy { MainLoop.quit() }
window.showAll()
MainLoop.run()
