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

// The book's tab bar controller: one tab per page.
let notebook = Notebook()
window.add(notebook)

let date = DatePage(window: window)
let single = SinglePage(window: window)
let double = DoublePage(window: window)
// The pages not written yet are a label each.
let pages: [(title: String, widget: Widget)] = [
  ("Date", date.widget), ("Single", single.widget), ("Double", double.widget),
  ("Dependent", Label("Dependent")), ("Custom", Label("Custom")),
]
for page in pages {
  notebook.appendPage(page.widget, tab: Label(page.title))
}

window.onDestroy { MainLoop.quit() }
window.showAll()
MainLoop.run()
