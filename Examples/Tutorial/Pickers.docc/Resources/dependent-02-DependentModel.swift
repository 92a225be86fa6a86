import PickerKit
import PickersModels

/// The Dependent tab's model, the picker logic of the book's
/// `DependentComponentPickerViewController`: a wheel of states, and a wheel of the selected
/// state's zip codes that reloads when the state changes.
final class DependentModel: PickerDataSource, PickerDelegate {
  /// The book's `kStateComponent` and `kZipComponent`.
  static let stateComponent = 0
  static let zipComponent = 1
  /// The book's `stateZips` dictionary, read from `statedictionary.plist`.
  let stateZips: StateZips
  /// The book's `states`: the dictionary's keys, sorted.
  let states: [String]
  /// The book's `zips`: the zip codes of the selected state.
  var zips: [String]
  /// The wheels this model drives.
  let picker: any PickerView

  /// A model over `stateZips`, as the page reads them (a test can give it two states).
  init(stateZips: StateZips, picker: any PickerView = Picker()) {
    self.stateZips = stateZips
    states = stateZips.states
    zips = stateZips.zips(of: states.first ?? "")
    self.picker = picker
    picker.dataSource = self
    picker.delegate = self
    picker.reloadAllComponents()
  }

  // MARK: Picker data source methods

  func numberOfComponents(in picker: any PickerView) -> Int { 2 }

  func picker(_ picker: any PickerView, numberOfRowsInComponent component: Int) -> Int {
    component == Self.stateComponent ? states.count : zips.count
  }

  // MARK: Picker delegate methods

  func picker(_ picker: any PickerView, titleForRow row: Int, forComponent component: Int)
    -> String
  { component == Self.stateComponent ? states[row] : zips[row] }
}
