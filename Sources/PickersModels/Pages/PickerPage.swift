import PickerKit

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

  /// The tab label in English: "Date", "Single", "Double", "Dependent", "Custom".
  public var title: String { title(.english) }

  /// The tab label, translated by `translator` in the context "tab" (the Date page's tab
  /// is not its wheel of days).
  public func title(_ translator: Translator) -> String {
    switch self {
    // Translators: the tab of the page with a date-and-time picker.
    case .date: translator.trc("tab", "Date")
    // Translators: the tab of the page with one wheel of characters.
    case .single: translator.trc("tab", "Single")
    // Translators: the tab of the page with two independent wheels (filling and bread).
    case .double: translator.trc("tab", "Double")
    // Translators: the tab of the page whose zip-code wheel depends on its state wheel.
    case .dependent: translator.trc("tab", "Dependent")
    // Translators: the tab of the page with a slot machine of images.
    case .custom: translator.trc("tab", "Custom")
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
