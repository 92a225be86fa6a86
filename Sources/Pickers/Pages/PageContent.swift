import PickerKit
import PickersModels
import PickersUI

/// What a page or a seed window builds inside its `PageFrame`: a model, the widgets that
/// show it, and what the frame's one button does.
///
/// A conforming type holds its model strongly: the frame's shell (`LazyPage` or
/// `SeedWindow`) holds the type, so the model lives exactly as long as its page.
@MainActor
package protocol PageContent: AnyObject, Sendable {
  /// The English label of the frame's button ("Select", "Spin"); translated when shown.
  static var buttonLabel: String { get }
  /// Builds the model, loading its data, and the widgets. Throws when the data cannot be
  /// used; the frame then says why in place of the content.
  init(context: PageContext) throws(DataFileError)
  /// Called once the content is in its frame, for content that changes the frame itself
  /// (the Custom page hides the button while the reels turn); by default nothing.
  func attach(to frame: PageFrame)
  /// The widget shown above the button.
  var content: Widget { get }
  /// The kind of wheels: a `PickerWidget`, or the Date page's `DatePicker`.
  associatedtype Wheels: PageWheels
  /// The wheels: turning one ticks (`PageFrame.build` connects them to the app's
  /// `InputFeedback`).
  var picker: Wheels { get }
  /// The frame's button was pressed.
  func buttonPressed()
}

/// One tab of the main window, as a gnome-clocks page: `PickerPage.pageType` lists which
/// type fills which tab, and `LazyPage` builds it when the tab is first shown.
/// Its `picker`'s Enter presses the button, and its first wheel takes the focus each time
/// the page is shown.
package protocol Page: PageContent {}

extension PageContent {
  package func attach(to frame: PageFrame) {}
}

/// Wheels on a page: what the frame connects, and the rows the app saves, if any.
@MainActor
package protocol PageWheels: WheelControl {
  /// The rows saved at quit and put back at start, or nil for wheels that open on a value
  /// of their own (the Date page opens on now).
  var savedRows: (any PickerView)? { get }
  /// Calls `handler` each time a person changes the rows that are saved (never, for
  /// wheels without).
  func onSavedRowsChange(_ handler: @escaping @MainActor () -> Void)
}

extension PickerWidget: PageWheels {
  package var savedRows: (any PickerView)? { self }
  package func onSavedRowsChange(_ handler: @escaping @MainActor () -> Void) {
    onUserSelect = { _, _ in handler() }
  }
}

extension DatePicker: PageWheels {
  package var savedRows: (any PickerView)? { nil }
  package func onSavedRowsChange(_ handler: @escaping @MainActor () -> Void) {}
}
