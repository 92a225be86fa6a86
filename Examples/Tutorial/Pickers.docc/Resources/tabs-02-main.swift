// The app: a window titled Pickers.
import CGtk
import PickersUI

guard gtk_init_check(nil, nil) != 0 else {
  print("my-pickers: cannot open a display")
  exit(1)
}
let window = Window()
window.title = "Pickers"
window.setDefaultSize(width: 560, height: 420)

window.onDestroy { gtk_main_quit() }
window.showAll()
gtk_main()
