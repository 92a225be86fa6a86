import CGtk
import Foundation
import PickerKit
import XCTest

@testable import PickersUI

/// 5,000 rows whose images are missing log a few lines, not 5,000: the first few named in
/// full, then one line with the count once the main loop is idle.
@MainActor
final class ProblemLogTests: XCTestCase {
  /// The messages logged in the tests' domain while a test runs.
  private static var lines: [String] = []

  func testFiveThousandMissingImagesLogAFewLines() async throws {
    try requireDisplay()  // a surface made from a pixbuf asks GDK for its screen
    let folder = try makeTemporaryFolder("pickers-problem-log")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    Self.lines = []
    let handler = g_log_set_handler(
      testLogDomain, G_LOG_LEVEL_MESSAGE,
      { _, _, message, _ in
        ProblemLogTests.lines.append(message.map { String(cString: $0) } ?? "")
      }, nil)
    defer { g_log_remove_handler(testLogDomain, handler) }

    let store = ImageStore(directory: folder)
    for row in 0..<5_000 {
      XCTAssertNil(store.surface(named: "animal\(row)", height: 40, scale: 1))
    }
    XCTAssertEqual(store.problems.count, 5_000, "every missing image is still a problem")
    runMainLoop(until: { Self.lines.last?.contains("more missing images") == true }, timeout: 2)

    // Other tests may have told examples of this kind already: at most three are told.
    let told = Self.lines.filter { $0.hasPrefix("animal") }
    XCTAssertLessThanOrEqual(told.count, 3)
    XCTAssertEqual(
      told, (0..<told.count).map { "animal\($0).svg or animal\($0).png is missing in \(folder)" })
    XCTAssertEqual(Self.lines.count, told.count + 1, "\(Self.lines)")
    XCTAssertEqual(Self.lines.last, "… and \(groupedCount(5_000 - told.count)) more missing images")
  }

  /// An app that sets no log domain gets its program name's, never "pickers"; one it sets
  /// wins over it.
  func testWithoutADomainOfItsOwnAnAppLogsUnderItsProgramName() async throws {
    try requireDisplay()
    let previous = g_get_prgname().map { String(cString: $0) }
    defer {
      if let previous { g_set_prgname(previous) }
      Log.domain = testLogDomain
    }
    g_set_prgname("a-consumer")
    Log.domain = nil
    XCTAssertEqual(Log.domain, "a-consumer")
    Self.lines = []
    let handler = g_log_set_handler(
      "a-consumer", G_LOG_LEVEL_WARNING,
      { _, _, message, _ in
        ProblemLogTests.lines.append(message.map { String(cString: $0) } ?? "")
      }, nil)
    defer { g_log_remove_handler("a-consumer", handler) }
    PickerWidget().look = WheelLook(diameterRatio: -1)  // clamped, with one warning
    XCTAssertEqual(Self.lines.count, 1, "the warning in the program's domain")
    Log.domain = "coffee"
    XCTAssertEqual(Log.domain, "coffee")
  }

  private func groupedCount(_ value: Int) -> String {
    value >= 1_000 ? "\(value / 1_000),\(String(format: "%03d", value % 1_000))" : "\(value)"
  }
}
