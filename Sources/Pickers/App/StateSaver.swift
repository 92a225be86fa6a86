import CGtk
import Glibc
import PickerKit
import PickersModels
import PickersUI

/// Saves the state as a person changes it, as GNOME apps save their settings, so that a
/// crash, a kill, a lost display or a power cut loses at most the last ``interval``: a
/// change is written within ``interval`` of being made, and changes made meanwhile join
/// it, so a file is written at most once per ``interval``.
///
/// The state is read and encoded on the main thread (microseconds), and written (with its
/// `fsync`, which can wait on the disk) by a GLib thread pool of one thread, in order: no
/// write ever delays a frame. At quit and when the display goes, ``saveNow()`` waits for
/// that thread and writes on the main thread. A GLib thread, not Swift concurrency's:
/// libdispatch stops the process when it cannot open a file for its own use, and a write is
/// most needed when files are short.
@MainActor
final class StateSaver {
  /// The longest a change waits to be written, and the shortest time between two writes.
  static let interval = 1.0
  private let file: StateFile
  private let state: @MainActor () -> SavedState?
  private var scheduled = false
  /// The writing thread's pool, made by the first save.
  private var pool: UnsafeMutablePointer<GThreadPool>?
  /// The last reason a write failed, said once until a write succeeds.
  private var lastProblem: String?

  /// A saver writing `state()` (nil: nothing to save yet) to `file`.
  init(file: StateFile, state: @escaping @MainActor () -> SavedState?) {
    self.file = file
    self.state = state
  }

  /// Something the state holds has changed: it is written within ``interval``.
  func changed() {
    guard !scheduled else { return }
    scheduled = true
    GLibScheduler.timeout(after: Self.interval) { [weak self] in self?.saveInBackground() }
  }

  /// Writes the state now, on this thread, after any write in progress: at quit, or as the
  /// display goes away.
  func saveNow() {
    if let pool {
      // Waits for the writes queued, then ends the thread.
      g_thread_pool_free(pool, 0, 1)
      self.pool = nil
    }
    guard let state = state(), let bytes = file.encode(state) else { return }
    var reason = file.writer.write(bytes)
    if reason == Self.tooManyFiles {
      g_usleep(50_000)  // files held a moment (an image being read) are given back
      reason = file.writer.write(bytes)
    }
    // Through `written`, so a reason a background write already gave is not said again.
    written(reason, final: true)
  }

  /// The reason a write gives when the process's files run short: a moment's shortage
  /// (workers reading images hold a few), so a background write is tried again at the next
  /// interval before it is said.
  private static let tooManyFiles = String(cString: g_strerror(EMFILE))
  /// Whether the last background write failed for want of files and was put off once.
  private var putOff = false

  private func saveInBackground() {
    scheduled = false
    guard let state = state(), let bytes = file.encode(state) else { return }
    if pool == nil {
      pool = g_thread_pool_new(runWrite, nil, 1, 0, nil)
    }
    let job = StateWrite(writer: file.writer, bytes: bytes) { [weak self] reason in
      self?.written(reason)
    }
    guard let pool else { return written(job.run()) }
    // A pool that cannot start its thread keeps the job queued, and `saveNow` would wait
    // for it for ever: the job is taken back and run here.
    let data = Unmanaged.passRetained(job)
    var error: UnsafeMutablePointer<GError>?
    if g_thread_pool_push(pool, data.toOpaque(), &error) == 0 || error != nil {
      g_clear_error(&error)
      g_thread_pool_free(pool, 1, 0)  // drops the queued job without running it
      self.pool = nil
      data.release()
      written(job.run())
    }
  }

  /// A write has ended: nil when it succeeded, else why not (said once per reason; a
  /// background write that found no file free is first tried again).
  private func written(_ reason: String?, final: Bool = false) {
    if !final, reason == Self.tooManyFiles, !putOff {
      putOff = true
      return changed()
    }
    putOff = false
    defer { lastProblem = reason }
    guard let reason, reason != lastProblem else { return }
    Log.warning(StateFile.cannotSave(file.path, reason))
  }
}

/// One write for the pool's thread: the bytes, and where to tell how it went.
private final class StateWrite: Sendable {
  let writer: StateWriter
  let bytes: [UInt8]
  let done: @Sendable @MainActor (String?) -> Void

  init(writer: StateWriter, bytes: [UInt8], done: @escaping @Sendable @MainActor (String?) -> Void)
  {
    self.writer = writer
    self.bytes = bytes
    self.done = done
  }

  /// Writes the bytes; nil when done, else why not.
  func run() -> String? { writer.write(bytes) }
}

/// The pool's function: runs one `StateWrite` and sends its outcome to the main loop.
private let runWrite: GFunc = { data, _ in
  guard let data else { return }
  let job = Unmanaged<StateWrite>.fromOpaque(data).takeRetainedValue()
  let reason = job.run()
  let done = job.done
  GLibScheduler.idleFromAnyThread { done(reason) }
}
