// The app: a window titled Pickers holding a notebook, one tab per page.
import CGtk
import PickersUI

guard gtk_init_check(nil, nil) != 0 else {
  print("my-pickers: cannot open a display")
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
let dependent = DependentPage(window: window)
let custom = CustomPage()
let colour = ColourPage(window: window)
let pages: [(title: String, widget: Widget)] = [
  ("Date", date.widget), ("Single", single.widget), ("Double", double.widget),
  ("Dependent", dependent.widget), ("Custom", custom.widget), ("Colour", colour.widget),
]
for page in pages {
  notebook.appendPage(page.widget, tab: Label(page.title))
}

window.onDestroy { gtk_main_quit() }
window.showAll()
gtk_main()
