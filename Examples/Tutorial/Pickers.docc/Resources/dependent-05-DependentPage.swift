import PickersModels
import PickersUI

/// The Dependent tab, the book's `DependentComponentPickerViewController` on screen: it
/// reads the states' zip codes, and shows the model's wheels and alert, or what went wrong
/// with the file.
@MainActor
final class DependentPage {
  let picker = PickerWidget()
  let model: DependentModel
  let window: Window
  /// Why the data could not be read, if it could not.
  let problem: String?

  init(window: Window) {
    self.window = window
    // The book reads `statedictionary.plist` from its bundle; here it is in the clone's
    // data folder, read by PickersModels with typed errors for a missing or broken file.
    let stateZips: StateZips
    do {
      stateZips = try DataFiles(directory: pickersFolder("data")).stateZips()
      problem = nil
    } catch {
      stateZips = StateZips([:])
      problem = error.description
    }
    model = DependentModel(stateZips: stateZips, picker: picker)
  }

  /// The wheels and the Select button, or what went wrong with the data.
  lazy var widget: Widget = {
    guard let problem else {
      return pageBox(picker, button: "Select") { [unowned self] in
        AlertPresenter.present(model.buttonPressed(), over: window)
      }
    }
    return Label(problem)
  }()
}
