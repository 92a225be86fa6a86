import CGtk

/// A `GtkLabel`: a line or paragraph of text.
@MainActor
public final class Label: Widget {
  /// A label reading `text`.
  public init(_ text: String = "") { super.init(gtk_label_new(text)) }

  /// The text.
  public var text: String {
    get { String(cString: gtk_label_get_text(pointer(as: GtkLabel.self))) }
    set { gtk_label_set_text(pointer(as: GtkLabel.self), newValue) }
  }
  /// Whether long lines wrap (at word boundaries, or at characters where a word does not
  /// fit: `wrapMode`).
  public var wraps: Bool {
    get { gtk_label_get_line_wrap(pointer(as: GtkLabel.self)) != 0 }
    set { gtk_label_set_line_wrap(pointer(as: GtkLabel.self), newValue ? 1 : 0) }
  }
  /// Where lines may wrap.
  public var wrapMode: WrapMode {
    get { WrapMode(gtk_label_get_line_wrap_mode(pointer(as: GtkLabel.self))) }
    set { gtk_label_set_line_wrap_mode(pointer(as: GtkLabel.self), newValue.pango) }
  }
  /// How lines align with each other.
  public var justify: Justification {
    get { Justification(gtk_label_get_justify(pointer(as: GtkLabel.self))) }
    set { gtk_label_set_justify(pointer(as: GtkLabel.self), newValue.gtk) }
  }
  /// Where text that does not fit is cut, with an ellipsis.
  public var ellipsize: Truncation {
    get { Truncation(gtk_label_get_ellipsize(pointer(as: GtkLabel.self))) }
    set { gtk_label_set_ellipsize(pointer(as: GtkLabel.self), newValue.pango) }
  }
  /// The width asked for, in characters (-1: the text's own).
  public var widthChars: Int {
    get { Int(gtk_label_get_width_chars(pointer(as: GtkLabel.self))) }
    set { gtk_label_set_width_chars(pointer(as: GtkLabel.self), gint(newValue)) }
  }
  /// The widest the label asks to be, in characters (-1: no bound).
  public var maxWidthChars: Int {
    get { Int(gtk_label_get_max_width_chars(pointer(as: GtkLabel.self))) }
    set { gtk_label_set_max_width_chars(pointer(as: GtkLabel.self), gint(newValue)) }
  }
  /// The most lines an ellipsized, wrapping label shows (-1: no bound).
  public var lines: Int {
    get { Int(gtk_label_get_lines(pointer(as: GtkLabel.self))) }
    set { gtk_label_set_lines(pointer(as: GtkLabel.self), gint(newValue)) }
  }
  /// Where the text sits across the label's width, 0 (start) to 1 (end).
  public var xalign: Float {
    get { gtk_label_get_xalign(pointer(as: GtkLabel.self)) }
    set { gtk_label_set_xalign(pointer(as: GtkLabel.self), newValue) }
  }
}

/// A `GtkImage`.
@MainActor
public final class Image: Widget {
  /// The sizes the theme draws icons at, by use (GTK's `GtkIconSize`).
  public enum IconSize: Sendable {
    /// An icon in a button (16 px).
    case button
    /// An icon beside a dialog's message (48 px).
    case dialog

    var gtk: GtkIconSize {
      switch self {
      case .button: GTK_ICON_SIZE_BUTTON
      case .dialog: GTK_ICON_SIZE_DIALOG
      }
    }
  }

  /// The icon `name` from the icon theme at `size`.
  public init(iconName name: String, size: IconSize) {
    super.init(gtk_image_new_from_icon_name(name, size.gtk))
  }
}
