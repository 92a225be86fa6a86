/// The pages of the Pickers window, in tab order: everything that lists the pages (the
/// notebook, `--page`, `--help`, Alt+N, the shortcuts window) is made from `allCases`.
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

  /// The tab label in English, to translate where it is shown: "Date", "Single",
  /// "Double", "Dependent", "Custom".
  public var title: String {
    switch self {
    // Translators: the tabs of the pages: a date-and-time picker, one wheel of
    // characters, two independent wheels (filling and bread), a state wheel with its zip
    // codes, and a slot machine of images.
    case .date: translatable("Date")
    case .single: translatable("Single")
    case .double: translatable("Double")
    case .dependent: translatable("Dependent")
    case .custom: translatable("Custom")
    }
  }

  /// The key the page's rows are saved under in ``SavedState/rows``, or nil for Date, which
  /// opens on now.
  public var stateKey: String? { self == .date ? nil : rawValue }

  /// The page named `name`, matching its tab label without regard to case.
  public init?(named name: String) {
    self.init(rawValue: name.lowercased())
  }
}
