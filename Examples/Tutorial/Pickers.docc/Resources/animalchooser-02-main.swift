// The app's first window, the seed's "initial" scene: a label that tells what was chosen,
// and a button that opens the Animal Chooser.
import Glibc
import PickersUI

do {
  try MainLoop.start()
} catch {
  print("animal-chooser: \(error)")
  exit(1)
}
let window = Window()
window.title = "Animals"
window.setDefaultSize(width: 420, height: 240)
let box = Box(.vertical, spacing: 12)
box.borderWidth = 18
window.add(box)

/// The seed's `outputLabel`.
let outputLabel = Label("Nothing chosen yet")
box.packStart(outputLabel, expand: true, fill: true)
let button = Button(label: "Choose Animal")
box.packStart(button)

window.onDestroy { MainLoop.quit() }
window.showAll()
MainLoop.run()
