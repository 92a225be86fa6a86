import CGtk
import PickerKit
import PickersUI

/// The notice a page with image rows shows under its wheels when some of its images cannot
/// be shown (missing, hostile or broken: `ImageStore.problems`): one line saying the names
/// are shown instead, then one line per file with its reason, in the user's language.
enum ImageNotice {
  /// The notice for the images of `wheels`, or nil when every one of them loaded.
  static func label(for wheels: [Wheel], context: PageContext) -> WidgetPointer? {
    let problems = context.images.problems(among: wheels.flatMap { $0.images ?? [] })
    guard !problems.isEmpty,
      let notice = gtk_label_new(
        tr("Some images cannot be shown; their names are shown instead.") + "\n"
          + problems.map { $0.message(context.translator) }.joined(separator: "\n"))
    else { return nil }
    gtk_label_set_line_wrap(notice.cast(), 1)
    gtk_label_set_max_width_chars(notice.cast(), 60)
    return notice
  }
}
