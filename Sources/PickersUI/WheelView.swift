import CGtk

/// One picker wheel: a `GtkTreeView` in fixed-height mode with one fixed column, inside a
/// scrolled window, so the column reads like a wheel. The selected row is highlighted and
/// kept centred (as far as the first and last rows allow); `select(_:animated:)` scrolls
/// smoothly.
///
/// Rows are `(title, image?)`; image rows also keep their title in a caption renderer so a
/// screen reader reads a name ("cherry"). A person's selection (click, keys, AT-SPI) is
/// reported through `onUserSelect`; programmatic ones are not.
public final class WheelView {
  /// The outermost widget to pack.
  public let widget: WidgetPointer
  /// The tree view itself (its accessible name is the wheel's name).
  public let treeView: WidgetPointer
  private let selection: UnsafeMutablePointer<GtkTreeSelection>
  private var programmatic = 0
  private var animation: ScrollAnimation?
  /// The number of rows now shown.
  public private(set) var rowCount = 0
  /// The fixed row height in pixels.
  public let rowHeight: Int
  /// Whether rows show images (the store then also holds an image and a caption flag).
  public let showsImages: Bool

  /// Called with the row a person selected.
  public var onUserSelect: ((Int) -> Void)?
  /// Called when a person activates a row (Enter or double-click).
  public var onActivate: (() -> Void)?

  /// A wheel named `name` (its accessible name) with rows `rowHeight` pixels high,
  /// `visibleRows` of them in view; `showsImages` adds an image renderer.
  public init(name: String, rowHeight: Int, visibleRows: Int, showsImages: Bool) {
    self.rowHeight = rowHeight
    self.showsImages = showsImages
    treeView = retain(gtk_tree_view_new())
    let scrolled = gtk_scrolled_window_new(nil, nil)!
    let tree = treeView.cast(to: GtkTreeView.self)
    selection = gtk_tree_view_get_selection(tree)
    gtk_tree_selection_set_mode(selection, GTK_SELECTION_BROWSE)
    gtk_tree_view_set_headers_visible(tree, 0)
    gtk_tree_view_set_enable_search(tree, 1)
    gtk_tree_view_set_search_column(tree, 0)
    gtk_tree_view_set_activate_on_single_click(tree, 0)
    treeView.setAccessibleName(name)
    treeView.addStyleClass("wheel")
    Self.removeRowSeparators(treeView)

    let column = pickers_tree_view_column_new(name)
    gtk_tree_view_column_set_sizing(column, GTK_TREE_VIEW_COLUMN_FIXED)
    gtk_tree_view_column_set_expand(column, 1)
    gtk_tree_view_column_set_alignment(column, 0.5)
    if showsImages {
      let image = gtk_cell_renderer_pixbuf_new()
      gtk_cell_renderer_set_fixed_size(image, -1, gint(rowHeight))
      gtk_tree_view_column_pack_start(column, image, 1)
      pickers_column_bind(column, image, "pixbuf", 1)
    }
    // Image rows keep their title in a text renderer that is not drawn (unless the image
    // is missing): it is the text cell a screen reader reads ("cherry").
    let text = gtk_cell_renderer_text_new()
    gtk_cell_renderer_set_fixed_size(text, -1, gint(rowHeight))
    pickers_object_set_double(text, "xalign", 0.5)
    gtk_tree_view_column_pack_start(column, text, showsImages ? 0 : 1)
    pickers_column_bind(column, text, "text", 0)
    if showsImages { pickers_column_bind(column, text, "visible", 2) }
    gtk_tree_view_append_column(tree, column)
    gtk_tree_view_set_fixed_height_mode(tree, 1)

    let scroll = scrolled.cast(to: GtkScrolledWindow.self)
    gtk_scrolled_window_set_policy(scroll, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_min_content_height(scroll, gint(rowHeight * visibleRows))
    if visibleRows == 1 {
      // A one-row window (a slot reel): the row in view is the selection, so no highlight
      // and no scroll bar.
      treeView.addStyleClass("one-row")
      gtk_scrolled_window_set_policy(scroll, GTK_POLICY_NEVER, GTK_POLICY_EXTERNAL)
      gtk_scrolled_window_set_max_content_height(scroll, gint(rowHeight))
    }
    gtk_scrolled_window_set_shadow_type(scroll, GTK_SHADOW_IN)
    gtk_container_add(scrolled.cast(), treeView)

    widget = retain(scrolled)

    Signals.connect(asObject(selection), "changed") { [weak self] in self?.selectionChanged() }
    Signals.connectTwoPointers(treeView.object, "row-activated") { [weak self] in
      self?.onActivate?()
    }
    // Keep the selection centred when the wheel is resized or first shown.
    Signals.connect(treeView.object, "map") { [weak self] in self?.centreSelection(animated: false)
    }
  }

  deinit {
    animation = nil
    release(treeView)
    release(widget)
  }

  /// Replaces every row, keeping the selected row where still valid (else the nearest).
  /// The new store is filled while detached, then attached in one step; `title` and `image`
  /// are asked for each row in turn (`image` only when the wheel shows images).
  public func setRows(
    count: Int, title: (Int) -> String, image: (Int) -> OpaquePointer? = { _ in nil }
  ) {
    let previous = selectedRow
    let made = showsImages ? pickers_list_store_new_title_image() : pickers_list_store_new_title()
    guard let store = made else { return }
    for row in 0..<count {
      if showsImages {
        let pixbuf = image(row)
        pickers_list_store_append_title_image(store, title(row), pixbuf, pixbuf == nil ? 1 : 0)
      } else {
        pickers_list_store_append_title(store, title(row))
      }
    }
    programmatic += 1
    defer { programmatic -= 1 }
    animation = nil
    gtk_tree_view_set_model(treeView.cast(), OpaquePointer(store))
    g_object_unref(asObject(store))
    rowCount = count
    if rowCount > 0 { select(min(max(previous, 0), rowCount - 1), animated: false) }
  }

  /// The selected row, or -1 when the wheel is empty.
  public var selectedRow: Int {
    var model: OpaquePointer?
    var iter = GtkTreeIter()
    guard gtk_tree_selection_get_selected(selection, &model, &iter) != 0, let model,
      let path = gtk_tree_model_get_path(model, &iter)
    else { return -1 }
    defer { gtk_tree_path_free(path) }
    return Int(gtk_tree_path_get_indices(path)?.pointee ?? -1)
  }

  /// Selects `row` (clamped) without telling `onUserSelect`, and centres it.
  public func select(_ row: Int, animated: Bool) {
    guard rowCount > 0 else { return }
    let target = min(max(row, 0), rowCount - 1)
    moveCursor(to: target)
    centreSelection(animated: animated)
  }

  /// Selects `row` (clamped) as a click or an assistive technology does, through the tree
  /// selection, so `onUserSelect` hears of it.
  public func userSelect(_ row: Int) {
    guard rowCount > 0,
      let path = gtk_tree_path_new_from_indices_shim(gint(min(max(row, 0), rowCount - 1)))
    else { return }
    gtk_tree_selection_select_path(selection, path)
    gtk_tree_path_free(path)
  }

  /// Puts the cursor (and so the selection) on `row` without reporting it as a person's.
  private func moveCursor(to row: Int) {
    programmatic += 1
    defer { programmatic -= 1 }
    var current: OpaquePointer?
    gtk_tree_view_get_cursor(treeView.cast(), &current, nil)
    let currentRow = current.flatMap { gtk_tree_path_get_indices($0)?.pointee }
    if let current { gtk_tree_path_free(current) }
    guard currentRow.map({ Int($0) }) != row,
      let path = gtk_tree_path_new_from_indices_shim(gint(row))
    else { return }
    gtk_tree_view_set_cursor(treeView.cast(), path, nil, 0)
    gtk_tree_path_free(path)
  }

  /// The height GTK gives a row (the cell plus any theme spacing), or `rowHeight`.
  private var measuredRowHeight: Int {
    guard rowCount > 0, let path = gtk_tree_path_new_from_indices_shim(0) else { return rowHeight }
    defer { gtk_tree_path_free(path) }
    var area = GdkRectangle()
    gtk_tree_view_get_background_area(treeView.cast(), path, nil, &area)
    return area.height > 0 ? Int(area.height) : rowHeight
  }

  /// One CSS provider for every wheel, parsed once.
  private static let rowSeparatorStyle: OpaquePointer? = {
    guard let provider = gtk_css_provider_new() else { return nil }
    gtk_css_provider_load_from_data(provider, "* { -GtkTreeView-vertical-separator: 0; }", -1, nil)
    return OpaquePointer(provider)
  }()

  /// Rows touch, as on a wheel: no theme spacing between them, so a row is `rowHeight`.
  private static func removeRowSeparators(_ treeView: WidgetPointer) {
    guard let provider = rowSeparatorStyle else { return }
    gtk_style_context_add_provider(
      gtk_widget_get_style_context(treeView), provider,
      guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
  }

  private func selectionChanged() {
    guard programmatic == 0 else { return }
    let row = selectedRow
    guard row >= 0 else { return }
    // A selection made without the cursor (an assistive technology's Selection interface)
    // moves the cursor too, so the keyboard goes on from the selected row.
    moveCursor(to: row)
    centreSelection(animated: true)
    onUserSelect?(row)
  }

  /// Scrolls so the selected row sits in the middle of the wheel (as far as the ends allow).
  private func centreSelection(animated: Bool) {
    let row = selectedRow
    guard row >= 0 else { return }
    guard animated, gtk_widget_get_mapped(treeView) != 0,
      let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(treeView))
    else {
      animation = nil
      if let path = gtk_tree_path_new_from_indices_shim(gint(row)) {
        gtk_tree_view_scroll_to_cell(treeView.cast(), path, nil, 1, 0.5, 0)
        gtk_tree_path_free(path)
      }
      return
    }
    let page = gtk_adjustment_get_page_size(adjustment)
    let upper = gtk_adjustment_get_upper(adjustment)
    let height = Double(measuredRowHeight)
    let target = Double(row) * height + height / 2 - page / 2
    let clamped = min(max(target, gtk_adjustment_get_lower(adjustment)), max(0, upper - page))
    // Longer moves take a little longer, as a wheel would: 0.2 s to 0.45 s.
    let rows = abs(clamped - gtk_adjustment_get_value(adjustment)) / height
    animation = ScrollAnimation(
      widget: treeView, adjustment: adjustment, to: clamped, duration: min(0.45, 0.2 + rows * 0.05))
  }
}
