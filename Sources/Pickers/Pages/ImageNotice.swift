import CGtk
import PickerKit
import PickersUI

/// The notice a page with image rows shows under its wheels when some of its images cannot
/// be shown (missing, hostile or broken: `ImageStore.problems`): one line saying the names
/// are shown instead, then one line per file with its reason (at most ``listed``, then how
/// many more), in the user's language.
enum ImageNotice {
  /// The notice for the images of `wheels`, or nil when every one of them loaded.
  static func label(for wheels: [Wheel], context: PageContext) -> WidgetPointer? {
    let problems = context.images.problems(among: wheels.flatMap { $0.images ?? [] })
    guard !problems.isEmpty else { return nil }
    var lines = [tr("Some images cannot be shown; their names are shown instead.")]
    lines += problems.prefix(listed).map { $0.message(context.translator) }
    if problems.count > listed {
      // Translators: the last line of the notice; {count} is how many more images cannot
      // be shown, 1 or more.
      lines.append(tr("… and {count} more.", ["count": String(problems.count - listed)]))
    }
    guard let notice = gtk_label_new(lines.joined(separator: "\n")) else { return nil }
    // A file's name may have no spaces to wrap at. The least width keeps the window from
    // asking the height of a column a few characters wide.
    gtk_label_set_line_wrap(notice.cast(), 1)
    gtk_label_set_line_wrap_mode(notice.cast(), PANGO_WRAP_WORD_CHAR)
    gtk_label_set_width_chars(notice.cast(), 40)
    gtk_label_set_max_width_chars(notice.cast(), 60)
    return notice
  }

  /// The most files the notice names: a data file may list hundreds of rows whose images
  /// are missing, and 300 lines made the chooser 25,694 px tall, its Done button out of
  /// reach. The rest are counted.
  static let listed = 5
}
