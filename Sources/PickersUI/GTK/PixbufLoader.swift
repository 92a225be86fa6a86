import CGtk

/// A `GdkPixbufLoader`: decodes an image from bytes written to it.
@MainActor
public final class PixbufLoader: ObjectRef {
  /// A loader of the image type `type` ("png", "svg"), or nil with GdkPixbuf's reason.
  public init(type: String) throws(PixbufLoaderError) {
    var error: UnsafeMutablePointer<GError>?
    guard let loader = gdk_pixbuf_loader_new_with_type(type, &error) else {
      defer { g_clear_error(&error) }
      throw PixbufLoaderError(message: error.map { String(cString: $0.pointee.message) })
    }
    super.init(adopting: UnsafeMutableRawPointer(loader))
  }

  /// The loader, as GdkPixbuf's functions take it.
  public var loader: UnsafeMutablePointer<GdkPixbufLoader> {
    object.assumingMemoryBound(to: GdkPixbufLoader.self)
  }

  /// "size-prepared": the image's size is known (`width` × `height`), before decoding.
  @discardableResult
  public func onSizePrepared(
    _ handler: @escaping @MainActor (_ width: Int32, _ height: Int32) -> Void
  ) -> SignalConnection {
    connect("size-prepared", .size, handler)
  }

  /// "area-updated": the rows `y` to `y + height` of the columns `x` to `x + width` are
  /// decoded.
  @discardableResult
  public func onAreaUpdated(
    _ handler:
      @escaping @MainActor (_ x: Int32, _ y: Int32, _ width: Int32, _ height: Int32) ->
      Void
  ) -> SignalConnection {
    connect("area-updated", .rectangle, handler)
  }
}

/// Why a `PixbufLoader` could not be made.
public struct PixbufLoaderError: Error {
  /// GdkPixbuf's message, if it gave one.
  public let message: String?
}
