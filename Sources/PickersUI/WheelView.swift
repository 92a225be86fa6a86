import CGtk

/// One picker wheel, as `UIPickerView` draws a component: a `GtkTreeView` in fixed-height
/// mode with one column, turned so that the selected row always sits in the band at its
/// vertical middle, the first and last rows included.
///
/// Where the wheel has turned to is `offset`, in rows: row `r` sits in the band when
/// `offset == r`. The tree view scrolls as far as it can; near the ends its
/// scrolled window gives way by a top or bottom margin (`WheelGeometry`), so row 0 and the
/// last row reach the band without padding rows: the accessible table holds exactly the
/// model's rows, and the keyboard can never land on padding.
///
/// A person turns the wheel with the mouse wheel, the touchpad or a drag; when the motion
/// comes to rest it snaps to the nearest row, which becomes selected, and `onUserSelect`
/// hears it once (`WheelView+Input.swift`). Keys, type-ahead, clicks and assistive
/// technologies select a row directly and the wheel turns to it. Programmatic selections
/// (`select(_:animated:)`) are never reported. Image rows keep their title in a caption
/// renderer, so a screen reader reads a name ("cherry").
public final class WheelView {
  /// The outermost widget to pack: a box exactly `visibleHeight` pixels high.
  public let widget: WidgetPointer
  /// The tree view itself (its accessible name is the wheel's name).
  public let treeView: WidgetPointer
  /// The scrolled window around the tree view, moved by the margins near the ends.
  let scrolled: WidgetPointer
  let selection: UnsafeMutablePointer<GtkTreeSelection>
  let column: UnsafeMutablePointer<GtkTreeViewColumn>
  /// The column's renderers and the model columns bound to their properties.
  let renderers: [(renderer: UnsafeMutablePointer<GtkCellRenderer>, bindings: [(String, Int32)])]
  /// Above zero while the code, not a person, changes the selection.
  var programmatic = 0
  /// The turn under way (a snap, a fling, a programmatic move or a reel's roll).
  var animation: ScrollAnimation?
  /// Where the wheel has turned to, in rows: row `r` sits in the band when `offset == r`.
  var offset: Double = 0
  /// Set while the wheel itself scrolls the tree view.
  var applying = false
  /// Set while a reel rolls (see `roll`).
  var rolling = false
  /// The input under way: a drag, recent scroll samples, the rest timer.
  var input = WheelInput()
  /// While a reel rolls past its last row, row `i` shows row `(i + shift) mod rowCount`.
  var remapShift: Int?
  /// The number of rows now shown.
  public private(set) var rowCount = 0
  /// The fixed row height in pixels.
  public let rowHeight: Int
  /// The wheel's height in pixels: the rows in view (plus parts of their neighbours).
  public let visibleHeight: Int
  /// Whether rows show images (the store then also holds an image and a caption flag).
  public let showsImages: Bool
  /// Whether a person may turn the wheel (pointer, keyboard, assistive technologies).
  /// Slot reels are not: only their model turns them.
  public var isTurnable = true {
    didSet {
      gtk_widget_set_can_focus(treeView, isTurnable ? 1 : 0)
      gtk_tree_view_set_enable_search(treeView.cast(), isTurnable ? 1 : 0)
    }
  }

  /// Called with the row a person selected, once per rest.
  public var onUserSelect: ((Int) -> Void)?
  /// Called when a person activates a row (Enter or double-click).
  public var onActivate: (() -> Void)?

  /// A wheel named `name` (its accessible name) with rows `rowHeight` pixels high and
  /// `visibleHeight` pixels tall; `showsImages` adds an image renderer.
  public init(name: String, rowHeight: Int, visibleHeight: Int, showsImages: Bool) {
    self.rowHeight = rowHeight
    self.visibleHeight = visibleHeight
    self.showsImages = showsImages
    treeView = retain(gtk_tree_view_new())
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
    column = pickers_tree_view_column_new(name)
    renderers = Self.addRenderers(to: column, rowHeight: rowHeight, showsImages: showsImages)
    gtk_tree_view_append_column(tree, column)
    gtk_tree_view_set_fixed_height_mode(tree, 1)

    scrolled = gtk_scrolled_window_new(nil, nil)!
    let scroll = scrolled.cast(to: GtkScrolledWindow.self)
    // The wheel scrolls itself: no scroll bar, and no minimum height from the rows.
    gtk_scrolled_window_set_policy(scroll, GTK_POLICY_NEVER, GTK_POLICY_EXTERNAL)
    gtk_scrolled_window_set_shadow_type(scroll, GTK_SHADOW_NONE)
    gtk_container_add(scrolled.cast(), treeView)
    widget = retain(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
    gtk_widget_set_size_request(widget, -1, gint(visibleHeight))
    gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
    gtk_box_pack_start(widget.cast(), scrolled, 1, 1, 0)
    connectSignals()
  }

  deinit {
    animation = nil
    input.cancelRest()
    release(treeView)
    release(widget)
  }

  private func connectSignals() {
    Signals.connect(asObject(selection), "changed") { [weak self] in self?.selectionChanged() }
    Signals.connectTwoPointers(treeView.object, "row-activated") { [weak self] in
      self?.onActivate?()
    }
    // The band holds the selected row whenever the wheel is shown or resized, and the tree
    // view's own scrolling (to its cursor, after a resize) is put back where the wheel is.
    Signals.connect(treeView.object, "map") { [weak self] in self?.apply() }
    if let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(treeView)) {
      Signals.connect(asObject(adjustment), "changed") { [weak self] in self?.apply() }
      Signals.connect(asObject(adjustment), "value-changed") { [weak self] in
        guard let self, !self.applying else { return }
        self.apply()
      }
    }
    connectInput()
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
    rolling = false
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

  /// Selects `row` (clamped) without telling `onUserSelect`, and turns the wheel to it.
  public func select(_ row: Int, animated: Bool) {
    guard rowCount > 0 else { return }
    let target = clamped(row)
    moveCursor(to: target)
    turn(to: target, animated: animated)
  }

  /// Selects `row` (clamped) as a click or an assistive technology does, through the tree
  /// selection, so `onUserSelect` hears of it.
  public func userSelect(_ row: Int) {
    guard rowCount > 0, let path = gtk_tree_path_new_from_indices_shim(gint(clamped(row)))
    else { return }
    gtk_tree_selection_select_path(selection, path)
    gtk_tree_path_free(path)
  }

  func clamped(_ row: Int) -> Int { min(max(row, 0), max(rowCount - 1, 0)) }

  /// Puts the cursor (and so the selection) on `row` without reporting it as a person's.
  func moveCursor(to row: Int) {
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

  /// A person's selection made without turning: keys, type-ahead, an assistive technology's
  /// Selection interface. The wheel turns to it and reports it; a reel puts it back.
  private func selectionChanged() {
    guard programmatic == 0 else { return }
    let row = selectedRow
    guard row >= 0 else { return }
    guard isTurnable else { return restoreSelection() }
    input.cancelRest()
    // A selection made without the cursor (an assistive technology) moves the cursor too,
    // so the keyboard goes on from the selected row.
    moveCursor(to: row)
    turn(to: row, animated: true)
    onUserSelect?(row)
  }

  /// Puts back the selection a person changed on a wheel they may not turn (a reel): the
  /// row the wheel shows in its band.
  private func restoreSelection() {
    let row = clamped(Int(offset.rounded()))
    guard let path = gtk_tree_path_new_from_indices_shim(gint(row)) else { return }
    programmatic += 1
    gtk_tree_selection_select_path(selection, path)
    programmatic -= 1
    gtk_tree_path_free(path)
  }

  /// Selects `row` at the end of a person's motion, reports it if it changed, and snaps the
  /// wheel to it.
  func settle(on row: Int, after duration: Double) {
    let target = clamped(row)
    let changed = target != selectedRow
    moveCursor(to: target)
    animate(to: Double(target), duration: duration)
    if changed { onUserSelect?(target) }
  }

  /// Turns the wheel so `row` sits in the band; longer moves take a little longer, as a
  /// wheel would (0.2 s to 0.45 s).
  func turn(to row: Int, animated: Bool) {
    let target = Double(row)
    guard animated else {
      animation = nil
      rolling = false
      return move(to: target)
    }
    animate(to: target, duration: min(0.45, 0.2 + abs(target - offset) * 0.05))
  }

  /// Animates `offset` to `target` with an ease-out curve.
  func animate(to target: Double, duration: Double) {
    animation = nil
    animation = ScrollAnimation(
      widget: treeView, from: offset, to: target, duration: duration,
      update: { [weak self] value in self?.move(to: value) },
      completion: { [weak self] in self?.animation = nil })
  }

  /// One CSS provider for every wheel, parsed once.
  private static let rowSeparatorStyle: OpaquePointer? = {
    guard let provider = gtk_css_provider_new() else { return nil }
    // The band shows the selection, so the row itself is not highlighted.
    let css = """
      treeview { -GtkTreeView-vertical-separator: 0; }
      treeview:selected, treeview:selected:focus {
        background-color: transparent; color: @theme_fg_color;
      }
      """
    gtk_css_provider_load_from_data(provider, css, -1, nil)
    return OpaquePointer(provider)
  }()

  /// Rows touch, as on a wheel (no theme spacing between them, so a row is `rowHeight`),
  /// and the selected row is not highlighted: the band shows it.
  private static func removeRowSeparators(_ treeView: WidgetPointer) {
    guard let provider = rowSeparatorStyle else { return }
    gtk_style_context_add_provider(
      gtk_widget_get_style_context(treeView), provider,
      guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
  }
}
