import CGtk
import PickerKit

/// Where a wheel with units draws its titles and its unit, in pixels from the middle of its
/// rows, unmagnified: the titles and the widest unit side by side, centred together, the
/// titles hugging the unit, as `UIDatePicker`'s countdown draws "1 hour" and "5 min".
struct UnitLayout: Equatable {
  /// The widest title, with the renderer's padding.
  var titleWidth: Double
  /// The widest unit.
  var unitWidth: Double
  /// The space between a title and its unit.
  var gap: Double
  /// Whether the unit is drawn right of the titles: it follows them in a left-to-right
  /// language, or leads them in a right-to-left one.
  var unitOnRight: Bool

  private var start: Double { -(titleWidth + gap + unitWidth) / 2 }
  /// Where the titles' box starts.
  var titleStart: Double { unitOnRight ? start : start + unitWidth + gap }
  /// Where a unit `width` wide starts: next to the titles, whichever side it is on.
  func unitStart(width: Double) -> Double {
    unitOnRight ? start + titleWidth + gap : start + unitWidth - width
  }
}

/// A wheel's unit beside its band (the delegate's `unitForRow`: a countdown's "hours"): it
/// stays still while the rows turn past it, in the plural form of the row in the band. A
/// screen reader hears it in the wheel's description ("1 hour"), kept as the selection
/// changes, since GTK 3's cells have only their renderer's text.
extension WheelView {
  /// Measures the titles and units, or forgets them for a wheel without units; the titles
  /// are aligned towards the unit.
  func measureUnits() {
    guard let text = renderers.last?.renderer else { return }
    // A wheel with units has one for every row: one without has none for its first.
    guard !showsImages, !titles.isEmpty, let first = unit?(0) else {
      unitLayout = nil
      return gtk_cell_renderer_set_alignment(text, 0.5, 0.5)
    }
    guard let measure = gtk_widget_create_pango_layout(treeView.pointer, nil) else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(measure)) }
    func width(_ text: String) -> Double {
      pango_layout_set_text(measure, text, -1)
      var width: gint = 0
      pango_layout_get_pixel_size(measure, &width, nil)
      return Double(width)
    }
    var xpad: gint = 0
    gtk_cell_renderer_get_padding(text, &xpad, nil)
    let rtl = gtk_widget_get_direction(treeView.pointer) == GTK_TEXT_DIR_RTL
    let units = titles.indices.compactMap { unit?($0) }
    let layout = UnitLayout(
      titleWidth: (titles.map(width).max() ?? 0) + 2 * Double(xpad),
      unitWidth: units.map { width($0.text) }.max() ?? 0,
      gap: Double(rowHeight) / 6, unitOnRight: first.leads == rtl)
    unitLayout = layout
    // The titles hug the unit; GTK mirrors a renderer's alignment right to left.
    let towardsUnit: Float = layout.unitOnRight ? 1 : 0
    gtk_cell_renderer_set_alignment(text, rtl ? 1 - towardsUnit : towardsUnit, 0.5)
  }

  /// Draws the unit of the row in the band beside it, magnified as the band's rows are,
  /// in the selected row's colour.
  func drawUnit(_ cr: OpaquePointer, middle: Double) {
    guard let unitLayout, let unit, rowCount > 0 else { return }
    let row = rows.row(at: Int(offset.rounded()))
    guard row >= 0, let word = unit(row)?.text, !word.isEmpty,
      let layout = gtk_widget_create_pango_layout(treeView.pointer, word)
    else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    var size: (width: gint, height: gint) = (0, 0)
    pango_layout_get_pixel_size(layout, &size.width, &size.height)
    let context = treeView.styleContext
    gtk_style_context_save(context)
    defer { gtk_style_context_restore(context) }
    let state = gtk_widget_get_state_flags(treeView.pointer).rawValue
    gtk_style_context_set_state(context, GtkStateFlags(state | GTK_STATE_FLAG_SELECTED.rawValue))
    cairo_save(cr)
    cairo_translate(cr, Double(rowsLeft) + Double(treeView.allocatedWidth) / 2, middle)
    cairo_scale(cr, look.magnification, look.magnification)
    gtk_render_layout(
      context, cr, unitLayout.unitStart(width: Double(size.width)), -Double(size.height) / 2,
      layout)
    cairo_restore(cr)
  }

  /// Tells a screen reader the selected row with its unit ("1 hour"), in the wheel's
  /// description.
  func describeUnit() {
    guard let unit, titles.indices.contains(selectedRow), let word = unit(selectedRow) else {
      return
    }
    let title = titles[selectedRow]
    treeView.accessibleDescription = word.leads ? "\(word.text) \(title)" : "\(title) \(word.text)"
  }
}
