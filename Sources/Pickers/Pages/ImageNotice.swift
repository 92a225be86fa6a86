import CGtk
import PickerKit
import PickersUI

/// The notice a page with image rows shows under its wheels when some of its images cannot
/// be shown (missing, hostile, broken or too slow: `ImageStore.problems`): one line saying
/// the names are shown instead, then one line per file with its reason (at most
/// ``listed``, then how many more), in the user's language.
///
/// Images decode on worker threads, so a problem may come after the page is shown (an image
/// abandoned at its time budget comes 2 s later): the notice listens to the store, is
/// hidden while there is nothing to say, and shows itself when a problem of its page
/// arrives.
@MainActor
final class ImageNotice {
  /// The notice's label, to pack under the wheels; hidden while every image is fine.
  let label: Label
  private let names: [String]
  private let context: PageContext

  /// The notice for the images of `wheels`.
  init(for wheels: [Wheel], context: PageContext) {
    names = wheels.flatMap { $0.images ?? [] }
    self.context = context
    label = Label("")
    // A file's name may have no spaces to wrap at. The least width keeps the window from
    // asking the height of a column a few characters wide.
    label.wraps = true
    label.wrapMode = .wordOrCharacter
    label.widthChars = 40
    label.maxWidthChars = 60
    // Shown when it has something to say, not by its container's `showAll`.
    label.noShowAll = true
    update()
    context.images.observe(self) { [weak self] in self?.update() }
  }

  /// Says the page's problems now known, or hides the notice while there are none.
  private func update() {
    let problems = context.images.problems(among: names)
    guard !problems.isEmpty else { return label.hide() }
    var lines = [tr("Some images cannot be shown; their names are shown instead.")]
    lines += problems.prefix(Self.listed).map { $0.message(context.translator) }
    if problems.count > Self.listed {
      // Translators: the last line of the notice; {count} is how many more images cannot
      // be shown, 1 or more.
      lines.append(tr("… and {count} more.", ["count": String(problems.count - Self.listed)]))
    }
    let text = lines.joined(separator: "\n")
    if label.text != text { label.text = text }
    label.show()
  }

  /// The most files the notice names: a data file may list hundreds of rows whose images
  /// are missing, and 300 lines made the chooser 25,694 px tall, its Done button out of
  /// reach. The rest are counted.
  static let listed = 5
}
