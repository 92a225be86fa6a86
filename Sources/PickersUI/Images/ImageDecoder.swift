import CGtk
import PickerKit

/// Decodes one row image from its bytes, refusing what is hostile or broken before and
/// while GdkPixbuf decodes it (issue 22's bounds, `docs/RELIABILITY.md`):
///
/// 1. The file is read once by `FileBytes` (a regular file, opened non-blocking, at most
///    `ImageLimits.maximumFileSize`): no path reaches GdkPixbuf, which would block for ever
///    on a named pipe.
/// 2. An SVG's bytes pass `SVGScan` first, a PNG's `PNGHeader` (its size, interlacing
///    and text chunks, before any decoder).
/// 3. A `GdkPixbufLoader` of the file's own type (PNG or SVG: no other decoder ever sees
///    the bytes) decodes it; a drawing's size, known only in `size-prepared`, is checked
///    against `ImageLimits` there.
/// 4. A decode that ends in an error, whose rows (`area-updated`) do not cover its height,
///    or whose size is not the one announced is refused: GdkPixbuf alone returns a
///    half-grey picture of a truncated PNG without an error.
///
/// A PNG is decoded at its own size and then scaled to the row as
/// `gdk_pixbuf_new_from_file_at_scale` scales it (bilinear), so the shipped images look
/// exactly as before; an SVG is drawn at the row's size.
///
/// It runs on any thread, one decode per thread (`ImageStore` runs it on worker threads,
/// so a slow decoder never holds the window): nothing here touches GTK or the main
/// actor's state, and its loader and handlers live and die inside one call.
enum ImageDecoder {
  /// The image at `path` scaled to `height` pixels, its width in proportion, or why it
  /// cannot be used.
  static func pixbuf(at path: String, height: Int) throws(AssetError) -> Pixbuf {
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.contents(of: path, maximumSize: ImageLimits.maximumFileSize)
    } catch {
      throw AssetError(file: path, problem: .file(error.problem))
    }
    let isSVG = path.hasSuffix(".svg")
    if isSVG {
      do { _ = try SVGScan.scan(bytes) } catch {
        throw AssetError(file: path, problem: .tooComplex(error))
      }
    } else {
      do { _ = try PNGHeader.read(bytes) } catch { throw AssetError(file: path, problem: error) }
    }
    do {
      return try decode(bytes, type: isSVG ? "svg" : "png", height: max(height, 1))
    } catch {
      throw AssetError(file: path, problem: error)
    }
  }

  /// What the loader's signals learn while it decodes.
  private final class Progress {
    let height: Int
    /// The size the decoder makes (the image's own, or for a drawing the row's).
    var decoded: (width: Int, height: Int)?
    /// The size of the row's image.
    var scaled: (width: Int, height: Int)?
    var refusal: AssetError.Problem?
    /// Which decoded rows `area-updated` has covered.
    var rows: [Bool] = []

    init(height: Int) { self.height = height }

    /// The row's size for an image of `width` × `height`: `height` pixels tall, its width
    /// in proportion, truncated as GdkPixbuf's own scaled loading truncates it.
    func rowSize(width: Int, height: Int) -> (width: Int, height: Int) {
      (max(1, Int(Double(width) * Double(self.height) / Double(height))), self.height)
    }
  }

  private static func decode(_ bytes: [UInt8], type: String, height: Int)
    throws(AssetError.Problem) -> Pixbuf
  {
    let loader: PixbufLoader
    do {
      loader = try PixbufLoader(type: type)
    } catch {
      throw .undecodable(error.message ?? translatable("unknown error"))
    }
    let made = loader.loader
    var error: UnsafeMutablePointer<GError>?
    let progress = Progress(height: height)
    loader.onSizePrepared { width, height in
      let scalable =
        gdk_pixbuf_loader_get_format(made).map { gdk_pixbuf_format_is_scalable($0) != 0 } ?? false
      // librsvg rounds a drawing's size: a height of 0.4 announces 0.
      guard width > 0, height > 0 else {
        progress.refusal = .undecodable(translatable("it has no pixels"))
        return gdk_pixbuf_loader_set_size(made, scalable ? 1 : 0, scalable ? 1 : 0)
      }
      let scaled = progress.rowSize(width: Int(width), height: Int(height))
      let decoded = scalable ? scaled : (width: Int(width), height: Int(height))
      // A PNG's own size passed `PNGHeader` before any byte reached the loader; a
      // drawing's size is known only here, at `close`, and it is drawn at one pixel.
      if scalable, let problem = ImageLimits.check(width: scaled.width, height: scaled.height) {
        progress.refusal = problem
        return gdk_pixbuf_loader_set_size(made, 1, 1)
      }
      if scalable { gdk_pixbuf_loader_set_size(made, gint(scaled.width), gint(scaled.height)) }
      progress.decoded = decoded
      progress.scaled = scaled
      progress.rows = [Bool](repeating: false, count: decoded.height)
    }
    loader.onAreaUpdated { _, y, _, height in
      guard !progress.rows.isEmpty else { return }
      let from = max(0, Int(y))
      let to = min(progress.rows.count, Int(y) + Int(height))
      if from < to { for row in from..<to { progress.rows[row] = true } }
    }
    // All at once: every bound a write could meet was checked before it (`PNGHeader`);
    // a drawing's size comes at `close`. A failed write has closed the loader already.
    let wrote = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map {
        gdk_pixbuf_loader_write(made, $0, gsize(buffer.count), &error) != 0
      } ?? false
    }
    let closed = wrote && gdk_pixbuf_loader_close(made, &error) != 0
    if let refusal = progress.refusal {
      g_clear_error(&error)
      throw refusal
    }
    guard closed else { throw .undecodable(take(&error)) }
    guard let pixbuf = gdk_pixbuf_loader_get_pixbuf(made), let decoded = progress.decoded,
      let scaled = progress.scaled
    else { throw .undecodable(translatable("it holds no image")) }
    let width = Int(gdk_pixbuf_get_width(pixbuf))
    let rows = Int(gdk_pixbuf_get_height(pixbuf))
    guard width == decoded.width, rows == decoded.height else {
      throw .wrongSize(
        announced: "\(decoded.width) × \(decoded.height)", decoded: "\(width) × \(rows)")
    }
    let covered = progress.rows.lazy.filter { $0 }.count
    guard covered == rows else { throw .incomplete(rows: covered, height: rows) }
    if (width, rows) == scaled {
      return Pixbuf(adopting: OpaquePointer(g_object_ref(UnsafeMutableRawPointer(pixbuf))))
    }
    guard
      let result = gdk_pixbuf_scale_simple(
        pixbuf, gint(scaled.width), gint(scaled.height), GDK_INTERP_BILINEAR)
    else { throw .undecodable(translatable("it cannot be scaled")) }
    return Pixbuf(adopting: result)
  }

  /// A GError's message (freed), or a general reason.
  private static func take(_ error: inout UnsafeMutablePointer<GError>?) -> String {
    defer { g_clear_error(&error) }
    return error.map { String(cString: $0.pointee.message) } ?? translatable("unknown error")
  }
}
