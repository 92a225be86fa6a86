/// The data source of a set of picker wheels, as UIKit's `UIPickerViewDataSource`.
public protocol PickerDataSource: AnyObject {
  /// How many wheels (components) the picker shows.
  func numberOfComponents(in picker: any PickerView) -> Int
  /// How many rows the wheel `component` holds.
  func picker(_ picker: any PickerView, numberOfRowsInComponent component: Int) -> Int
}
