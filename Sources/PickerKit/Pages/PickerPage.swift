/// The five pages of the Pickers window, in tab order.
public enum PickerPage: String, CaseIterable, Sendable {
  case date, single, double, dependent, custom

  /// The tab label: "Date", "Single", "Double", "Dependent", "Custom".
  public var title: String {
    switch self {
    case .date: "Date"
    case .single: "Single"
    case .double: "Double"
    case .dependent: "Dependent"
    case .custom: "Custom"
    }
  }

  /// The page named `name`, matching its tab label without regard to case.
  public init?(named name: String) {
    self.init(rawValue: name.lowercased())
  }
}
