import CGtk

/// One reference to a decoded `GdkPixbuf`, owned: dropped with this object, on whichever
/// thread lets it go last.
///
/// `Sendable` so that a decoder thread can hand its image to the main thread: the pixels
/// are never written once decoded, and GObject counts references atomically.
final class Pixbuf: @unchecked Sendable {
  /// The pixbuf, for GdkPixbuf's and GDK's functions; valid while this object lives.
  let pointer: OpaquePointer

  /// Takes over `pointer`'s reference (what a `…_new` function or `g_object_ref` gives).
  init(adopting pointer: OpaquePointer) { self.pointer = pointer }

  deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

  /// The width in pixels.
  var width: Int { Int(gdk_pixbuf_get_width(pointer)) }
  /// The height in pixels.
  var height: Int { Int(gdk_pixbuf_get_height(pointer)) }
}
