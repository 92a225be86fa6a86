import CGtk
import PickerKit

/// Loads row images (`<name>.svg` or `<name>.png` in one folder) through GdkPixbuf at a
/// given height, once per name and height. Missing or corrupt files give `nil` and are
/// listed in `problems`, so the view can fall back to text and say what is wrong.
public final class ImageStore {
  /// The folder the images live in.
  public let directory: String
  private var cache: [String: OpaquePointer] = [:]
  private var failed: Set<String> = []
  /// One message per image that could not be loaded ("cherry.svg or cherry.png is missing
  /// in …"), in English until it is shown (``tr(_:_:)``).
  public private(set) var problems: [Message] = []

  /// A store over `directory`.
  public init(directory: String) { self.directory = directory }

  deinit {
    for pixbuf in cache.values { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
  }

  /// The image `name` scaled to `height` pixels, or `nil` when it cannot be loaded.
  public func pixbuf(named name: String, height: Int) -> OpaquePointer? {
    let key = "\(name)@\(height)"
    if let cached = cache[key] { return cached }
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
    cache[key] = pixbuf
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
