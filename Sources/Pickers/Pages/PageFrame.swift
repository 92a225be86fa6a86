import CGtk
import PickerKit
import PickersUI

/// The frame every page and seed window shares: GNOME's 18 px margins, the content above,
/// one suggested-action button centred below, and, when the content cannot be built, a
/// notice naming the file at fault in its place (the button is then disabled).
package final class PageFrame {
  /// The frame's box.
  let widget: WidgetPointer
  /// The button (Select, Spin, Random, Choose Animal).
  let button: WidgetPointer
  /// The button sits in a stack beside an empty placeholder, so hiding it keeps the layout
  /// still.
  private let buttonStack: WidgetPointer
  private let contentArea: WidgetPointer
  /// The breakpoints of the window holding the frame, which its content may follow.
  let layout: AdaptiveLayout?

  /// An empty frame whose button reads `buttonLabel` (already translated), in a window
  /// whose breakpoints are `layout`.
  init(buttonLabel: String, layout: AdaptiveLayout?) {
    self.layout = layout
    // Its margins and the button's gap are CSS (`Style`): GNOME's 18 px on the desktop,
    // less in the narrow and short layouts (`AdaptiveLayout`'s classes on the window).
    widget = retain(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
    widget.addStyleClass("page-frame")
    contentArea = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    gtk_widget_set_vexpand(contentArea, 1)
    gtk_container_add(widget.cast(), contentArea)
    button = buttonLabel.withCString { gtk_button_new_with_label($0) }
    button.addStyleClass("suggested-action")
    gtk_widget_set_size_request(button, 120, -1)
    buttonStack = gtk_stack_new()
    gtk_stack_set_homogeneous(buttonStack.cast(), 1)
    gtk_stack_add_named(buttonStack.cast(), button, "button")
    gtk_stack_add_named(buttonStack.cast(), gtk_label_new(""), "hidden")
    gtk_widget_set_halign(buttonStack, GTK_ALIGN_CENTER)
    buttonStack.addStyleClass("page-button")
    gtk_box_pack_end(widget.cast(), buttonStack, 0, 0, 0)
    gtk_widget_show_all(widget)
  }

  deinit { release(widget) }

  /// Builds `Content` in the frame and connects the button to it; on a data problem, shows
  /// the problem instead (in the user's language), logs it once (in English), and returns
  /// nil.
  func build<Content: PageContent>(_ type: Content.Type, context: PageContext) -> Content? {
    do {
      let built = try Content(context: context)
      built.attach(to: self)
      gtk_box_pack_start(contentArea.cast(), built.content, 1, 1, 0)
      Signals.connect(button.object, "clicked") { [weak built] in built?.buttonPressed() }
      let feedback = context.feedback
      built.picker.onTick = { [weak feedback] in feedback?.tick() }
      gtk_widget_show_all(contentArea)
      return built
    } catch {
      gtk_widget_set_sensitive(button, 0)
      gtk_box_pack_start(
        contentArea.cast(), Self.notice(error.message(context.translator)), 1, 1, 0)
      gtk_widget_show_all(contentArea)
      Log.warning(error.description)
      return nil
    }
  }

  /// Whether the button is hidden (the slot machine hides it while the reels turn); the
  /// button takes the focus when it comes back.
  var isButtonHidden = false {
    didSet {
      gtk_stack_set_visible_child_name(buttonStack.cast(), isButtonHidden ? "hidden" : "button")
      // Only on a tab being shown: a spin ending while another tab is up keeps its focus.
      if !isButtonHidden && gtk_widget_is_drawable(buttonStack) != 0 {
        gtk_widget_grab_focus(button)
      }
    }
  }

  /// Presses the button as a click would (nothing happens while it is disabled).
  func pressButton() {
    gtk_button_clicked(button.cast())
  }

  /// A notice saying what is wrong with a page's data, under an error icon.
  private static func notice(_ text: String) -> WidgetPointer {
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
    gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
    let icon = gtk_image_new_from_icon_name("dialog-error-symbolic", GTK_ICON_SIZE_DIALOG)!
    gtk_container_add(box.cast(), icon)
    let title = gtk_label_new(tr("This page cannot be shown"))!
    title.addStyleClass("problem-title")
    gtk_container_add(box.cast(), title)
    let label = gtk_label_new(text)!
    gtk_label_set_line_wrap(label.cast(), 1)
    gtk_label_set_justify(label.cast(), GTK_JUSTIFY_CENTER)
    gtk_label_set_max_width_chars(label.cast(), 60)
    gtk_container_add(box.cast(), label)
    return box
  }
}
