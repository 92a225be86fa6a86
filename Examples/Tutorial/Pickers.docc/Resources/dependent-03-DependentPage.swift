import PickerKit
import PickersModels
import PickersUI

/// The Dependent tab, the book's `DependentComponentPickerViewController`: a wheel of
/// states, and a wheel of the selected state's zip codes that reloads when the state
/// changes.
@MainActor
final class DependentPage: @MainActor PickerDataSource, @MainActor PickerDelegate {
  /// The book's `kStateComponent` and `kZipComponent`.
  static let stateComponent = 0
  static let zipComponent = 1
  let picker = PickerWidget()
  let window: Window
  /// The book's `stateZips` dictionary, read from `statedictionary.plist`.
  let stateZips: StateZips
  /// The book's `states`: the dictionary's keys, sorted.
  let states: [String]
  /// The book's `zips`: the zip codes of the selected state.
  var zips: [String]
  /// Why the data could not be read, if it could not.
  let problem: String?

  init(window: Window) {
    self.window = window
    // The book reads `statedictionary.plist` from its bundle; here it is in the clone's
    // data folder, read by PickerKit with typed errors for a missing or broken file.
    let data = DataFiles(directory: pickersFolder("data"))
    do {
      stateZips = try data.stateZips()
      problem = nil
    } catch {
      stateZips = StateZips([:])
      problem = error.description
    }
    states = stateZips.states
    zips = stateZips.zips(of: states.first ?? "")
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

  /// When a person turns the state wheel, the zip wheel shows that state's zip codes from
  /// its first row: the heart of the dependent picker.
  func picker(_ picker: any PickerView, didSelectRow row: Int, inComponent component: Int) {
    guard component == Self.stateComponent else { return }
    zips = stateZips.zips(of: states[row])
    picker.reloadComponent(Self.zipComponent)
    picker.selectRow(0, inComponent: Self.zipComponent, animated: true)
  }
}
