/// The five pages of the Pickers window, in tab order.
public enum PickerPage: String, CaseIterable, Sendable {
  /// Date: a date-and-time picker.
  case date
  /// Single: one wheel of characters.
  case single
  /// Double: two independent wheels, filling and bread.
  case double
  /// Dependent: states and their zip codes.
  case dependent
  /// Custom: the five-reel slot machine (`SlotMachineModel`).
  case custom

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
