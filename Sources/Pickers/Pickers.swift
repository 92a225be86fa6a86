// Pickers — the app: the window "Pickers", its tabs (one per `PickerPage`), and the two seed windows.
//
// Design note: how the parts fit.
// - `Launcher` turns the command line into an exit status; `PickersApplication` owns the
//   `GtkApplication` and the `MainWindow`.
// - `MainWindow` builds its notebook in one loop over `PickerPage.allCases`; the tab → type
//   table is `PickerPage.pageType`. Each tab is a `LazyPage`, the one lazy-page mechanism:
//   the `PageFrame` (margins, the button, a problem notice) at once, the page itself when
//   the tab is first shown.
// - A page (`DatePage`, `SinglePage`, `DoublePage`, `DependentPage`, `CustomPage`) is
//   one small file: it holds its PickerKit model strongly, builds its widgets, and says
//   what its button does. The seed windows (`AnimalChooserWindow`, `MealPickerWindow`) are
//   built the same way inside a `SeedWindow`.
// - Keyboard shortcuts live in one table (`Shortcuts`): the accelerators and the Keyboard
//   Shortcuts window both come from it.
// GTK is called directly (CGtk) for this app's own layout; reusable pieces live in PickersUI.
