import CGtk

/// What a picker draws around its wheels, in the theme's colours so it reads in light and
/// dark styles: the view background under them; over them, the selection band at their
/// vertical middle (a rounded strip of the text colour, tinted with the accent colour on
/// the wheel that has the keyboard focus), and short fades of the background at the top and
/// bottom edges, over the drum's thinnest rows.
@MainActor
enum SelectionBand {
  /// Draws under and over the children of `container` (the picker's grid) for `wheels`.
  static func draw(on container: Widget, wheels: @escaping @MainActor () -> [WheelView]) {
    container.addStyleClass("view")
    container.addStyleClass("picker")
    container.onDraw { [unowned container] cairo in
      gtk_render_background(
        container.styleContext, cairo, 0, 0, Double(container.allocatedWidth),
        Double(container.allocatedHeight))
      return false
    }
    container.onDrawOver { [unowned container] cairo in overlay(container, wheels(), cairo) }
  }

  /// The colours a picker draws with, from its own style context in its state (backdrop,
  /// dark, high contrast), as GTK draws the `.view` the picker is: its background (under the
  /// wheels, in the fades and the veil), its text colour (the band's tint) and its selected
  /// background (the focused wheel's accent). The theme's named colours
  /// (`theme_base_color`, …) do not follow the state: in backdrop Adwaita's `.view` is
  /// #fcfcfc, and fades of the named #ffffff showed a box round the drum.
  struct Palette {
    var background: GdkRGBA
    var foreground: GdkRGBA
    var accent: GdkRGBA
  }

  /// The palette of a picker whose grid (styled `.view.picker`) has the style `context`,
  /// as it is now.
  static func palette(_ context: UnsafeMutablePointer<GtkStyleContext>) -> Palette {
    var background = GdkRGBA()
    if pickers_style_background_in(context, GtkStateFlags(0), &background) == 0 {
      background = color(context, "theme_base_color", GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1))
    }
    var foreground = GdkRGBA()
    gtk_style_context_get_color(context, gtk_style_context_get_state(context), &foreground)
    var accent = GdkRGBA()
    if pickers_style_background_in(context, GTK_STATE_FLAG_SELECTED, &accent) == 0 {
      accent = color(
        context, "theme_selected_bg_color", GdkRGBA(red: 0.2, green: 0.5, blue: 0.9, alpha: 1))
    }
    return Palette(background: background, foreground: foreground, accent: accent)
  }

  /// The theme's named colour `name` in the style `context`, or `fallback` if it has none.
  static func color(
    _ context: UnsafeMutablePointer<GtkStyleContext>, _ name: String, _ fallback: GdkRGBA
  ) -> GdkRGBA {
    var rgba = GdkRGBA()
    return gtk_style_context_lookup_color(context, name, &rgba) != 0 ? rgba : fallback
  }

  private static func overlay(_ container: Widget, _ wheels: [WheelView], _ cr: OpaquePointer) {
    guard let first = wheels.first else { return }
    let origin = container.allocation
    let width = Double(origin.width)
    let box = first.widget.allocation
    let middle = Double(box.y - origin.y) + Double(box.height) / 2
    // The fades lie over the drum's edges, wherever in its allocation the drum is drawn.
    let height = wheels.map { Double($0.drumHeight) }.max() ?? Double(box.height)
    let top = middle - height / 2
    let band = wheels.map(\.bandHeight).max() ?? first.bandHeight
    let colours = palette(container.styleContext)
    let (foreground, base, accent) = (colours.foreground, colours.background, colours.accent)

    // Fades: the background colour over the drum's last, thinnest rows, so its silhouette
    // softens into the background (the drum itself dims and shrinks the rest).
    for (edge, inner) in [(top, top + height * 0.16), (top + height, top + height * 0.84)] {
      guard let fade = cairo_pattern_create_linear(0, edge, 0, inner) else { continue }
      cairo_pattern_add_color_stop_rgba(fade, 0, base.red, base.green, base.blue, 0.85)
      cairo_pattern_add_color_stop_rgba(fade, 1, base.red, base.green, base.blue, 0)
      cairo_set_source(cr, fade)
      cairo_rectangle(cr, 0, min(edge, inner), width, abs(inner - edge))
      cairo_fill(cr)
      cairo_pattern_destroy(fade)
    }
    // The band, and the focused wheel's part of it.
    roundedRectangle(cr, x: 2, y: middle - band / 2, width: width - 4, height: band)
    cairo_set_source_rgba(cr, foreground.red, foreground.green, foreground.blue, 0.08)
    cairo_fill(cr)
    for wheel in wheels where wheel.treeView.hasFocus {
      let area = wheel.widget.allocation
      roundedRectangle(
        cr, x: Double(area.x - origin.x) + 2, y: middle - band / 2, width: Double(area.width) - 4,
        height: band)
      cairo_set_source_rgba(cr, accent.red, accent.green, accent.blue, 0.22)
      cairo_fill(cr)
    }
  }

  private static func roundedRectangle(
    _ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double
  ) {
    let radius = min(8, height / 4)
    cairo_new_sub_path(cr)
    cairo_arc(cr, x + width - radius, y + radius, radius, -Double.pi / 2, 0)
    cairo_arc(cr, x + width - radius, y + height - radius, radius, 0, Double.pi / 2)
    cairo_arc(cr, x + radius, y + height - radius, radius, Double.pi / 2, Double.pi)
    cairo_arc(cr, x + radius, y + radius, radius, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cr)
  }
}
