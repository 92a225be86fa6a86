// PickersUI — PickerKit's picker protocols on GTK 3, a date picker, and a thin Swift layer
// over GTK's C API, with Swift concurrency on GTK's main loop.
//
// Design note: how the parts fit, one folder per concern.
// - `Wheels/`: `PickerWidget` implements PickerKit's `PickerView`: one `WheelView` (a
//   `GtkTreeView` in fixed-height mode) per component, in a column-homogeneous `GtkGrid`
//   for width shares, centred in its height. Each wheel's tree selection is the truth of
//   its selected row. `Dates/`: `DatePicker` is a `PickerWidget` over PickerKit's
//   `DatePickerModel`, worded by `SystemDateLocale`.
// - `GTK/` is the typed layer: a wrapper class per GTK type (`Button`, `Window`, …),
//   `@MainActor`, each owning its object's reference and the handlers connected through
//   it; signals are methods with their real parameter types (`button.onClicked { }`),
//   each entering the main actor through a `SignalThunk`; GTK's enums are Swift enums.
//   `MainLoop` starts GTK and attaches the GLib source that runs Swift's main actor
//   (libdispatch's main queue) on its loop.
// - `Alerts/`, `Images/`, `Sound/`, `Layout/`, `Text/`: presenting alerts, loading images,
//   playing sounds, adapting to the window's size and colour scheme, gettext and logging;
//   each says what is missing instead of failing.
// - The text domain and log domain are the app's (its default gettext domain, its
//   program name) unless it sets others.
// It knows nothing of any app's pages or data: any GTK app can depend on it.
