import CGtk
import PickerKit

/// Shows a PickerKit `Alert` as a modal `GtkMessageDialog`, transient for a window.
///
/// The dialog is shown and its `response` signal handled, never run in a nested loop with
/// `gtk_dialog_run`: inside that nested loop the app's accessibility tree reads as empty
/// until the dialog closes (no screen reader could read the alert), while with the signal
/// the main loop keeps running timers and animations. UIKit's alerts do not block either.
@MainActor
public enum AlertPresenter {
  /// Presents `alert` over `parent`; `onDismiss` runs when it closes, told whether its
  /// button closed it (not Escape or the window's close button). Returns the dialog.
  @discardableResult
  public static func present(
    _ alert: Alert, over parent: Window?,
    onDismiss: (@MainActor (_ byButton: Bool) -> Void)? = nil
  ) -> Dialog {
    let dialog = Dialog(
      pickers_message_dialog_new(
        parent?.pointer(as: GtkWindow.self), GTK_MESSAGE_INFO, alert.title))
    pickers_message_dialog_set_secondary(dialog.pointer(as: GtkMessageDialog.self), alert.message)
    fitNarrowScreens(dialog)
    withoutTitleBar(dialog)
    dialog.title = alert.title
    dialog.accessibleName = alert.title
    dialog.addButton(alert.buttonText, response: .ok)
    dialog.setDefaultResponse(.ok)
    dialog.showUntilResponse { response in onDismiss?(response == .ok) }
    return dialog
  }

  /// Gives the dialog the empty title bar GTK gives a message dialog where
  /// `gtk-dialogs-use-header` is on, as GNOME has it: where GTK draws the window's
  /// decorations (Wayland, as under Mutter, which draws none), the default title bar
  /// repeated the bold title right above the title itself. The window keeps its title:
  /// window lists and screen readers read it. One look on X11 and Wayland alike.
  private static func withoutTitleBar(_ dialog: Dialog) {
    let bar = Box(.horizontal)
    bar.setSizeRequest(width: -1, height: 16)
    bar.show()
    dialog.setTitlebar(bar)
  }

  /// The most characters a line of an alert holds. GTK's message dialog wraps at 60, so an
  /// alert of a long date was 533 px wide; at 34 every alert is at most 345 px wide, GTK's frame
  /// included, and fits a 360 px phone (as libadwaita's message dialogs, 300 to 372 px).
  public static let lineWidthChars = 34

  /// The most lines the title and the message show: a title or message longer than that
  /// (a row of 3,000 characters in "You selected …!") ends in "…", so the alert and its
  /// button stay on a phone's screen. Screen readers still read the whole text.
  public static let maximumLines = (title: 3, message: 6)

  /// Wraps the alert's texts at ``lineWidthChars``, between words or, in a word longer than
  /// a line, between characters, and ends each after its ``maximumLines``.
  private static func fitNarrowScreens(_ dialog: Dialog) {
    guard let area = gtk_message_dialog_get_message_area(dialog.pointer(as: GtkMessageDialog.self))
    else { return }
    let labels = Container(area).children.filter { $0.isA(gtk_label_get_type()) }
    for (index, child) in labels.enumerated() {
      let label = child.pointer(as: GtkLabel.self)
      gtk_label_set_max_width_chars(label, gint(lineWidthChars))
      gtk_label_set_line_wrap_mode(label, PANGO_WRAP_WORD_CHAR)
      gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_END)
      gtk_label_set_lines(label, gint(index == 0 ? maximumLines.title : maximumLines.message))
    }
  }
}
