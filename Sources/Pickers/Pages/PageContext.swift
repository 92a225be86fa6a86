import PickerKit
import PickersModels
import PickersUI

/// What pages and seed windows share: data, images, sounds, the random seed, and the main
/// window, parent of every alert.
@MainActor
package final class PageContext {
  /// The picker data.
  let data: DataFiles
  /// Row images, loaded once per name and height.
  let images: ImageStore
  /// The images and sounds folder.
  let assets: String
  /// The slot machine's sounds.
  let sounds: SoundPlayer
  /// The wheels' tick, through `sounds`.
  let feedback: InputFeedback
  /// `--seed`, for reproducible randomness.
  let seed: UInt64?
  /// Words the models' texts: the wheels' names, the rows, the alerts, data problems.
  let translator: Translator
  /// The rows each picker had when last seen (by ``SavedState/pickerKeys``): loaded from
  /// the saved state, put back when a picker is built, updated when its window closes.
  var rows: [String: [Int]] = [:]
  /// The main window, parent of every alert.
  var window: Window?
  /// Called when something the app saves changes (the app's ``StateSaver`` saves it soon).
  var onChange: (@MainActor () -> Void)?

  /// Says that something the app saves has changed: a person's rows, page, window size.
  func changed() { onChange?() }

  init(
    data: DataFiles, images: ImageStore, assets: String, sounds: SoundPlayer, seed: UInt64?,
    translator: Translator
  ) {
    self.translator = translator
    self.data = data
    self.images = images
    self.assets = assets
    self.sounds = sounds
    feedback = InputFeedback(sounds: sounds, path: "\(assets)/tick.wav")
    self.seed = seed
  }

  /// Puts back the rows kept for `key` into `picker` (nothing kept: nothing done).
  func restoreRows(_ key: String?, into picker: any PickerView) {
    guard let key, let kept = rows[key] else { return }
    picker.restoreRows(kept)
  }

  /// Shows an alert over the main window; `onButton` runs when its button closes it.
  func present(_ alert: Alert, onButton: (@MainActor () -> Void)? = nil) {
    AlertPresenter.present(alert, over: window) { byButton in
      if byButton { onButton?() }
    }
  }

  /// The random source of a model: seeded by `--seed` (plus `offset`, so two models draw
  /// different sequences), else the system's.
  func randomSource(offset: UInt64 = 0) -> any RandomNumberGenerator {
    if let seed { return SeededRandom(seed: seed &+ offset) }
    return SystemRandomNumberGenerator()
  }
}
