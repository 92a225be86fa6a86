// The app: a window titled Pickers holding a notebook, one tab per page.
import CGtk
import PickersUI

guard gtk_init_check(nil, nil) != 0 else {
  print("my-pickers: cannot open a display")
  exit(1)
}
let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
gtk_window_set_title(window.cast(), "Pickers")
gtk_window_set_default_size(window.cast(), 560, 420)

// The book's tab bar controller: one tab per page.
let notebook = gtk_notebook_new()!
gtk_container_add(window.cast(), notebook)

let date = DatePage(window: window)
let single = SinglePage(window: window)
let double = DoublePage(window: window)
let dependent = DependentPage(window: window)
let custom = CustomPage()
let colour = ColourPage(window: window)
let pages: [(title: String, widget: WidgetPointer)] = [
  ("Date", date.widget), ("Single", single.widget), ("Double", double.widget),
  ("Dependent", dependent.widget), ("Custom", custom.widget), ("Colour", colour.widget),
]
for page in pages {
  gtk_notebook_append_page(notebook.cast(), page.widget, gtk_label_new(page.title))
}

Signals.connect(window.object, "destroy") { gtk_main_quit() }
gtk_widget_show_all(window)
gtk_main()
