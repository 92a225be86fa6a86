import CGtk
import PickerKit

/// Loads row images (`<name>.svg` or `<name>.png` in one folder) at a given height and
/// scale factor, once per name and height at the current scale, as cairo surfaces that
/// carry the scale (so at 2× an image is drawn from twice the pixels, never scaled up).
///
/// The folder is input (`--assets-dir`): every file goes through `ImageDecoder`'s bounds.
/// A file that is missing, hostile or broken gives `nil`, so the view falls back to the
/// row's text, and one `AssetError` in ``problems`` naming the file and the reason.
@MainActor
public final class ImageStore {
  /// The folder the images live in.
  public let directory: String
  /// The surfaces made for `scale` (rendered again, and the others freed, when a window's
  /// scale changes).
  private var surfaces: [String: OpaquePointer] = [:]
  private var scale = 1
  private var failed: Set<String> = []
  /// One problem per image that could not be loaded, in the order met.
  public private(set) var problems: [AssetError] = []
  /// The image names whose problems are in ``problems``, in the same order.
  private var problemNames: [String] = []

  /// A store over `directory`.
  public init(directory: String) { self.directory = directory }

  deinit { onMainActor(self) { store in store.forgetSurfaces() } }

  /// The problems of the images named `names` (a page's own), in the order met.
  public func problems(among names: [String]) -> [AssetError] {
    let wanted = Set(names)
    return zip(problemNames, problems).filter { wanted.contains($0.0) }.map(\.1)
  }

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
  /// be loaded (said once per name). The SVG is taken if anything is there by its name,
  /// else the PNG: a folder or a named pipe called `cherry.svg` is refused as what it is,
  /// not passed over as missing.
  private func load(_ name: String, height: Int) -> OpaquePointer? {
    let key = "\(name)@\(height)"
    if failed.contains(key) { return nil }
    // The name comes from a data file's row: it may only name a file in the folder.
    guard !name.isEmpty, name != ".", name != "..", !name.contains("/") else {
      return fail(key, name, AssetError(file: name, problem: .notAFileName))
    }
    let candidates = ["svg", "png"].map { "\(directory)/\(name).\($0)" }
    guard let path = candidates.first(where: Files.exists) else {
      return fail(
        key, name,
        AssetError(file: "\(directory)/\(name)", problem: .missingImage(folder: directory)))
    }
    do {
      return try ImageDecoder.pixbuf(at: path, height: height)
    } catch {
      return fail(key, name, error)
    }
  }

  private func fail(_ key: String, _ name: String, _ problem: AssetError) -> OpaquePointer? {
    failed.insert(key)
    if !problemNames.contains(name) {
      problemNames.append(name)
      problems.append(problem)
      Log.problem(problem.description, kind: problem.kind)
    }
    return nil
  }
}
