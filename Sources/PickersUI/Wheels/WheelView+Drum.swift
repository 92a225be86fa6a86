import CGtk

/// The drum: a wheel paints its rows itself, each through the column's own cell renderers
/// under its own transform (`WheelLook`, `DrumProjection`), in place of the tree view's
/// flat picture.
///
/// Why each row, and not the tree view's picture bent into shape: a 216 px drum shows
/// about 279 px of rows, more than a 216 px tree view paints, and a picture made afresh
/// every frame cost more than a frame's share in a C prototype. Rows drawn one by one need no
/// intermediate picture, and can come from anywhere in the list (a looping wheel draws
/// row `i mod n`). Rows outside the band are dimmed by a veil of the background painted under
/// the wheel, exact over the uniform background the picker paints. The tree view stays
/// where it is, scrolled so its selected row lies behind the band: it keeps the focus, the
/// keys, type-ahead, the selection and the accessible table, but is never drawn.
extension WheelView {
  func connectDrum() {
    widget.onDraw { [weak self] cairo in
      self?.drawDrum(cairo)
      return true
    }
  }

  /// The band's height on this wheel: a row, magnified.
  var bandHeight: Double { rowHeightF * look.magnification }

  /// Paints the rows in view: outside the band at the look's opacity, then the band's rows
  /// magnified at full strength, each pass clipped to its part of the wheel.
  func drawDrum(_ cr: OpaquePointer) {
    guard rowCount > 0, let model = gtk_tree_view_get_model(treeView.treeView) else { return }
    let width = Double(widget.allocatedWidth)
    let height = allocatedHeight
    let middle = height / 2
    // A wider wheel may end the ellipsizing the titles needed.
    if !showsImages { fitTitles() }
    let band = (top: middle - bandHeight / 2, bottom: middle + bandHeight / 2)
    // The drum that fits, centred in the wheel: rows past its silhouette are not drawn.
    let projection = DrumProjection(look: look, height: Double(drumHeight))
    let strength = outerStrength
    defer { drawUnit(cr, middle: middle) }
    if look.magnification == 1 && strength >= 1 {
      return drawRows(cr, model, projection, middle: middle, scale: 1, clip: (0, height))
    }
    // Outside the band: above it and below it, dimmed by a veil of the view's background
    // colour (what the picker paints under its wheels): a row at strength a over the
    // background is exactly the row under a veil of 1 − a. A group painted back at an
    // alpha costs a picture of the rows every frame; the veil is one fill.
    cairo_save(cr)
    cairo_rectangle(cr, 0, 0, width, max(0, band.top))
    cairo_rectangle(cr, 0, band.bottom, width, max(0, height - band.bottom))
    cairo_clip(cr)
    drawRows(cr, model, projection, middle: middle, scale: 1, clip: (0, height), skip: band)
    if strength < 1 {
      let veil = viewBackground()
      cairo_set_source_rgba(cr, veil.red, veil.green, veil.blue, 1 - strength)
      cairo_paint(cr)
    }
    cairo_restore(cr)
    // The band.
    cairo_save(cr)
    cairo_rectangle(cr, 0, band.top, width, band.bottom - band.top)
    cairo_clip(cr)
    drawRows(
      cr, model, projection, middle: middle, scale: look.magnification, clip: band)
    cairo_restore(cr)
  }

  /// The strength the rows outside the band are drawn at: the look's, and at least
  /// ``highContrastStrength`` under a high-contrast theme (the look's 45 % leaves black text
  /// at 3.4:1 on white; 75 % at 10:1).
  var outerStrength: Double {
    let high = pickers_high_contrast(widget.settings) != 0
    return high ? max(look.outerOpacity, Self.highContrastStrength) : look.outerOpacity
  }

  /// The least strength of the rows outside the band under a high-contrast theme.
  static let highContrastStrength = 0.75

  /// The colour painted under the wheel: the background of the picker holding it, in its
  /// state (`SelectionBand.palette`, as the fades over it), else the theme's view colour.
  private func viewBackground() -> GdkRGBA {
    if let parent = gtk_widget_get_parent(widget.pointer) {
      return SelectionBand.palette(gtk_widget_get_style_context(parent)).background
    }
    return SelectionBand.color(
      widget.styleContext, "theme_base_color", GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1))
  }

  /// Where the rows start, in the wheel's coordinates: the tree view's left edge.
  var rowsLeft: gint {
    var x: gint = 0
    gtk_widget_translate_coordinates(treeView.pointer, widget.pointer, 0, 0, &x, nil)
    return x
  }

  /// The rows whose drawing may reach `clip` (pixels from the wheel's top) and does not lie
  /// wholly within `skip`, each centred at its projected position, scaled by `scale` about
  /// the wheel's middle.
  private func drawRows(
    _ cr: OpaquePointer, _ model: OpaquePointer, _ projection: DrumProjection, middle: Double,
    scale: Double, clip: (top: Double, bottom: Double),
    skip: (top: Double, bottom: Double) = (0, 0)
  ) {
    let rh = rowHeightF
    let cell = GdkRectangle(
      x: rowsLeft, y: 0, width: gint(treeView.allocatedWidth), height: gint(rh))
    let centreX = Double(cell.x) + Double(cell.width) / 2
    // How far along the drum rows may be seen: to the silhouette, or a row past the edge.
    let edge = max(middle - clip.top, clip.bottom - middle) / scale
    let along = (projection.inverse(min(edge, projection.reach)) ?? edge) + rh
    let first = Int((offset - along / rh).rounded(.down))
    let last = Int((offset + along / rh).rounded(.up))
    let wraps = rows.loops
    // The selected row in the selected state, as the tree view draws it (the theme's
    // foreground colour; the band, not a highlight, shows it).
    let selected = selectedRow
    var iter = GtkTreeIter()
    for row in first...last {
      guard wraps || (0..<rowCount).contains(row) else { continue }
      let index = wraps ? ((row % rowCount) + rowCount) % rowCount : row
      let s = (Double(row) - offset) * rh
      guard let y = projection.position(s) else { continue }
      let yScale = Self.quantized(projection.verticalScale(s) * scale)
      let xScale = Self.quantized(projection.horizontalScale(s) * scale)
      guard yScale > 0.01 else { continue }
      let centre = middle + y * scale
      let extent = (top: centre - yScale * rh / 2, bottom: centre + yScale * rh / 2)
      guard extent.bottom > clip.top, extent.top < clip.bottom,
        extent.top < skip.top || extent.bottom > skip.bottom,
        gtk_tree_model_iter_nth_child(model, &iter, nil, gint(index)) != 0
      else { continue }
      gtk_tree_view_column_cell_set_cell_data(column, model, &iter, 0, 0)
      measureTitle(ofRow: index)
      cairo_save(cr)
      cairo_translate(cr, centreX, centre)
      cairo_scale(cr, xScale, yScale)
      cairo_translate(cr, -centreX, -rh / 2)
      // A row a person may not choose is drawn as GTK draws an insensitive cell.
      let state = GtkCellRendererState(
        (index == selected ? GTK_CELL_RENDERER_SELECTED.rawValue : 0)
          | (isRowEnabled(index) ? 0 : GTK_CELL_RENDERER_INSENSITIVE.rawValue))
      // A magnified text row is laid out in a cell narrower by its scale, so that drawn it
      // is the wheel's width and a long title ellipsizes within it; beside a unit, in the
      // titles' box.
      var area = cell
      if let unitLayout {
        area.x = gint((centreX + unitLayout.titleStart).rounded())
        area.width = gint(unitLayout.titleWidth.rounded(.up))
      } else if xScale > 1 && !showsImages {
        area.width = gint(Double(cell.width) / xScale)
        area.x = gint((centreX - Double(area.width) / 2).rounded())
      }
      for (renderer, _) in renderers where gtk_cell_renderer_get_visible(renderer) != 0 {
        gtk_cell_renderer_render(renderer, cr, treeView.pointer, &area, &area, state)
      }
      cairo_restore(cr)
    }
  }

  /// `scale` to the nearest 1/64. Text is drawn through a font scaled by the row's
  /// transform, and cairo keeps each scaled font's glyphs: with the scales of a turning wheel
  /// left exact, every frame made new fonts and rasterised every glyph again; with at most
  /// 72 scales they are made once. A row's height is then off by at most 32 / 128 px.
  static func quantized(_ scale: Double) -> Double { (scale * 64).rounded() / 64 }

  /// The row drawn at `y` pixels from the wheel's top: the projection inverted (in the band,
  /// its magnified picture), or nil where no row of the list is drawn.
  func row(drawnAt y: Double) -> Int? {
    position(drawnAt: y).map { rows.row(at: $0) }
  }

  /// The position (`WheelRows`) drawn at `y` pixels from the wheel's top: on a loop any
  /// whole number, else a row; nil where nothing is drawn.
  func position(drawnAt y: Double) -> Int? {
    let fromMiddle = y - allocatedHeight / 2
    let inBand = abs(fromMiddle) <= bandHeight / 2
    let projection = DrumProjection(look: look, height: Double(drumHeight))
    guard let s = projection.inverse(inBand ? fromMiddle / look.magnification : fromMiddle)
    else { return nil }
    let position = Int((offset + s / rowHeightF).rounded())
    guard rowCount > 0, rows.loops || (0..<rowCount).contains(position) else { return nil }
    return position
  }
}
