import CGtk
import PickerKit
import PickersUI

/// The notice a page with image rows shows under its wheels when some of its images cannot
/// be shown (missing, hostile or broken: `ImageStore.problems`): one line saying the names
/// are shown instead, then one line per file with its reason (at most ``listed``, then how
/// many more), in the user's language.
@MainActor
enum ImageNotice {
  /// The notice for the images of `wheels`, or nil when every one of them loaded.
  static func label(for wheels: [Wheel], context: PageContext) -> Label? {
    let problems = context.images.problems(among: wheels.flatMap { $0.images ?? [] })
    guard !problems.isEmpty else { return nil }
    var lines = [tr("Some images cannot be shown; their names are shown instead.")]
    lines += problems.prefix(listed).map { $0.message(context.translator) }
    if problems.count > listed {
      // Translators: the last line of the notice; {count} is how many more images cannot
      // be shown, 1 or more.
      lines.append(tr("… and {count} more.", ["count": String(problems.count - listed)]))
    }
    let notice = Label(lines.joined(separator: "\n"))
    // A file's name may have no spaces to wrap at. The least width keeps the window from
    // asking the height of a column a few characters wide.
    notice.wraps = true
    notice.wrapMode = .wordOrCharacter
    notice.widthChars = 40
    notice.maxWidthChars = 60
    return notice
  }

  /// The most files the notice names: a data file may list hundreds of rows whose images
  /// are missing, and 300 lines made the chooser 25,694 px tall, its Done button out of
  /// reach. The rest are counted.
  static let listed = 5
}
