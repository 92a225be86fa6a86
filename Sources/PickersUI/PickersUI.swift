// PickersUI — PickerKit's picker protocols on GTK 3, and a thin Swift layer over GTK's C API.
//
// Design note: how the parts fit.
// - `PickerWidget` implements PickerKit's `PickerView`: one `WheelView` (a `GtkTreeView` in
//   fixed-height mode) per component, in a column-homogeneous `GtkGrid` for width shares.
//   Each wheel's tree selection is the truth of its selected row.
// - `GTK/` is the typed layer: a wrapper class per GTK type the app uses (`Button`,
//   `Window`, `TreeView`, …), `@MainActor`, each owning its object's reference and the
//   handlers connected through it; signals are methods with their real parameter types
//   (`button.onClicked { }`), each entering the main actor through a `SignalThunk`.
// - `Actions` and `GLibScheduler` hand Swift closures to GLib the same way.
// - `AlertPresenter`, `ImageStore`, `SoundPlayer` and `Log` present alerts, load images,
//   play sounds and log, and say what is missing instead of failing.
// - The text domain, log domain and layout policy are parameters (`TextDomain`, `Log`,
//   `LayoutPolicy`), with Pickers' values as defaults.
// It knows nothing of sandwiches or zip codes: any GTK app can depend on it.
