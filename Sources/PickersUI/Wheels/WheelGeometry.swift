import CGtk

/// Where a wheel's tree view and its scrolled window go for a given offset.
///
/// The band is the row-high strip at the wheel's vertical middle. With `a` the scroll
/// position that would put the offset's row in the band, the tree view scrolls to
/// `max(0, a)`; above row 0 the scrolled window starts lower by a top margin, past the last
/// row it ends higher by a bottom margin. Both margins are zero in the middle of a long list.
struct WheelGeometry: Equatable {
  /// The scrolled window's top margin, pixels.
  var top: Int
  /// The scrolled window's bottom margin, pixels.
  var bottom: Int
  /// The tree view's vertical scroll position, pixels.
  var scroll: Double

  /// The geometry that puts `offset` (in rows, fractions allowed) in the band of a wheel
  /// `height` pixels tall with `rows` rows `rowHeight` pixels high.
  init(offset: Double, rows: Int, rowHeight: Double, height: Double) {
    let a = offset * rowHeight - (height - rowHeight) / 2
    let content = Double(rows) * rowHeight
    top = Int(max(0, -a).rounded())
    bottom = Int(max(0, a + height - content).rounded())
    scroll = max(0, a)
  }
}

extension WheelView {
  /// The furthest offset: the last row in the band.
  var lastOffset: Double { Double(max(rowCount - 1, 0)) }

  /// A row's height in pixels: every renderer has this fixed height and the theme's
  /// spacing between rows is removed, so GTK's rows are exactly this high (the widget tests
  /// check it). Measuring instead is wrong right after a reload, before GTK has laid the
  /// new rows out.
  var rowHeightF: Double { Double(rowHeight) }

  /// Shows `offset`: sets the margins (only when they change, since that resizes) and the
  /// tree view's scroll position, and redraws the drum. A looping wheel's tree view holds
  /// its selected row (a rolling reel's, the row the roll ends on): its positions run past
  /// the rows, and the tree view then neither scrolls nor resizes while the wheel turns.
  func apply() {
    widget.queueDraw()
    guard let adjustment else { return }
    let shown = isRolling || rows.loops ? Double(max(selectedRow, 0)) : offset
    let geometry = WheelGeometry(
      offset: shown, rows: rowCount, rowHeight: rowHeightF,
      height: allocatedHeight)
    // Only a change is set: a margin set resizes the wheel.
    if scrolled.marginTop != geometry.top { scrolled.marginTop = geometry.top }
    if scrolled.marginBottom != geometry.bottom { scrolled.marginBottom = geometry.bottom }
    applying = true
    adjustment.value = geometry.scroll
    applying = false
  }

  /// Renderers: an image renderer for image wheels, then the title's text renderer. Image
  /// rows keep their title in the text renderer, not drawn unless the image is missing: it
  /// is the text cell a screen reader reads ("cherry"). Returns each renderer with the
  /// model columns bound to its properties.
  @discardableResult
  static func addRenderers(
    to column: UnsafeMutablePointer<GtkTreeViewColumn>, rowHeight: Int, showsImages: Bool
  ) -> [(renderer: UnsafeMutablePointer<GtkCellRenderer>, bindings: [(String, Int32)])] {
    gtk_tree_view_column_set_sizing(column, GTK_TREE_VIEW_COLUMN_FIXED)
    gtk_tree_view_column_set_expand(column, 1)
    gtk_tree_view_column_set_alignment(column, 0.5)
    var renderers: [(UnsafeMutablePointer<GtkCellRenderer>, [(String, Int32)])] = []
    if showsImages, let image = gtk_cell_renderer_pixbuf_new() {
      gtk_cell_renderer_set_fixed_size(image, -1, gint(rowHeight))
      gtk_tree_view_column_pack_start(column, image, 1)
      // A surface, not a pixbuf: it carries the device scale, so at 2× the image is drawn
      // from twice the pixels instead of being scaled up.
      renderers.append((image, [("surface", 1)]))
    }
    if let text = gtk_cell_renderer_text_new() {
      gtk_cell_renderer_set_fixed_size(text, -1, gint(rowHeight))
      gtk_cell_renderer_set_alignment(text, 0.5, 0.5)
      // Titles come from data files, which are input: none widens its wheel past the bound
      // (one of 3,000 characters asked for a window 32,767 px wide), and a longer one is
      // ellipsized (`WheelView+Width.swift` turns that on only while it is needed).
      pickers_object_set_int(text, "max-width-chars", gint(PickerWidget.titleWidthChars))
      gtk_tree_view_column_pack_start(column, text, showsImages ? 0 : 1)
      renderers.append((text, showsImages ? [("text", 0), ("visible", 2)] : [("text", 0)]))
    }
    for (renderer, bindings) in renderers {
      for (property, modelColumn) in bindings {
        gtk_tree_view_column_add_attribute(column, renderer, property, modelColumn)
      }
    }
    return renderers
  }
}
