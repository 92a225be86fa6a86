/// One wheel of a page model, as plain data: its name, rows, and layout hints.
public struct Wheel: Equatable, Sendable {
  /// The accessible name of the wheel ("Filling").
  public var name: String
  /// The text of each row; for image rows, the name a screen reader reads.
  public var titles: [String]
  /// The image asset of each row, or `nil` for a text wheel.
  public var images: [String]?
  /// The share (0…1) of the picker's width, or `nil` to share equally.
  public var width: Double?
  /// The row height in points, or `nil` for the default.
  public var rowHeight: Double?
  /// Whether the wheel loops (``PickerDelegate/picker(_:loopingForComponent:)``).
  public var looping: Bool

  /// Creates a wheel.
  public init(
    name: String, titles: [String], images: [String]? = nil, width: Double? = nil,
    rowHeight: Double? = nil, looping: Bool = false
  ) {
    self.name = name
    self.titles = titles
    self.images = images
    self.width = width
    self.rowHeight = rowHeight
    self.looping = looping
  }
}
