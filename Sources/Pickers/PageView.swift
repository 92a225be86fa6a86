import CGtk
import PickerKit
import PickersUI

/// One page of the notebook (as gnome-clocks' pages): its widget, and a hook called each
/// time it becomes the current page, so heavy data loads only when first needed.
protocol PageView: AnyObject {
  /// The page's content.
  var widget: WidgetPointer { get }
  /// The page's wheels, once built.
  var picker: PickerWidget? { get }
  /// The page's button (Select, Spin).
  var button: WidgetPointer { get }
  /// Called each time the page becomes the current page.
  func shown()
}

extension PickerPage {
  /// Builds this page's view.
  func makeView(_ context: PageContext) -> any PageView {
    switch self {
    case .date: DatePage.make(context)
    case .single: SinglePage.make(context)
    case .double: DoublePage.make(context)
    case .dependent: DependentPage.make(context)
    case .custom: CustomPage(context: context)
    }
  }
}

/// What pages share: data, images, sounds, the random seed, and the window for alerts.
final class PageContext {
  let data: DataFiles
  let images: ImageStore
  let assets: String
  let sounds: SoundPlayer
  let seed: UInt64?
  /// The main window, parent of every alert.
  var window: WidgetPointer?

  init(data: DataFiles, images: ImageStore, assets: String, sounds: SoundPlayer, seed: UInt64?) {
    self.data = data
    self.images = images
    self.assets = assets
    self.sounds = sounds
    self.seed = seed
  }

  /// Shows an alert over the main window.
  func present(_ alert: Alert) {
    AlertPresenter.present(alert, over: window)
  }

  /// The random source of a model: seeded by `--seed`, else the system's.
  func randomSource(offset: UInt64 = 0) -> any RandomNumberGenerator {
    if let seed { return SeededRandom(seed: seed &+ offset) }
    return SystemRandomNumberGenerator()
  }
}
