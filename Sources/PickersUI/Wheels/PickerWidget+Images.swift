import CGtk

/// Image rows: each row's image comes from the `ImageStore`, which decodes on worker
/// threads, so a row may first show its name; when images arrive the wheels put them in
/// place without rebuilding their rows (a reel rolling on is not stopped).
extension PickerWidget {
  /// Row `row`'s image in wheel `component`, for rows `rowHeight` tall, as the store has it
  /// now: nil while it decodes, or when the row has none or it cannot be shown.
  func image(forRow row: Int, inComponent component: Int, rowHeight: Int) -> OpaquePointer? {
    guard let images, let delegate,
      let name = delegate.picker(self, imageForRow: row, forComponent: component)
    else { return nil }
    return images.surface(named: name, height: rowHeight - 4, scale: widget.scaleFactor)
  }

  /// Puts the images that arrived in the wheels' rows.
  func imagesArrived() {
    for (component, wheel) in wheels.enumerated() where wheel.showsImages {
      wheel.updateImages { image(forRow: $0, inComponent: component, rowHeight: wheel.rowHeight) }
    }
  }
}
