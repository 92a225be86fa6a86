import CGtk
import PickerKit
import PickersUI

/// The frame every page and seed window shares: GNOME's 18 px margins, the content above,
/// one suggested-action button centred below, and, when the content cannot be built, a
/// notice naming the file at fault in its place (the button is then disabled).
@MainActor
package final class PageFrame {
  /// The frame's box.
  let widget = Box(.vertical)
  /// The button (Select, Spin, Random, Choose Animal).
  let button: Button
  /// The button sits in a stack beside an empty placeholder, so hiding it keeps the layout
  /// still.
  private let buttonStack = Stack()
  private let contentArea = Box(.vertical)
  /// The breakpoints of the window holding the frame, which its content may follow.
  var layout: AdaptiveLayout?

  /// An empty frame whose button reads `buttonLabel` (already translated), in a window
  /// whose breakpoints are `layout`.
  init(buttonLabel: String, layout: AdaptiveLayout?) {
    self.layout = layout
    // Its margins and the button's gap are CSS (`Style`): GNOME's 18 px on the desktop,
    // less in the narrow and short layouts (`AdaptiveLayout`'s classes on the window).
    widget.addStyleClass("page-frame")
    contentArea.vexpand = true
    widget.add(contentArea)
    button = Button(label: buttonLabel)
    button.addStyleClass("suggested-action")
    button.setSizeRequest(width: 120, height: -1)
    buttonStack.isHomogeneous = true
    buttonStack.add(button, named: "button")
    buttonStack.add(Label(), named: "hidden")
    buttonStack.halign = .center
    buttonStack.addStyleClass("page-button")
    widget.packEnd(buttonStack)
    widget.showAll()
  }

  /// Builds `Content` in the frame and connects the button to it; on a data problem, shows
  /// the problem instead (in the user's language), logs it once (in English), and returns
  /// nil.
  func build<Content: PageContent>(_ type: Content.Type, context: PageContext) -> Content? {
    do {
      let built = try Content(context: context)
      built.attach(to: self)
      contentArea.packStart(built.content, expand: true, fill: true)
      button.onClicked { [weak built] in built?.buttonPressed() }
      let feedback = context.feedback
      built.picker.onTick = { [weak feedback] in feedback?.tick() }
      built.picker.onSavedRowsChange { [weak context] in context?.changed() }
      contentArea.showAll()
      return built
    } catch {
      button.isSensitive = false
      contentArea.packStart(
        Self.notice(error.message(context.translator)), expand: true, fill: true)
      contentArea.showAll()
      Log.warning(error.description)
      return nil
    }
  }

  /// Whether the button is hidden (the slot machine hides it while the reels turn); the
  /// button takes the focus when it comes back.
  var isButtonHidden = false {
    didSet {
      buttonStack.visibleChildName = isButtonHidden ? "hidden" : "button"
      // Only on a tab being shown: a spin ending while another tab is up keeps its focus.
      if !isButtonHidden && buttonStack.isDrawable { button.grabFocus() }
    }
  }

  /// Presses the button as a click would (nothing happens while it is disabled).
  func pressButton() { button.click() }

  /// A notice saying what is wrong with a page's data, under an error icon.
  private static func notice(_ text: String) -> Widget {
    let box = Box(.vertical, spacing: 12)
    box.valign = .center
    box.add(Image(iconName: "dialog-error-symbolic", size: .dialog))
    let title = Label(tr("This page cannot be shown"))
    title.addStyleClass("problem-title")
    box.add(title)
    let label = Label(text)
    label.wraps = true
    label.justify = .center
    label.maxWidthChars = 60
    box.add(label)
    return box
  }
}
