// PickerKit — the headless engine of Pickers.
//
// Design note: how the parts fit.
// - `PickerView` is the surface of a set of wheels (UIKit's `UIPickerView`): selection per
//   component, reloads, programmatic selection. `Picker` is the headless implementation
//   that tests drive; the GTK wheel view in PickersUI is the other one.
// - `PickerDataSource` / `PickerDelegate` mirror UIKit's protocols. Every page model is
//   both, like the book's view controllers, and describes its wheels as `Wheel` values;
//   `WheelModel` supplies the protocol methods from those values.
// - Page models (`Pages/`: `DatePageModel`, `SinglePageModel`, `DoublePageModel`,
//   `DependentPageModel`, `SlotMachineModel`, `AnimalChooserModel`, `MealPickerModel`) take
//   their data, clock, randomness and scheduler through `init`. A button press returns an
//   `Alert` value; the view only presents it.
// - `DataFiles` (`Data/`) loads the picker data from `data/` through a small, fast property-list
//   reader (`Data/`: `PropertyListReader`), returning a typed `DataFileError` for every bad file.
// This module imports no GTK and no Foundation: it builds and tests without a display.
