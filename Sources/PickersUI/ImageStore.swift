import CGtk
import PickerKit

/// Loads row images (`<name>.svg` or `<name>.png` in one folder) through GdkPixbuf at a
/// given height and scale factor, once per name and height at the current scale, as cairo
/// surfaces that carry the scale (so at 2× an image is drawn from twice the pixels, never scaled up).
/// Missing or corrupt files give `nil` and are listed in `problems`, so the view can fall
/// back to text and say what is wrong.
public final class ImageStore {
  /// The folder the images live in.
  public let directory: String
  /// The surfaces made for `scale` (rendered again, and the others freed, when a window's
  /// scale changes).
  private var surfaces: [String: OpaquePointer] = [:]
  private var scale = 1
  private var failed: Set<String> = []
  /// One message per image that could not be loaded ("cherry.svg or cherry.png is missing
  /// in …"), in English until it is shown (``tr(_:_:)``).
  public private(set) var problems: [Message] = []

  /// A store over `directory`.
  public init(directory: String) { self.directory = directory }

  deinit { forgetSurfaces() }

  /// The image `name`, `height` logical pixels tall, rendered for a window of scale factor
  /// `scale` (a `cairo_surface_t` with that device scale), or `nil` when it cannot be
  /// loaded. The store keeps the surface (callers that keep it take their own reference);
  /// the pixbuf it was made from is freed at once, so the pixels are held once.
  public func surface(named name: String, height: Int, scale: Int) -> OpaquePointer? {
    let scale = max(scale, 1)
    if scale != self.scale {
      forgetSurfaces()
      self.scale = scale
    }
    let key = "\(name)@\(height)"
    if let cached = surfaces[key] { return cached }
    guard let pixbuf = load(name, height: height * scale) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    guard let surface = gdk_cairo_surface_create_from_pixbuf(pixbuf, gint(scale), nil) else {
      return nil
    }
    surfaces[key] = surface
    return surface
  }

  private func forgetSurfaces() {
    for surface in surfaces.values { cairo_surface_destroy(surface) }
    surfaces = [:]
  }

  /// The image `name` scaled to `height` pixels (a new reference), or `nil` when it cannot
  /// be loaded (said once per name and height).
  private func load(_ name: String, height: Int) -> OpaquePointer? {
    let key = "\(name)@\(height)"
    if failed.contains(key) { return nil }
    let candidates = ["svg", "png"].map { "\(directory)/\(name).\($0)" }
    guard let path = candidates.first(where: Files.isRegularFile)
    else {
      return fail(
        key,
        Message(
          "{image}.svg or {image}.png is missing in {folder}", ["image": name, "folder": directory]
        ))
    }
    var error: UnsafeMutablePointer<GError>?
    guard let pixbuf = gdk_pixbuf_new_from_file_at_scale(path, -1, gint(height), 1, &error) else {
      let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
      g_clear_error(&error)
      return fail(
        key,
        Message(
          "{file} cannot be read: {reason}", ["file": Files.baseName(path), "reason": reason]))
    }
    return pixbuf
  }

  private func fail(_ key: String, _ problem: Message) -> OpaquePointer? {
    failed.insert(key)
    if !problems.contains(problem) {
      problems.append(problem)
      Log.message(problem.description)
    }
    return nil
  }
}
