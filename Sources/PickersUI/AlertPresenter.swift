import CGtk
import PickerKit

/// Shows a PickerKit `Alert` as a modal `GtkMessageDialog`, transient for a window.
///
/// The dialog is shown and its `response` signal handled, never run in a nested loop with
/// `gtk_dialog_run`: inside that nested loop the app's accessibility tree reads as empty
/// until the dialog closes (no screen reader could read the alert), while with the signal
/// the main loop keeps running timers and animations. UIKit's alerts do not block either.
public enum AlertPresenter {
  /// Presents `alert` over `parent`; `onDismiss` runs when it closes, told whether its
  /// button closed it (not Escape or the window's close button). Returns the dialog.
  @discardableResult
  public static func present(
    _ alert: Alert, over parent: WidgetPointer?, onDismiss: ((_ byButton: Bool) -> Void)? = nil
  ) -> WidgetPointer? {
    guard
      let dialog = pickers_message_dialog_new(
        parent.map { $0.cast(to: GtkWindow.self) }, GTK_MESSAGE_INFO, alert.title)
    else { return nil }
    pickers_message_dialog_set_secondary(dialog.cast(), alert.message)
    fitNarrowScreens(dialog)
    withoutTitleBar(dialog)
    gtk_window_set_title(dialog.cast(), alert.title)
    dialog.setAccessibleName(alert.title)
    gtk_dialog_add_button(dialog.cast(), alert.buttonText, gint(GTK_RESPONSE_OK.rawValue))
    gtk_dialog_set_default_response(dialog.cast(), gint(GTK_RESPONSE_OK.rawValue))
    Signals.connectInt(dialog.object, "response") { response in
      gtk_widget_destroy(dialog)
      onDismiss?(response == GTK_RESPONSE_OK.rawValue)
    }
    gtk_widget_show(dialog)
    return dialog
  }

  /// Gives the dialog the empty title bar GTK gives a message dialog where
  /// `gtk-dialogs-use-header` is on, as GNOME has it: where GTK draws the window's
  /// decorations (Wayland, as under Mutter, which draws none), the default title bar
  /// repeated the bold title right above the title itself. The window keeps its title:
  /// window lists and screen readers read it. One look on X11 and Wayland alike.
  private static func withoutTitleBar(_ dialog: WidgetPointer) {
    guard let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0) else { return }
    gtk_widget_set_size_request(bar, -1, 16)
    gtk_widget_show(bar)
    gtk_window_set_titlebar(dialog.cast(), bar)
  }

  /// The most characters a line of an alert holds. GTK's message dialog wraps at 60, so the
  /// Date page's alert was 533 px wide; at 34 every alert is at most 345 px wide, GTK's frame
  /// included, and fits a 360 px phone (as libadwaita's message dialogs, 300 to 372 px).
  public static let lineWidthChars = 34

  /// Wraps the alert's texts at ``lineWidthChars``.
  private static func fitNarrowScreens(_ dialog: WidgetPointer) {
    guard let area = gtk_message_dialog_get_message_area(dialog.cast()),
      let children = gtk_container_get_children(area.cast())
    else { return }
    defer { g_list_free(children) }
    var link: UnsafeMutablePointer<GList>? = children
    while let node = link {
      if let child = node.pointee.data?.assumingMemoryBound(to: GtkWidget.self),
        g_type_check_instance_is_a(
          UnsafeMutableRawPointer(child).assumingMemoryBound(to: GTypeInstance.self),
          gtk_label_get_type()) != 0
      {
        gtk_label_set_max_width_chars(child.cast(), gint(lineWidthChars))
      }
      link = node.pointee.next
    }
  }
}
