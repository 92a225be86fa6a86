import CGtk

/// The RGB pixels of what `draw` draws on a `width` × `height` canvas of grey level
/// `canvas` (white by default), row by row, with their width and height; the picture is
/// also written to the PNG file `dump` when given.
func render(
  _ draw: (OpaquePointer) -> Void, width: Int32, height: Int32, canvas: Double = 1,
  dump: String? = nil
) -> (pixels: [UInt32], width: Int, height: Int) {
  let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height)!
  let cr = cairo_create(surface)!
  cairo_set_source_rgb(cr, canvas, canvas, canvas)
  cairo_paint(cr)
  draw(cr)
  cairo_destroy(cr)
  cairo_surface_flush(surface)
  if let dump { cairo_surface_write_to_png(surface, dump) }
  let stride = Int(cairo_image_surface_get_stride(surface)) / 4
  let data = cairo_image_surface_get_data(surface)!.withMemoryRebound(
    to: UInt32.self, capacity: stride * Int(height)
  ) { pointer in
    (0..<Int(height)).flatMap { y in (0..<Int(width)).map { pointer[y * stride + $0] } }
  }
  cairo_surface_destroy(surface)
  return (data, Int(width), Int(height))
}
