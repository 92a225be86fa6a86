// The app: a window titled Pickers holding a notebook, one tab per page.
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

// The book's tab bar controller: one tab per page, each empty for now.
let notebook = Notebook()
window.add(notebook)
for title in ["Date", "Single", "Double", "Dependent", "Custom"] {
  notebook.appendPage(Label(title), tab: Label(title))
}

window.onDestroy { MainLoop.quit() }
window.showAll()
MainLoop.run()
