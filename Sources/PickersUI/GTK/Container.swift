import CGtk

/// A `GtkContainer`: a widget holding others.
@MainActor
open class Container: Widget {
  /// Adds `child` (a box packs it at its end, a window or bin holds it).
  public func add(_ child: Widget) {
    gtk_container_add(pointer(as: GtkContainer.self), child.pointer)
  }

  /// Removes `child`, which is destroyed unless something else holds it.
  public func remove(_ child: Widget) {
    gtk_container_remove(pointer(as: GtkContainer.self), child.pointer)
  }

  /// The pixels left empty around the children.
  public var borderWidth: Int {
    get { Int(gtk_container_get_border_width(pointer(as: GtkContainer.self))) }
    set { gtk_container_set_border_width(pointer(as: GtkContainer.self), guint(newValue)) }
  }

  /// The children, first to last (wrapped anew: a wrapper of its own for each).
  public var children: [Widget] {
    var result: [Widget] = []
    guard let list = gtk_container_get_children(pointer(as: GtkContainer.self)) else {
      return result
    }
    var link: UnsafeMutablePointer<GList>? = list
    while let node = link {
      if let data = node.pointee.data {
        result.append(Widget(data.assumingMemoryBound(to: GtkWidget.self)))
      }
      link = node.pointee.next
    }
    g_list_free(list)
    return result
  }
}

/// A `GtkBox`: children in a row or a column.
@MainActor
public final class Box: Container {
  /// A box laying its children out along `orientation`, `spacing` pixels apart.
  public init(_ orientation: Orientation, spacing: Int = 0) {
    super.init(gtk_box_new(orientation.gtk, gint(spacing)))
  }

  /// A box GTK made (a dialog's content area), wrapped.
  package init(wrapping box: UnsafeMutablePointer<GtkWidget>) { super.init(box) }

  /// Packs `child` after the children packed at the start; `expand` gives it a share of
  /// the extra space, which `fill` makes it fill; `padding` pixels on each side.
  public func packStart(_ child: Widget, expand: Bool = false, fill: Bool = false, padding: Int = 0)
  {
    gtk_box_pack_start(
      pointer(as: GtkBox.self), child.pointer, expand ? 1 : 0, fill ? 1 : 0, guint(padding))
  }

  /// Packs `child` before the children packed at the end.
  public func packEnd(_ child: Widget, expand: Bool = false, fill: Bool = false, padding: Int = 0) {
    gtk_box_pack_end(
      pointer(as: GtkBox.self), child.pointer, expand ? 1 : 0, fill ? 1 : 0, guint(padding))
  }

  /// Changes the padding `child` was packed with.
  public func setPadding(of child: Widget, _ padding: Int) {
    var expand: gboolean = 0
    var fill: gboolean = 0
    var old: guint = 0
    var pack = GTK_PACK_START
    gtk_box_query_child_packing(
      pointer(as: GtkBox.self), child.pointer, &expand, &fill, &old, &pack)
    gtk_box_set_child_packing(
      pointer(as: GtkBox.self), child.pointer, expand, fill, guint(padding), pack)
  }

  /// The pixels between children.
  public var spacing: Int {
    get { Int(gtk_box_get_spacing(pointer(as: GtkBox.self))) }
    set { gtk_box_set_spacing(pointer(as: GtkBox.self), gint(newValue)) }
  }
}

/// A `GtkGrid`: children in rows and columns.
@MainActor
public final class Grid: Container {
  /// An empty grid.
  public init() { super.init(gtk_grid_new()) }

  /// Whether every column is as wide as the widest.
  public var isColumnHomogeneous: Bool {
    get { gtk_grid_get_column_homogeneous(pointer(as: GtkGrid.self)) != 0 }
    set { gtk_grid_set_column_homogeneous(pointer(as: GtkGrid.self), newValue ? 1 : 0) }
  }
  /// The pixels between rows.
  public var rowSpacing: Int {
    get { Int(gtk_grid_get_row_spacing(pointer(as: GtkGrid.self))) }
    set { gtk_grid_set_row_spacing(pointer(as: GtkGrid.self), guint(newValue)) }
  }
  /// The pixels between columns.
  public var columnSpacing: Int {
    get { Int(gtk_grid_get_column_spacing(pointer(as: GtkGrid.self))) }
    set { gtk_grid_set_column_spacing(pointer(as: GtkGrid.self), guint(newValue)) }
  }

  /// Places `child` at `column`, `row`, spanning `width` columns and `height` rows.
  public func attach(_ child: Widget, column: Int, row: Int, width: Int = 1, height: Int = 1) {
    gtk_grid_attach(
      pointer(as: GtkGrid.self), child.pointer, gint(column), gint(row), gint(width), gint(height))
  }
}

/// A `GtkStack`: one named child shown at a time.
@MainActor
public final class Stack: Container {
  /// An empty stack.
  public init() { super.init(gtk_stack_new()) }

  /// Whether the stack is as large as its largest child, whichever is shown.
  public var isHomogeneous: Bool {
    get { gtk_stack_get_homogeneous(pointer(as: GtkStack.self)) != 0 }
    set { gtk_stack_set_homogeneous(pointer(as: GtkStack.self), newValue ? 1 : 0) }
  }

  /// Adds `child` under `name`.
  public func add(_ child: Widget, named name: String) {
    gtk_stack_add_named(pointer(as: GtkStack.self), child.pointer, name)
  }

  /// The name of the child shown.
  public var visibleChildName: String? {
    get { gtk_stack_get_visible_child_name(pointer(as: GtkStack.self)).map { String(cString: $0) } }
    set { gtk_stack_set_visible_child_name(pointer(as: GtkStack.self), newValue) }
  }
}

/// A `GtkEventBox`: a container with a window of its own to catch events.
@MainActor
open class EventBox: Container {
  /// An empty event box.
  public convenience init() { self.init(gtk_event_box_new()) }

  /// Whether its window is drawn (else it only catches input).
  public var hasVisibleWindow: Bool {
    get { gtk_event_box_get_visible_window(pointer(as: GtkEventBox.self)) != 0 }
    set { gtk_event_box_set_visible_window(pointer(as: GtkEventBox.self), newValue ? 1 : 0) }
  }
  /// Whether its input window lies above its child's windows, catching their events.
  public var isAboveChild: Bool {
    get { gtk_event_box_get_above_child(pointer(as: GtkEventBox.self)) != 0 }
    set { gtk_event_box_set_above_child(pointer(as: GtkEventBox.self), newValue ? 1 : 0) }
  }
}

/// A `GtkScrolledWindow`: a scrolled view of its child.
@MainActor
public final class ScrolledWindow: Container {
  /// A scrolled window that makes its own adjustments.
  public init() { super.init(gtk_scrolled_window_new(nil, nil)) }

  /// When each scroll bar shows.
  public func setPolicy(horizontal: ScrollBarPolicy, vertical: ScrollBarPolicy) {
    gtk_scrolled_window_set_policy(
      pointer(as: GtkScrolledWindow.self), horizontal.gtk, vertical.gtk)
  }
  /// Whether a frame is drawn around the child (GTK's default: none).
  public var hasFrame: Bool {
    get {
      gtk_scrolled_window_get_shadow_type(pointer(as: GtkScrolledWindow.self)) != GTK_SHADOW_NONE
    }
    set {
      gtk_scrolled_window_set_shadow_type(
        pointer(as: GtkScrolledWindow.self), newValue ? GTK_SHADOW_IN : GTK_SHADOW_NONE)
    }
  }
  /// Whether scroll bars are drawn over the content, shown only while scrolling.
  public var hasOverlayScrolling: Bool {
    get { gtk_scrolled_window_get_overlay_scrolling(pointer(as: GtkScrolledWindow.self)) != 0 }
    set {
      gtk_scrolled_window_set_overlay_scrolling(
        pointer(as: GtkScrolledWindow.self), newValue ? 1 : 0)
    }
  }
  /// The least width of the content shown, where the horizontal policy does not take the
  /// child's (-1: none).
  public var minContentWidth: Int {
    get { Int(gtk_scrolled_window_get_min_content_width(pointer(as: GtkScrolledWindow.self))) }
    set {
      gtk_scrolled_window_set_min_content_width(
        pointer(as: GtkScrolledWindow.self), gint(newValue))
    }
  }
  /// Whether the child's natural width is the scrolled window's natural width.
  public var propagatesNaturalWidth: Bool {
    get {
      gtk_scrolled_window_get_propagate_natural_width(pointer(as: GtkScrolledWindow.self)) != 0
    }
    set {
      gtk_scrolled_window_set_propagate_natural_width(
        pointer(as: GtkScrolledWindow.self), newValue ? 1 : 0)
    }
  }
  /// Whether a touch drag scrolls with momentum.
  public var hasKineticScrolling: Bool {
    get { gtk_scrolled_window_get_kinetic_scrolling(pointer(as: GtkScrolledWindow.self)) != 0 }
    set {
      gtk_scrolled_window_set_kinetic_scrolling(
        pointer(as: GtkScrolledWindow.self), newValue ? 1 : 0)
    }
  }
}
