import CGtk
import PickerKit

/// A wheel's width: a text wheel asks for its titles' width by choice and a few
/// characters' at least, and given less than a title needs (three meals side by side on a
/// 360 px phone with Large Text) it ellipsizes its titles ("Vegetable Cu…") instead of
/// being cut by the screen.
///
/// Its scrolled window takes the tree view's width as its natural width only (horizontal
/// policy `EXTERNAL`) and ``leastTitleChars`` characters as its least. The drum measures a
/// title as it first draws it, where it may be wider than the band (`TitleWidths` says
/// where), and ellipsizing is on while one is: it makes every drawn row's text slower to
/// draw (docs/PERFORMANCE.md), so it is off whenever it is not needed. While it is on, the renderer asks for three characters and the column fits
/// the wheel, so each cell's accessible extents lie inside it; the wheel box keeps the
/// measured titles' width as its natural width, so a parent that gives natural widths
/// still can give the titles their room.
extension WheelView {
  /// The least width of a text wheel, in average characters: "Veg…".
  static let leastTitleChars = 4

  func connectWidth() {
    guard !showsImages else { return }
    // A new font (Large Text turned on or off) changes both.
    treeView.onStyleUpdated { [weak self] in self?.fontChanged() }
  }

  /// The width a title has in the band, the widest a row is drawn: the wheel's width
  /// less the band's magnification.
  var titleWidth: Int {
    Int(Double(treeView.allocatedWidth) / max(1, look.magnification))
  }

  /// Measures `row`'s title, its data already set on the renderers, if it may be wider
  /// than the band, and fits the titles to what it found.
  func measureTitle(ofRow row: Int) {
    guard !showsImages, titleWidths.needsMeasuring(row: row, cellWidth: titleWidth),
      let text = renderers.last?.renderer
    else { return }
    var natural: gint = 0
    gtk_cell_renderer_get_preferred_width(text, treeView.pointer, nil, &natural)
    titleWidths.record(row: row, width: Int(natural))
    fitTitles()
  }

  /// Turns the title renderer's ellipsizing on or off as `titleWidths` says for the band's
  /// width (a change measures the column again), and keeps the measured titles' width,
  /// magnified, as the wheel's natural width.
  func fitTitles() {
    guard let text = renderers.last?.renderer else { return }
    let on = titleWidths.ellipsizes(cellWidth: titleWidth)
    let mode = gint((on ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE).rawValue)
    if pickers_object_get_int(text, "ellipsize") != mode {
      pickers_object_set_int(text, "ellipsize", mode)
      gtk_tree_view_column_queue_resize(column)
    }
    let magnification = max(1, look.magnification)
    let widest = unitLayout.map { $0.titleWidth + $0.gap + $0.unitWidth }
    widget.setNaturalWidth(
      atLeast: Int((max(Double(titleWidths.widest), widest ?? 0) * magnification).rounded(.up)))
  }

  /// Takes the tree view's new font: the least width is ``leastTitleChars`` of its average
  /// characters, an ASCII glyph is at most its line's height wide, and titles are measured
  /// anew.
  private func fontChanged() {
    guard let context = gtk_widget_get_pango_context(treeView.pointer),
      let metrics = pango_context_get_metrics(context, nil, nil),
      let text = renderers.last?.renderer
    else { return }
    defer { pango_font_metrics_unref(metrics) }
    let scale = Int(PANGO_SCALE)
    let character = Int(pango_font_metrics_get_approximate_char_width(metrics)) / scale
    let line =
      Int(pango_font_metrics_get_ascent(metrics) + pango_font_metrics_get_descent(metrics))
      / scale
    var xpad: gint = 0
    gtk_cell_renderer_get_padding(text, &xpad, nil)
    scrolled.minContentWidth = Self.leastTitleChars * character + 2 * Int(xpad)
    titleWidths.setFont(glyphBound: line > 0 ? line : nil, padding: 2 * Int(xpad))
    measureUnits()
    fitTitles()
    widget.queueDraw()
  }
}
