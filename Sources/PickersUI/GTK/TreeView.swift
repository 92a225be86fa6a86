import CGtk

/// A `GtkTreeView`: rows of a model in columns.
@MainActor
public final class TreeView: Container {
  /// An empty tree view.
  public init() { super.init(gtk_tree_view_new()) }

  var treeView: UnsafeMutablePointer<GtkTreeView> { pointer(as: GtkTreeView.self) }

  /// The selection.
  public private(set) lazy var selection = TreeSelection(gtk_tree_view_get_selection(treeView))
  /// The vertical adjustment it scrolls with, once it has one.
  public var verticalAdjustment: Adjustment? {
    gtk_scrollable_get_vadjustment(OpaquePointer(pointer)).map(Adjustment.init)
  }

  /// Shows `store`'s rows (nil: none).
  public func setModel(_ store: ListStore?) {
    gtk_tree_view_set_model(treeView, store.map { OpaquePointer($0.object) })
  }
  /// Whether the column headers show.
  public var headersVisible: Bool {
    get { gtk_tree_view_get_headers_visible(treeView) != 0 }
    set { gtk_tree_view_set_headers_visible(treeView, newValue ? 1 : 0) }
  }
  /// Whether typing searches the rows (type-ahead).
  public var enableSearch: Bool {
    get { gtk_tree_view_get_enable_search(treeView) != 0 }
    set { gtk_tree_view_set_enable_search(treeView, newValue ? 1 : 0) }
  }
  /// The model column type-ahead searches.
  public var searchColumn: Int {
    get { Int(gtk_tree_view_get_search_column(treeView)) }
    set { gtk_tree_view_set_search_column(treeView, gint(newValue)) }
  }
  /// Whether one click activates a row.
  public var activatesOnSingleClick: Bool {
    get { gtk_tree_view_get_activate_on_single_click(treeView) != 0 }
    set { gtk_tree_view_set_activate_on_single_click(treeView, newValue ? 1 : 0) }
  }
  /// Whether every row has the same height (fast with many rows; columns must be fixed).
  public var fixedHeightMode: Bool {
    get { gtk_tree_view_get_fixed_height_mode(treeView) != 0 }
    set { gtk_tree_view_set_fixed_height_mode(treeView, newValue ? 1 : 0) }
  }
  /// Appends `column`.
  package func appendColumn(_ column: UnsafeMutablePointer<GtkTreeViewColumn>) {
    gtk_tree_view_append_column(treeView, column)
  }
  /// The row the cursor is on, or nil.
  public var cursorRow: Int? {
    var path: OpaquePointer?
    gtk_tree_view_get_cursor(treeView, &path, nil)
    guard let path else { return nil }
    defer { gtk_tree_path_free(path) }
    return gtk_tree_path_get_indices(path).map { Int($0.pointee) }
  }
  /// Puts the cursor on `row`, selecting it.
  public func setCursor(row: Int) {
    guard let path = gtk_tree_path_new_from_indices_shim(gint(row)) else { return }
    gtk_tree_view_set_cursor(treeView, path, nil, 0)
    gtk_tree_path_free(path)
  }

  /// "row-activated": a row was activated (Enter, a double-click).
  @discardableResult
  public func onRowActivated(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    connect("row-activated", .twoIgnored, handler)
  }

  /// "move-cursor", before GTK's own: a key asks to move the cursor `count` steps; return
  /// true when the handler moved it (GTK then does not).
  @discardableResult
  package func onMoveCursor(
    _ handler: @escaping @MainActor (_ step: GtkMovementStep, _ count: Int32) -> Bool
  ) -> SignalConnection {
    connect("move-cursor", .moveCursor, handler)
  }
}

/// A `GtkTreeSelection`: the selected rows of a tree view.
@MainActor
public final class TreeSelection: ObjectRef {
  init(_ selection: UnsafeMutablePointer<GtkTreeSelection>) {
    super.init(UnsafeMutableRawPointer(selection))
  }

  private var selection: UnsafeMutablePointer<GtkTreeSelection> {
    object.assumingMemoryBound(to: GtkTreeSelection.self)
  }

  /// How many rows may be selected.
  package var mode: GtkSelectionMode {
    get { gtk_tree_selection_get_mode(selection) }
    set { gtk_tree_selection_set_mode(selection, newValue) }
  }
  /// The selected row, or -1.
  public var selectedRow: Int {
    var model: OpaquePointer?
    var iter = GtkTreeIter()
    guard gtk_tree_selection_get_selected(selection, &model, &iter) != 0, let model,
      let path = gtk_tree_model_get_path(model, &iter)
    else { return -1 }
    defer { gtk_tree_path_free(path) }
    return Int(gtk_tree_path_get_indices(path)?.pointee ?? -1)
  }
  /// Selects `row`.
  public func select(row: Int) {
    guard let path = gtk_tree_path_new_from_indices_shim(gint(row)) else { return }
    gtk_tree_selection_select_path(selection, path)
    gtk_tree_path_free(path)
  }

  /// "changed": the selection changed (perhaps).
  @discardableResult
  public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    connect("changed", .plain, handler)
  }
}

/// A `GtkAdjustment`: a value in a range, as a scrolled view's position.
@MainActor
public final class Adjustment: ObjectRef {
  init(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) {
    super.init(UnsafeMutableRawPointer(adjustment))
  }

  private var adjustment: UnsafeMutablePointer<GtkAdjustment> {
    object.assumingMemoryBound(to: GtkAdjustment.self)
  }

  /// The value.
  public var value: Double {
    get { gtk_adjustment_get_value(adjustment) }
    set { gtk_adjustment_set_value(adjustment, newValue) }
  }
  /// The lower bound.
  public var lower: Double { gtk_adjustment_get_lower(adjustment) }
  /// The upper bound (the value goes up to `upper - pageSize`).
  public var upper: Double { gtk_adjustment_get_upper(adjustment) }
  /// The part of the range in view.
  public var pageSize: Double { gtk_adjustment_get_page_size(adjustment) }

  /// "changed": a bound or the page size changed.
  @discardableResult
  public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    connect("changed", .plain, handler)
  }

  /// "value-changed": the value changed.
  @discardableResult
  public func onValueChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    connect("value-changed", .plain, handler)
  }
}

/// A `GtkListStore`: the rows of a list.
@MainActor
public final class ListStore: ObjectRef {
  init(adopting store: UnsafeMutablePointer<GtkListStore>) {
    super.init(adopting: UnsafeMutableRawPointer(store))
  }

  var store: UnsafeMutablePointer<GtkListStore> {
    object.assumingMemoryBound(to: GtkListStore.self)
  }
}
