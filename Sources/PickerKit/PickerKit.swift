// PickerKit — the headless engine of iOS-style pickers: what any app's wheels need, with
// no GTK and no Foundation, so it builds and tests without a display.
//
// Design note: how the parts fit.
// - `PickerView` is the surface of a set of wheels (UIKit's `UIPickerView`): selection per
//   component, reloads, programmatic selection. `Picker` is the headless implementation
//   that tests drive; PickersUI's GTK wheels are the other one.
// - `PickerDataSource` / `PickerDelegate` mirror UIKit's protocols. A model is both, like a
//   UIKit view controller, and may describe its wheels as `Wheel` values (`WheelModel`
//   answers the protocols from them). `WheelMotion`, `WheelRows`, `WheelNotches` and
//   `TypeAhead` are how a wheel moves and is turned, as values and pure functions.
// - `Dates/`: `DatePickerModel` (UIKit's `UIDatePicker` as a model), the civil calendar and
//   the `DateLocale` that words it. `Alerts/`: an `Alert` is a value a model returns; the
//   view presents it. `Timing/` and `Randomness/` are what a model takes through `init`.
// - `Data/`: a small, fast property-list reader returning typed errors; `Assets/` checks
//   image and sound files before a decoder sees them. `Layout/`: named breakpoints.
// An app's own page models live in a target of its own, on PickerKit.
