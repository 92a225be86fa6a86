import CGtk
import CPickersTestSupport
import Dispatch
import PickerKit
import XCTest

@testable import PickersUI

/// Swift concurrency on GTK's main loop: each way of queueing main-actor work runs on the
/// main thread while only GLib's loop runs, and an idle loop never wakes the source. The
/// tests are synchronous (XCTest runs them on the main thread), so XCTest's own run loop,
/// which drains the main queue around an `async` test, never runs while they do.
final class MainLoopTests: XCTestCase {
  /// The threads queued work ran on, in order.
  @MainActor
  private final class ThreadLog {
    let main = pthread_self()
    var threads: [pthread_t] = []
    func record() { threads.append(pthread_self()) }

    /// Runs GTK's loop until `count` jobs have run; checks they all ran on the main thread.
    func expectRunOnMainThread(_ count: Int, _ what: String) {
      runMainLoop(until: { self.threads.count >= count }, timeout: 5)
      XCTAssertEqual(threads.count, count, "\(what) never ran on GTK's loop")
      for thread in threads {
        XCTAssertNotEqual(pthread_equal(thread, main), 0, "\(what) ran off the main thread")
      }
    }
  }

  /// Runs `body` on the main actor with a display and the source attached.
  private func withLoop(_ body: @MainActor (ThreadLog) throws -> Void) throws {
    try MainActor.assumeIsolated {
      try requireDisplay()
      MainLoop.attachSwiftConcurrency()
      try body(ThreadLog())
    }
  }

  func testATaskOnTheMainActorRuns() throws {
    try withLoop { log in
      Task { @MainActor in log.record() }
      log.expectRunOnMainThread(1, "Task { @MainActor in }")
    }
  }

  func testAnotherTaskAwaitsMainActorWork() throws {
    try withLoop { log in
      Task.detached {
        await log.record()
        await log.record()  // a second hop: the first did not leave the source stuck
      }
      log.expectRunOnMainThread(2, "main-actor work awaited from a detached task")
    }
  }

  func testTaskSleepResumesOnTheMainActor() throws {
    try withLoop { log in
      Task { @MainActor in
        try await Task.sleep(for: .milliseconds(50))
        log.record()
      }
      log.expectRunOnMainThread(1, "Task.sleep's resumption")
    }
  }

  func testDispatchMainQueueRuns() throws {
    try withLoop { log in
      DispatchQueue.main.async { MainActor.assumeIsolated { log.record() } }
      log.expectRunOnMainThread(1, "DispatchQueue.main.async")
    }
  }

  /// The source wakes when work is queued, and not at all in 2 s of an idle loop with a
  /// picker on screen.
  func testAnIdleLoopIsNotWoken() throws {
    try withLoop { log in
      let window = Window()
      window.add(PickerWidget(style: .wheels(visibleRows: 5)).widget)
      window.showAll()
      defer { window.destroy() }
      // Work earlier tests left queued (a task ending) runs first: wait for 0.5 s without
      // a wake-up, or 5 s at most.
      var last = (count: Int(pickers_main_queue_wakeups()), since: g_get_monotonic_time())
      runMainLoop(
        until: {
          let now = (count: Int(pickers_main_queue_wakeups()), since: g_get_monotonic_time())
          if now.count != last.count { last = now }
          return now.since - last.since >= 500_000
        }, timeout: 5)
      let before = Int(pickers_main_queue_wakeups())
      Task { @MainActor in log.record() }
      log.expectRunOnMainThread(1, "Task { @MainActor in }")
      let woken = Int(pickers_main_queue_wakeups())
      XCTAssertGreaterThan(woken, before, "the work ran, but not through the source")
      runMainLoop(for: 2)
      XCTAssertEqual(Int(pickers_main_queue_wakeups()), woken, "an idle loop woke the source")
    }
  }

  /// Debug builds: a program that starts GTK without the bridge and queues main-actor work
  /// is told so, loudly, within seconds (`MainQueueWatch`). The program is this test run
  /// again, alone, with `PICKERS_UNATTACHED_CHILD` set: this process attached long ago.
  func testAJobWithNothingToRunItIsSaidInADebugBuild() throws {
    if ProcessInfo.processInfo.environment["PICKERS_UNATTACHED_CHILD"] != nil {
      return MainActor.assumeIsolated { Self.queueAJobWithNothingAttached() }
    }
    #if !DEBUG
      throw XCTSkip("only debug builds watch the main queue")
    #endif
    try MainActor.assumeIsolated { try requireDisplay() }
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = ["PickersUITests.MainLoopTests/testAJobWithNothingToRunItIsSaidInADebugBuild"]
    child.environment = ProcessInfo.processInfo.environment.merging(
      ["PICKERS_UNATTACHED_CHILD": "1", "G_DEBUG": ""]) { $1 }
    let output = Pipe()
    child.standardOutput = output
    child.standardError = output
    try child.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    child.waitUntilExit()
    XCTAssertEqual(child.terminationStatus, 0, text)
    XCTAssertTrue(text.contains("CRITICAL"), text)
    XCTAssertTrue(text.contains("a main-actor job has waited a second and will never run"), text)
    XCTAssertTrue(text.contains("the job waited"), text)
  }

  /// The child: GTK started by hand, a window made, a task queued, the loop run 5 s (the
  /// watch looks once a second, on GLib's whole seconds); it ends there, before XCTest's
  /// own run loop could drain the queue.
  @MainActor
  private static func queueAJobWithNothingAttached() {
    guard gtk_init_check(nil, nil) != 0 else { return print("no display") }
    let window = Window()
    window.showAll()
    var ran = false
    Task { @MainActor in ran = true }
    runMainLoop(for: 5)
    FileHandle.standardOutput.write(Data((ran ? "the job ran\n" : "the job waited\n").utf8))
    exit(0)
  }
}
