// PickersUI — a thin Swift layer over GTK 3 that knows nothing of sandwiches or zip codes.
//
// Design note: how the parts fit.
// - `GObjectCasts` and `Signals` are the glue: typed pointer casts, and signal handlers
//   whose Swift closures are boxed with `Unmanaged.passRetained` and released by GLib's
//   `GClosureNotify` when the handler or the object goes away (no leak, no use-after-free).
// - `GLibScheduler` implements PickerKit's `Scheduler` with `g_timeout_add_full`, since
//   GTK's main loop does not drain Dispatch or MainActor queues.
// - `WheelView` is one `GtkTreeView` wheel (one picker component); `PickerWidget` lays out
//   wheels side by side and implements PickerKit's `PickerView`, so page models drive it
//   through `PickerDataSource` / `PickerDelegate` exactly as they drive the headless one.
// - `AlertPresenter` shows a PickerKit `Alert` as a modal `GtkMessageDialog` without a
//   nested main loop; `ImageStore` loads row images through GdkPixbuf; `SoundPlayer` plays
//   sounds through GStreamer, initialised on first use.
// - `Gettext` gives `tr()` (xgettext keyword `tr`) for every string a person sees (domain "pickers").
