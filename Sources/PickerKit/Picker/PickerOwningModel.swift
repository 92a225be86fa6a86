/// A wheel model that owns the picker it drives, as a UIKit view controller owns its
/// picker outlet.
public protocol PickerOwningModel: WheelModel {
  /// The wheels this model drives.
  var picker: any PickerView { get }
}

extension PickerOwningModel {
  /// The title of the selected row of wheel `component`, or `nil` if it is empty.
  public func title(in component: Int) -> String? {
    let row = picker.selectedRow(inComponent: component)
    guard wheels.indices.contains(component), wheels[component].titles.indices.contains(row)
    else { return nil }
    return wheels[component].titles[row]
  }
}
