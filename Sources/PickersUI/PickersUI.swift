// PickersUI — PickerKit's picker protocols on GTK 3, and a thin Swift layer over GTK's C API.
//
// Design note: how the parts fit.
// - `PickerWidget` implements PickerKit's `PickerView`: one `WheelView` (a `GtkTreeView` in
//   fixed-height mode) per component, in a column-homogeneous `GtkGrid` for width shares.
//   Each wheel's tree selection is the truth of its selected row.
// - `Signals`, `Actions` and `GLibScheduler` hand Swift closures to GLib boxed at +1 and
//   released by GLib's notify, with thunks whose C signatures match their signals.
// - `AlertPresenter`, `ImageStore`, `SoundPlayer` and `Log` present alerts, load images,
//   play sounds and log, and say what is missing instead of failing.
// - Strings go to C through `withCString` (`CStrings.swift` says why), not Swift's
//   implicit conversion, which copies each one.
// It knows nothing of sandwiches or zip codes: any GTK app can depend on it.
