import PickerKit
import PickersModels

/// Which type fills which tab: the one table of the pages' types. `PickerPage` (PickerKit)
/// lists the tabs, their order and names; the window builds its notebook from it in a loop
/// (`MainWindow`), and `LazyPage` builds each tab's type the first time it is shown.
extension PickerPage {
  /// The type that fills this tab.
  var pageType: any Page.Type {
    switch self {
    case .date: DatePage.self
    case .single: SinglePage.self
    case .double: DoublePage.self
    case .dependent: DependentPage.self
    case .custom: CustomPage.self
    }
  }
}
