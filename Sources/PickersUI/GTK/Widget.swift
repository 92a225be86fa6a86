import CGtk

/// A `GtkWidget`: the base of every widget wrapper, with what every widget can do.
@MainActor
open class Widget: ObjectRef {
  /// The widget, as GTK's functions take it.
  package let pointer: UnsafeMutablePointer<GtkWidget>

  /// Wraps `pointer`, taking a reference to it (sinking a floating one).
  package init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
    self.pointer = pointer
    super.init(UnsafeMutableRawPointer(pointer))
  }

  /// The widget as the struct of its GTK type (`GtkWindow`, `GtkBox`, …), for calls the
  /// wrappers do not make.
  package final func pointer<T>(as type: T.Type) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
  }

  /// Whether the widget is of the GType `type` or a subtype of it.
  package func isA(_ type: GType) -> Bool {
    g_type_check_instance_is_a(
      UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GTypeInstance.self), type) != 0
  }

  /// Shows the widget.
  public func show() { gtk_widget_show(pointer) }
  /// Shows the widget and everything in it.
  public func showAll() { gtk_widget_show_all(pointer) }
  /// Hides the widget (a window is unmapped, not destroyed).
  public func hide() { gtk_widget_hide(pointer) }
  /// Destroys the widget (a window closes; a child leaves its container).
  public func destroy() { gtk_widget_destroy(pointer) }
  /// Asks for the widget to be drawn again.
  public func queueDraw() { gtk_widget_queue_draw(pointer) }
  /// Asks for the widget to be laid out again.
  public func queueResize() { gtk_widget_queue_resize(pointer) }
  /// Gives the widget the keyboard focus.
  public func grabFocus() { gtk_widget_grab_focus(pointer) }

  /// Whether the widget is shown.
  public var isVisible: Bool {
    get { gtk_widget_get_visible(pointer) != 0 }
    set { gtk_widget_set_visible(pointer, newValue ? 1 : 0) }
  }
  /// Whether the widget takes input (a disabled button is greyed out).
  public var isSensitive: Bool {
    get { gtk_widget_get_sensitive(pointer) != 0 }
    set { gtk_widget_set_sensitive(pointer, newValue ? 1 : 0) }
  }
  /// Whether `showAll()` on a container leaves this widget as it is.
  public var noShowAll: Bool {
    get { gtk_widget_get_no_show_all(pointer) != 0 }
    set { gtk_widget_set_no_show_all(pointer, newValue ? 1 : 0) }
  }
  /// Whether the widget can take the keyboard focus.
  public var canFocus: Bool {
    get { gtk_widget_get_can_focus(pointer) != 0 }
    set { gtk_widget_set_can_focus(pointer, newValue ? 1 : 0) }
  }
  /// How the widget sits in extra width.
  public var halign: Alignment {
    get { Alignment(gtk_widget_get_halign(pointer)) }
    set { gtk_widget_set_halign(pointer, newValue.gtk) }
  }
  /// How the widget sits in extra height.
  public var valign: Alignment {
    get { Alignment(gtk_widget_get_valign(pointer)) }
    set { gtk_widget_set_valign(pointer, newValue.gtk) }
  }
  /// Whether the widget takes extra width.
  public var hexpand: Bool {
    get { gtk_widget_get_hexpand(pointer) != 0 }
    set { gtk_widget_set_hexpand(pointer, newValue ? 1 : 0) }
  }
  /// Whether the widget takes extra height.
  public var vexpand: Bool {
    get { gtk_widget_get_vexpand(pointer) != 0 }
    set { gtk_widget_set_vexpand(pointer, newValue ? 1 : 0) }
  }
  /// The text shown when the pointer rests on the widget.
  public var tooltip: String? {
    get { gtk_widget_get_tooltip_text(pointer).map(String.init(freeing:)) }
    set { gtk_widget_set_tooltip_text(pointer, newValue) }
  }

  /// Asks for at least `width` × `height` pixels (-1: the widget's own need).
  public func setSizeRequest(width: Int, height: Int) {
    gtk_widget_set_size_request(pointer, gint(width), gint(height))
  }

  /// Whether the widget is mapped (shown, in a shown window).
  public var isMapped: Bool { gtk_widget_get_mapped(pointer) != 0 }
  /// Whether the widget is mapped and visible, so drawn.
  public var isDrawable: Bool { gtk_widget_is_drawable(pointer) != 0 }
  /// Whether the widget has the keyboard focus.
  public var hasFocus: Bool { gtk_widget_has_focus(pointer) != 0 }
  /// The widget's allocated width, pixels.
  public var allocatedWidth: Int { Int(gtk_widget_get_allocated_width(pointer)) }
  /// The widget's allocated height, pixels.
  public var allocatedHeight: Int { Int(gtk_widget_get_allocated_height(pointer)) }
  /// The widget's allocation, in its parent window's coordinates.
  package var allocation: GtkAllocation {
    var allocation = GtkAllocation()
    gtk_widget_get_allocation(pointer, &allocation)
    return allocation
  }
  /// The device pixels per logical pixel of the widget's screen.
  public var scaleFactor: Int { Int(gtk_widget_get_scale_factor(pointer)) }
  /// The widget's style context.
  package var styleContext: UnsafeMutablePointer<GtkStyleContext> {
    gtk_widget_get_style_context(pointer)
  }
  /// The GDK window the widget draws on, once realized.
  package var gdkWindow: OpaquePointer? { gtk_widget_get_window(pointer) }
  /// The window the widget is in, if it is in one.
  public var toplevel: Window? {
    guard let top = gtk_widget_get_toplevel(pointer), gtk_widget_is_toplevel(top) != 0 else {
      return nil
    }
    return Window(top)
  }
  /// The settings of the widget's screen.
  package var settings: UnsafeMutablePointer<GtkSettings>? { gtk_widget_get_settings(pointer) }
  /// The widget's least and natural width.
  public var preferredWidth: (minimum: Int, natural: Int) {
    var minimum: gint = 0
    var natural: gint = 0
    gtk_widget_get_preferred_width(pointer, &minimum, &natural)
    return (Int(minimum), Int(natural))
  }
  /// The widget's least and natural height.
  public var preferredHeight: (minimum: Int, natural: Int) {
    var minimum: gint = 0
    var natural: gint = 0
    gtk_widget_get_preferred_height(pointer, &minimum, &natural)
    return (Int(minimum), Int(natural))
  }

  /// Adds the events of `mask` to those the widget's window receives.
  package func addEvents(_ mask: GdkEventMask) {
    gtk_widget_add_events(pointer, gint(mask.rawValue))
  }

  /// Adds a CSS style class.
  public func addStyleClass(_ name: String) {
    gtk_style_context_add_class(styleContext, name)
  }

  /// Adds the CSS style class `name` when `on`, else removes it.
  public func setStyleClass(_ name: String, _ on: Bool) {
    if on {
      gtk_style_context_add_class(styleContext, name)
    } else {
      gtk_style_context_remove_class(styleContext, name)
    }
  }

  /// The name a screen reader reads for the widget.
  public var accessibleName: String? {
    get {
      gtk_widget_get_accessible(pointer).flatMap { atk_object_get_name($0) }.map {
        String(cString: $0)
      }
    }
    set {
      guard let accessible = gtk_widget_get_accessible(pointer) else { return }
      atk_object_set_name(accessible, newValue ?? "")
    }
  }

  /// The description a screen reader reads after the name.
  public var accessibleDescription: String? {
    get {
      gtk_widget_get_accessible(pointer).flatMap { atk_object_get_description($0) }
        .map { String(cString: $0) }
    }
    set {
      guard let accessible = gtk_widget_get_accessible(pointer) else { return }
      atk_object_set_description(accessible, newValue ?? "")
    }
  }
}

extension String {
  /// A copy of a string GLib gave the caller to free, which it frees.
  package init(freeing text: UnsafeMutablePointer<gchar>) {
    defer { g_free(text) }
    self.init(cString: text)
  }
}

extension Widget {
  /// The space above the widget, pixels.
  public var marginTop: Int {
    get { Int(gtk_widget_get_margin_top(pointer)) }
    set { gtk_widget_set_margin_top(pointer, gint(newValue)) }
  }
  /// The space below the widget, pixels.
  public var marginBottom: Int {
    get { Int(gtk_widget_get_margin_bottom(pointer)) }
    set { gtk_widget_set_margin_bottom(pointer, gint(newValue)) }
  }
}
