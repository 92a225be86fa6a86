/// A page model that describes its wheels as `Wheel` values.
///
/// Conforming gives the `PickerDataSource` and `PickerDelegate` methods for free, so a
/// model only keeps `wheels` current and reacts to selections.
public protocol WheelModel: PickerDataSource, PickerDelegate {
  /// The wheels, left to right.
  var wheels: [Wheel] { get }
}

extension WheelModel {
  /// The number of wheels.
  public func numberOfComponents(in picker: any PickerView) -> Int { wheels.count }

  /// The rows of a wheel.
  public func picker(_ picker: any PickerView, numberOfRowsInComponent component: Int) -> Int {
    wheels.indices.contains(component) ? wheels[component].titles.count : 0
  }

  /// The title of a row, or "" out of range.
  public func picker(_ picker: any PickerView, titleForRow row: Int, forComponent component: Int)
    -> String
  {
    guard wheels.indices.contains(component), wheels[component].titles.indices.contains(row)
    else { return "" }
    return wheels[component].titles[row]
  }

  /// The image of a row, for image wheels.
  public func picker(_ picker: any PickerView, imageForRow row: Int, forComponent component: Int)
    -> String?
  {
    guard wheels.indices.contains(component), let images = wheels[component].images,
      images.indices.contains(row)
    else { return nil }
    return images[row]
  }

  /// The width share of a wheel.
  public func picker(_ picker: any PickerView, widthForComponent component: Int) -> Double? {
    wheels.indices.contains(component) ? wheels[component].width : nil
  }

  /// The row height of a wheel.
  public func picker(_ picker: any PickerView, rowHeightForComponent component: Int) -> Double? {
    wheels.indices.contains(component) ? wheels[component].rowHeight : nil
  }

  /// The accessible name of a wheel.
  public func picker(_ picker: any PickerView, nameForComponent component: Int) -> String? {
    wheels.indices.contains(component) ? wheels[component].name : nil
  }

  /// Whether a wheel loops.
  public func picker(_ picker: any PickerView, loopingForComponent component: Int) -> Bool {
    wheels.indices.contains(component) && wheels[component].looping
  }
}

extension PickerView {
  /// Makes `model` this picker's data source and delegate and loads its wheels.
  public func attach(_ model: some WheelModel) {
    dataSource = model
    delegate = model
    reloadAllComponents()
  }
}
