import PickerKit

/// The Dependent page: State and Zip code wheels; choosing a state reloads the zip wheel
/// with that state's zips and selects its first row.
public final class DependentPageModel: PickerOwningModel, SelectButtonModel {
  /// Index of the State wheel.
  public static let stateComponent = 0
  /// Index of the Zip code wheel.
  public static let zipComponent = 1

  /// State (two thirds of the width) and Zip code (one third).
  public private(set) var wheels: [Wheel]
  /// The wheels this model drives.
  public let picker: any PickerView
  /// The zip codes of every state.
  public let stateZips: StateZips
  private let translator: Translator

  /// A model over `stateZips` (from `statedictionary.plist`), shown by `picker` and worded
  /// by `translator` (state names stay in English); starts on the first state.
  public init(
    stateZips: StateZips, translator: Translator = .english, picker: any PickerView = Picker()
  ) {
    self.stateZips = stateZips
    self.translator = translator
    let first = stateZips.states.first.map(stateZips.zips(of:)) ?? []
    wheels = [
      Wheel(name: translator.trc("wheel", "State"), titles: stateZips.states, width: 2.0 / 3.0),
      Wheel(name: translator.trc("wheel", "Zip code"), titles: first, width: 1.0 / 3.0),
    ]
    self.picker = picker
    picker.attach(self)
  }

  /// The selected state.
  public var selectedState: String? { title(in: Self.stateComponent) }
  /// The selected zip code.
  public var selectedZip: String? { title(in: Self.zipComponent) }

  /// Reloads the zip wheel when a person picks a state.
  public func picker(_ picker: any PickerView, didSelectRow row: Int, inComponent component: Int) {
    guard component == Self.stateComponent, stateZips.states.indices.contains(row) else { return }
    wheels[Self.zipComponent].titles = stateZips.zips(of: stateZips.states[row])
    picker.reloadComponent(Self.zipComponent)
    picker.selectRow(0, inComponent: Self.zipComponent, animated: true)
  }

  /// What the Select button shows: "You selected zip code 35004." / "35004 is in Alabama".
  public func buttonPressed() -> Alert {
    guard let state = selectedState, let zip = selectedZip else {
      return Alert(
        title: translator.tr("No zip code selected"),
        message: translator.tr(
          "{state} has no zip codes.", ["state": selectedState ?? translator.tr("This state")]),
        buttonText: translator.tr("OK"))
    }
    return Alert(
      title: translator.tr("You selected zip code {zip}.", ["zip": zip]),
      message: translator.tr("{zip} is in {state}", ["zip": zip, "state": state]),
      buttonText: translator.tr("OK"))
  }
}
