import CGtk

/// A `GdkPixbufLoader`: decodes an image from bytes written to it.
///
/// Not bound to the main thread, unlike the typed layer's widgets: GdkPixbuf's loaders
/// (and librsvg under them) may run on any thread, one thread per loader, and its signals
/// are emitted on the thread that writes to it. So a loader and its handlers belong to
/// the thread that made it (the class is not `Sendable`), and its handlers are plain
/// closures, not main-actor ones.
package final class PixbufLoader {
  /// The loader, as GdkPixbuf's functions take it.
  let loader: UnsafeMutablePointer<GdkPixbufLoader>

  /// A loader of the image type `type` ("png", "svg"), or nil with GdkPixbuf's reason.
  package init(type: String) throws(PixbufLoaderError) {
    var error: UnsafeMutablePointer<GError>?
    guard let loader = gdk_pixbuf_loader_new_with_type(type, &error) else {
      defer { g_clear_error(&error) }
      throw PixbufLoaderError(message: error.map { String(cString: $0.pointee.message) })
    }
    self.loader = loader
  }

  // The handlers go with the loader: GObject releases their boxes when it is finalized.
  deinit { g_object_unref(UnsafeMutableRawPointer(loader)) }

  /// "size-prepared": the image's size is known (`width` × `height`), before decoding.
  package func onSizePrepared(_ handler: @escaping (_ width: Int32, _ height: Int32) -> Void) {
    connect("size-prepared", sizePrepared, handler)
  }

  /// "area-updated": the rows `y` to `y + height` of the columns `x` to `x + width` are
  /// decoded.
  package func onAreaUpdated(
    _ handler: @escaping (_ x: Int32, _ y: Int32, _ width: Int32, _ height: Int32) -> Void
  ) {
    connect("area-updated", areaUpdated, handler)
  }

  private func connect<Handler>(_ signal: String, _ thunk: GCallback, _ handler: Handler) {
    let box = Unmanaged.passRetained(HandlerBox(handler)).toOpaque()
    g_signal_connect_data(
      UnsafeMutableRawPointer(loader), signal, thunk, box, releaseHandler, GConnectFlags(0))
  }
}

/// `void (*)(GdkPixbufLoader *, gint, gint, gpointer)`: "size-prepared", on the loader's
/// thread.
private let sizePrepared: GCallback = {
  let thunk: @convention(c) (gpointer?, gint, gint, gpointer?) -> Void = { _, a, b, data in
    HandlerBox<(Int32, Int32) -> Void>.handler(data)?(a, b)
  }
  return unsafeBitCast(thunk, to: GCallback.self)
}()

/// `void (*)(GdkPixbufLoader *, gint x, gint y, gint width, gint height, gpointer)`:
/// "area-updated", on the loader's thread.
private let areaUpdated: GCallback = {
  let thunk: @convention(c) (gpointer?, gint, gint, gint, gint, gpointer?) -> Void = {
    _, x, y, width, height, data in
    HandlerBox<(Int32, Int32, Int32, Int32) -> Void>.handler(data)?(x, y, width, height)
  }
  return unsafeBitCast(thunk, to: GCallback.self)
}()

/// Why a `PixbufLoader` could not be made.
package struct PixbufLoaderError: Error {
  /// GdkPixbuf's message, if it gave one.
  package let message: String?
}
