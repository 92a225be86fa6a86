import CGtk
import PickerKit

/// Decoding on worker threads, each image within the store's time budget.
///
/// Design note: a decoder is a C library fed hostile bytes, and a slowness nobody foresaw
/// (librsvg drawing a style sheet's nested patterns, issue 54) froze the window while it
/// ran on the main thread. Now each image decodes on a GLib thread of its own (`WorkerThread`), a few at a
/// time (`maximumDecodes`), and the result comes back through the main loop, where the
/// surface is made. A decode still running after `budget` seconds is abandoned: its image
/// is shown by name, with one `AssetError` (`tooSlow`), its thread leaves its place to the
/// next image, and its late result is freed unseen. A thread stuck in librsvg cannot be
/// stopped, so threads are counted, abandoned ones with the rest (`maximumThreads`):
/// past that, images wait (shown by name) for a stuck one to end, rather than letting a
/// folder of bombs start a thread each. Quitting never waits for them.
extension ImageStore {
  /// The most images decoded at once: a few, so that one slow image keeps the others
  /// waiting for no thread, and no more, since row images are small and decoding them in
  /// parallel on a small machine only takes the window's CPU.
  static let maximumDecodes = 4
  /// The most decoder threads alive at once, those abandoned at their budget included.
  static let maximumThreads = 12

  /// Asks for `request`'s image, unless it is already on its way.
  func decode(_ request: ImageRequest) {
    guard pending.insert(request.decodeKey).inserted else { return }
    waiting.append(request)
    startDecodes()
  }

  /// Starts waiting decodes while threads are free.
  private func startDecodes() {
    while nextWaiting < waiting.count, running.count < Self.maximumDecodes,
      running.count + abandoned < Self.maximumThreads
    {
      let request = waiting[nextWaiting]
      nextWaiting += 1
      start(request)
    }
    if nextWaiting == waiting.count {
      waiting = []
      nextWaiting = 0
    }
  }

  private func start(_ request: ImageRequest) {
    let id = nextDecode
    nextDecode += 1
    let timer = GLibScheduler.timeout(after: budget) { [weak self] in self?.abandon(id) }
    running[id] = (request, timer)
    do {
      // A store gone meanwhile drops the result, and the pixbuf with it.
      try WorkerThread.start(
        "pickers-image", { request.decode() }, then: { [weak self] in self?.finish(id, $0) })
    } catch {
      // Never decoded here instead: the main thread must not wait on a hostile file. Told
      // from the main loop, as a decode's end is, not from within `startDecodes`.
      let failure = AssetError(file: request.path, problem: .undecodable(error.message))
      GLibScheduler.idle { [weak self] in self?.finish(id, .failure(failure)) }
    }
  }

  /// A decode's result, on the main thread.
  private func finish(_ id: Int, _ result: Result<Pixbuf, AssetError>) {
    guard let (request, timer) = running.removeValue(forKey: id) else {
      // Abandoned at its budget: told already. Its thread is free, and its image is freed
      // with `result`.
      abandoned -= 1
      startDecodes()
      return
    }
    g_source_remove(timer)
    pending.remove(request.decodeKey)
    switch result {
    case .success(let pixbuf): keep(pixbuf, for: request)
    case .failure(let problem): fail(request.failureKey, request.name, problem)
    }
    startDecodes()
    changed()
  }

  /// A decode over its budget: the image is shown by name and said to be too slow, once.
  private func abandon(_ id: Int) {
    guard let (request, _) = running.removeValue(forKey: id) else { return }
    abandoned += 1
    pending.remove(request.decodeKey)
    fail(
      request.failureKey, request.name,
      AssetError(file: request.path, problem: .tooSlow(seconds: budget)))
    startDecodes()
  }
}
