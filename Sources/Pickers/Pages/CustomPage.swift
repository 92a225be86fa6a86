import CGtk
import PickerKit
import PickersModels
import PickersUI

/// The Custom tab, which is the slot machine: five reels of images. (Its type is named after
/// the tab, as every page's is; the model, `SlotMachineModel`, after what it is.) The
/// `SlotMachineModel` runs the spin's
/// timeline on a `GLibScheduler`; this page only presents its events: the reels turn, the
/// Spin button hides and comes back, the sounds play, the label reads "WINNER!" and the
/// win alert opens; its "Spin again" spins.
///
/// `package`, where the other pages are internal: the benchmark (`pickers-window-bench`)
/// spins these reels and draws them.
@MainActor
package final class CustomPage: Page {
  package static let buttonLabel = translatable("Spin")
  /// The page's model.
  package let model: SlotMachineModel
  /// The five reels: each shows its symbol in the band, with parts of its neighbours, and
  /// only a spin turns them.
  package let picker: PickerWidget
  private let box = Box(.vertical, spacing: 12)
  package var content: Widget { box }
  private let label = Label()
  private let context: PageContext
  private weak var frame: PageFrame?
  /// What the page says of images that cannot be shown, as they are known.
  private let notice: ImageNotice

  package init(context: PageContext) throws(DataFileError) {
    self.context = context
    picker = PickerWidget(images: context.images, style: .reels)
    model = SlotMachineModel(
      symbols: try context.data.slotSymbols(), random: context.randomSource(),
      scheduler: GLibScheduler(), translator: context.translator, rowHeight: 96,
      picker: picker)
    label.addStyleClass("win-label")
    label.setSizeRequest(width: -1, height: 48)
    box.packStart(picker.widget, expand: true, fill: true)
    notice = ImageNotice(for: model.wheels, context: context)
    box.packStart(notice.label)
    box.packEnd(label)
    model.onEvent = { [weak self] event in self?.show(event) }
    // GStreamer starts once the page is drawn, not on the first spin (where it cost a frame
    // of up to 34 ms), and not at start-up.
    GLibScheduler.idle { [weak self] in
      guard let self else { return }
      self.context.sounds.prepare([self.soundPath(.crunch), self.soundPath(.win)])
    }
  }

  /// The page hides its frame's button while the reels turn, and follows its window's
  /// breakpoints (`lay(out:)`).
  package func attach(to frame: PageFrame) {
    self.frame = frame
    frame.layout?.observe { [weak self] layout in self?.lay(out: layout) }
  }

  /// The reels' row height in each layout: the model's 96 px on the desktop (five reels
  /// then need 518 px); 64 px when narrow, so five fit 360 px; 56 px when short, so the
  /// reels (112 px), WINNER! (48 px) and Spin fit under the header bar and tabs of a
  /// window 320 px tall. The images are drawn afresh at each height from the full-size
  /// files.
  static func reelRowHeight(in layout: WindowLayout) -> Int? {
    layout.isShort ? 56 : layout.isNarrow ? 64 : nil
  }

  private func lay(out layout: WindowLayout) {
    picker.rowHeightLimit = Self.reelRowHeight(in: layout)
    box.spacing = layout.isShort ? 6 : 12
  }

  package func buttonPressed() { model.spin() }

  /// The sound file of a spin event.
  private func soundPath(_ sound: SlotMachineModel.Sound) -> String {
    "\(context.assets)/\(sound.rawValue).wav"
  }

  private func show(_ event: SlotMachineModel.Event) {
    switch event {
    case .buttonHidden(let hidden):
      frame?.isButtonHidden = hidden
    case .label(let text):
      label.text = text
    case .sound(let sound):
      context.sounds.play(soundPath(sound))
    case .alert(let alert):
      // The win alert's button says "Spin again", and does.
      context.present(alert) { [weak self] in self?.model.spinAgain() }
    }
  }
}
