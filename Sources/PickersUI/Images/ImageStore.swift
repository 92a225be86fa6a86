import CGtk
import PickerKit

/// Loads row images (`<name>.svg` or `<name>.png` in one folder) at a given height and
/// scale factor, once per name and height at the current scale, as cairo surfaces that
/// carry the scale (so at 2× an image is drawn from twice the pixels, never scaled up).
///
/// The folder is input (`--assets-dir`): every file goes through `ImageDecoder`'s bounds,
/// on worker threads, within a time budget (`ImageStore+Decoding.swift`), so no decoder
/// ever holds the window. A wheel's ask for a row's image answers at once: the image if it
/// is ready, else none while it decodes, and the wheel shows the row's name meanwhile;
/// ``observe(_:_:)`` tells when images arrive. A file that is missing, hostile, broken or
/// slower than ``budget`` stays `nil`, with one `AssetError` in ``problems`` naming the
/// file and the reason.
@MainActor
public final class ImageStore {
  /// How long one image may take to decode, in seconds, before it is abandoned: many times
  /// what an honest row image takes, even one at PickerKit's `ImageLimits`
  /// (docs/PERFORMANCE.md), so an image still decoding then is hostile or broken; and a
  /// person kept waiting that long for one row's picture is better served by its name.
  public static let decodeBudget = 2.0

  /// The folder the images live in.
  public let directory: String
  /// This store's time budget per image, in seconds (``decodeBudget`` unless a test asks
  /// for another).
  public let budget: Double
  /// The surfaces made for `scale` (rendered again, and the others freed, when a window's
  /// scale changes), by "name@height".
  var surfaces: [String: OpaquePointer] = [:]
  var scale = 1
  /// The images that cannot be shown, by "name@pixel height".
  var failed: Set<String> = []
  /// The images asked for and not decoded yet (waiting or decoding), by "name@height@scale".
  var pending: Set<String> = []
  /// The requests waiting for a thread, oldest first from `nextWaiting`.
  var waiting: [ImageRequest] = []
  var nextWaiting = 0
  /// The decodes under way within their budget: each one's request and budget timer.
  var running: [Int: (request: ImageRequest, timer: UInt32)] = [:]
  var nextDecode = 0
  /// Threads still decoding an image abandoned at its budget.
  var abandoned = 0
  /// One problem per image that could not be loaded, in the order met.
  public private(set) var problems: [AssetError] = []
  /// The image names whose problems are in ``problems``, in the same order.
  private var problemNames: [String] = []
  private var problemNameSet: Set<String> = []
  private var observers: [Observer] = []
  private var notifying = false

  /// A handler told of new images, for as long as its owner lives.
  private struct Observer {
    weak var owner: AnyObject?
    let handler: @MainActor () -> Void
  }

  /// A store over `directory`; each image may take `budget` seconds to decode.
  public init(directory: String, budget: Double = ImageStore.decodeBudget) {
    self.directory = directory
    self.budget = budget
  }

  deinit {
    onMainActor(self) { store in
      store.forgetSurfaces()
      for decode in store.running.values { g_source_remove(decode.timer) }
    }
  }

  /// The problems of the images named `names` (a page's own), in the order met.
  public func problems(among names: [String]) -> [AssetError] {
    let wanted = Set(names)
    return zip(problemNames, problems).filter { wanted.contains($0.0) }.map(\.1)
  }

  /// Whether images asked for are still decoding (those abandoned at their budget aside).
  public var isDecoding: Bool { !pending.isEmpty }

  /// Calls `handler` on the main loop when images have arrived or failed since it was last
  /// called (a burst of them is told once), for as long as `owner` lives: wheels redraw
  /// their rows, notices name the new problems.
  public func observe(_ owner: AnyObject, _ handler: @escaping @MainActor () -> Void) {
    observers.append(Observer(owner: owner, handler: handler))
  }

  /// The image `name`, `height` logical pixels tall, rendered for a window of scale factor
  /// `scale` (a `cairo_surface_t` with that device scale): at once if it is ready, else
  /// `nil`, its decoding started if it was not; also `nil` for good when it cannot be
  /// loaded. The store keeps the surface (callers that keep it take their own reference);
  /// the pixbuf it was made from is freed at once, so the pixels are held once.
  ///
  /// The file is chosen here (the SVG if anything is there by its name, else the PNG: a
  /// folder or a named pipe called `cherry.svg` is refused as what it is, not passed over
  /// as missing), by `stat` alone, so a missing image is known at once; reading, checking
  /// and decoding it happen on a worker thread.
  package func surface(named name: String, height: Int, scale: Int) -> OpaquePointer? {
    let scale = max(scale, 1)
    if scale != self.scale {
      forgetSurfaces()
      self.scale = scale
    }
    if let cached = surfaces[ImageRequest.surfaceKey(name, height: height)] { return cached }
    let failure = ImageRequest.failureKey(name, pixelHeight: height * scale)
    guard !failed.contains(failure),
      !pending.contains(ImageRequest.decodeKey(name, height: height, scale: scale))
    else { return nil }
    // The name comes from a data file's row: it may only name a file in the folder.
    guard !name.isEmpty, name != ".", name != "..", !name.contains("/") else {
      fail(failure, name, AssetError(file: name, problem: .notAFileName))
      return nil
    }
    let candidates = ["svg", "png"].map { "\(directory)/\(name).\($0)" }
    guard let path = candidates.first(where: Files.exists) else {
      fail(
        failure, name,
        AssetError(file: "\(directory)/\(name)", problem: .missingImage(folder: directory)))
      return nil
    }
    decode(ImageRequest(name: name, path: path, height: height, scale: scale))
    return nil
  }

  /// Runs the default main context until no image is decoding and every observer has
  /// heard of the last results, for at most `timeout` seconds; returns whether it got
  /// there. For tests and benchmarks that wait for images, never from a handler: it runs
  /// the main loop inside the caller.
  @discardableResult
  public func settle(timeout: Double) -> Bool {
    let end = g_get_monotonic_time() + gint64(timeout * 1_000_000)
    while isDecoding || notifying {
      guard g_get_monotonic_time() < end else { return false }
      if g_main_context_iteration(nil, 0) == 0 { g_usleep(500) }
    }
    return true
  }

  /// Keeps `pixbuf`, decoded for `request`, as a surface at the store's scale.
  func keep(_ pixbuf: Pixbuf, for request: ImageRequest) {
    guard request.scale == scale else { return }  // the window moved to another scale
    guard let surface = gdk_cairo_surface_create_from_pixbuf(pixbuf.pointer, gint(scale), nil)
    else {
      // Shown by its name, and not decoded again at each redraw.
      failed.insert(request.failureKey)
      return
    }
    surfaces[request.surfaceKey] = surface
  }

  private func forgetSurfaces() {
    for surface in surfaces.values { cairo_surface_destroy(surface) }
    surfaces = [:]
  }

  /// Records that the image `name` cannot be shown at `key` ("name@pixel height"), and its
  /// problem, once per name; observers hear of it.
  func fail(_ key: String, _ name: String, _ problem: AssetError) {
    failed.insert(key)
    changed()
    guard problemNameSet.insert(name).inserted else { return }
    problemNames.append(name)
    problems.append(problem)
    Log.problem(problem.description, kind: problem.kind)
  }

  /// Tells the observers, on the main loop's next turn, that images arrived or failed. At
  /// the default priority, ahead of GTK's layout and drawing: images that arrived before a
  /// frame are in it (the page's first frame shows them, not the rows' names).
  func changed() {
    guard !notifying else { return }
    notifying = true
    GLibScheduler.timeout(after: 0) { [weak self] in
      guard let self else { return }
      self.notifying = false
      self.observers.removeAll { $0.owner == nil }
      for observer in self.observers where observer.owner != nil { observer.handler() }
    }
  }
}
