import CGtk
import Foundation
import PickerKit
import XCTest

@testable import PickersUI

/// Hostile images and sounds, one of each class (issue 22, docs/RELIABILITY.md), made by
/// `scripts/hostile_assets.py` in a temporary folder: each gives its typed problem within a
/// second, and the peak resident memory grows by less than 64 MiB. A load that hangs fails
/// at the deadline instead of hanging the run. The shipped images still decode to exactly
/// the pixels GdkPixbuf's own scaled loading gives.
@MainActor
final class HostileAssetTests: XCTestCase {
  private static let assets = repositoryRoot.appendingPathComponent("Assets").path

  private var folder = ""

  override func setUp() async throws {
    try requireDisplay()  // a cairo surface made from a pixbuf asks GDK for its screen
    folder = try makeTemporaryFolder("pickers-hostile")
  }

  override func tearDown() async throws {
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// Writes a hostile file of `kind` as `name` in the test's folder.
  private func make(_ kind: String, _ name: String) throws {
    let script = Process()
    script.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    script.arguments = [
      repositoryRoot.appendingPathComponent("scripts/hostile_assets.py").path, kind,
      "\(folder)/\(name)", "\(Self.assets)/apple.png",
    ]
    try script.run()
    script.waitUntilExit()
    XCTAssertEqual(script.terminationStatus, 0, "hostile_assets.py \(kind)")
  }

  /// This process's resident memory or its peak since `resetPeak`, in KiB.
  private func memory(_ field: String) -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") }
    return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
  }

  /// Starts the peak resident memory afresh (Linux's clear_refs "5").
  private func resetPeak() {
    _ = FileManager.default.createFile(atPath: "/proc/self/clear_refs", contents: Data("5".utf8))
  }

  /// Runs `body` (on the main thread, which hands images to worker threads, then runs the
  /// main loop until they are decoded); fails if it takes more than a second or raises
  /// the peak resident memory by 64 MiB or more.
  private func bounded<T>(_ what: String, _ body: () -> T) -> T? {
    resetPeak()
    let before = memory("VmRSS")
    let start = g_get_monotonic_time()
    let result = body()
    guard g_get_monotonic_time() - start < 1_000_000 else {
      XCTFail("\(what) took more than a second")
      return nil
    }
    let growth = memory("VmHWM") - before
    XCTAssertLessThan(growth, 64 * 1024, "\(what): peak resident memory grew by \(growth) KiB")
    return result
  }

  /// Loads the image `name` from the test's folder and expects `problem`.
  private func expectImage(_ name: String, _ problem: AssetError.Problem, file: String) {
    let store = ImageStore(directory: folder)
    let loaded = bounded(name) { () -> OpaquePointer? in
      _ = store.surface(named: name, height: 96, scale: 1)
      store.settle(timeout: 1)
      return store.surface(named: name, height: 96, scale: 1)
    }
    guard let surface = loaded else { return }
    XCTAssertNil(surface, "\(name) was loaded")
    XCTAssertEqual(store.problems, [AssetError(file: "\(folder)/\(file)", problem: problem)])
    XCTAssertEqual(store.problems(among: [name]).count, 1)
    XCTAssertEqual(store.problems(among: ["lemon"]), [])
  }

  func testADecompressionBombIsRefusedBeforeItIsDecoded() async throws {
    try make("bomb", "cherry.png")
    expectImage("cherry", .tooManyPixels(width: 25000, height: 25000), file: "cherry.png")
  }

  func testAThinStripIsRefused() async throws {
    try make("strip", "cherry.png")
    expectImage("cherry", .tooManyPixels(width: 400_000, height: 400), file: "cherry.png")
  }

  func testATruncatedPNGIsRefusedNotDrawnGrey() async throws {
    try make("truncated", "cherry.png")
    expectImage("cherry", .incomplete(rows: 6, height: 128), file: "cherry.png")
  }

  func testANamedPipeNamedLikeAnImageIsNotAFile() async throws {
    try make("pipe", "cherry.png")
    expectImage("cherry", .file(.notARegularFile(kind: "a named pipe")), file: "cherry.png")
  }

  func testAFolderNamedLikeADrawingIsNotAFileNorMissing() async throws {
    try make("folder", "cherry.svg")
    try FileManager.default.copyItem(
      atPath: "\(Self.assets)/cherry.png", toPath: "\(folder)/cherry.png")
    expectImage("cherry", .file(.notARegularFile(kind: "a folder")), file: "cherry.svg")
  }

  func testAnSVGOfNestedUsesIsRefusedByTheScan() async throws {
    try make("nested-use", "cherry.svg")
    expectImage(
      "cherry", .tooComplex(.tooManyInstances(limit: SVGScan.maximumInstances)), file: "cherry.svg")
  }

  func testAStyleSheetBombIsRefusedByTheScan() async throws {
    // Its <?xml-stylesheet?> brought a data: style sheet of patterns that librsvg drew for
    // seconds (issue 54).
    try make("stylesheet-bomb", "cherry.svg")
    expectImage("cherry", .tooComplex(.processingInstruction), file: "cherry.svg")
  }

  func testAStyleSheetFromOutsideNeverRecoloursASymbol() async throws {
    // A red square its style sheet would draw blue: refused, shown by its name.
    try make("recoloured", "cherry.svg")
    expectImage("cherry", .tooComplex(.processingInstruction), file: "cherry.svg")
  }

  func testADrawingOfNoHeightIsRefusedNotACrash() async throws {
    // librsvg rounds 0.4 to 0: the row's width would divide by it.
    try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="0.4"/>"#.utf8)
      .write(to: URL(fileURLWithPath: "\(folder)/cherry.svg"))
    expectImage("cherry", .undecodable("it has no pixels"), file: "cherry.svg")
  }

  func testANameThatIsNoFileNameReachesNoFile() async throws {
    // A real image one folder up from the store's, which "../cherry" would reach.
    let inner = "\(folder)/inner"
    try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: "\(Self.assets)/cherry.png", toPath: "\(folder)/cherry.png")
    for name in ["../cherry", "\(folder)/cherry", "", ".", ".."] {
      let store = ImageStore(directory: inner)
      XCTAssertNil(store.surface(named: name, height: 96, scale: 1), "\(name) was loaded")
      XCTAssertEqual(store.problems, [AssetError(file: name, problem: .notAFileName)], name)
    }
    XCTAssertEqual(
      AssetError(file: "../cherry", problem: .notAFileName).description,
      "“../cherry” cannot name an image: a name is one file name, without “/”")
  }

  func testAMissingImageNamesBothFiles() async {
    expectImage("cherry", .missingImage(folder: folder), file: "cherry")
    XCTAssertEqual(
      ImageStore(directory: folder).problems.first?.description,
      nil, "a store that loaded nothing has no problems")
  }

  /// Waits (running the main loop) until `player` has met a problem, for at most a second.
  private func firstProblem(of player: SoundPlayer) async -> String? {
    await runMainLoopAndTasks(until: { !player.problems.isEmpty }, timeout: 1)
    return player.problems.first
  }

  func testASoundWhoseHeaderLiesIsNotPlayed() async throws {
    try make("lying-wav", "tick.wav")
    let player = SoundPlayer()
    player.play("\(folder)/tick.wav")
    let problem = await firstProblem(of: player)
    XCTAssertEqual(
      problem,
      "tick.wav is damaged: its header gives 4294967288 bytes, the file holds 8864"
        + " — the app goes on without it")
    player.play("\(folder)/tick.wav")
    player.play("\(Self.assets)/tick.wav")
    await runMainLoopAndTasks(until: { false }, timeout: 0.1)
    XCTAssertEqual(
      player.problems.filter { $0.hasPrefix("tick.wav is damaged") }.count, 1,
      "one warning however often it is played")
  }

  func testANamedPipeNamedLikeASoundIsNotAFile() async throws {
    try make("pipe", "win.wav")
    let player = SoundPlayer()
    player.play("\(folder)/win.wav")
    let problem = await firstProblem(of: player)
    XCTAssertEqual(
      problem,
      "win.wav cannot be read: it is a named pipe, not a file — the app goes on without it")
  }

  /// The images in Assets/, at 1×, 2× and 3× of two row heights, decode to exactly the
  /// pixels
  /// `gdk_pixbuf_new_from_file_at_scale` gives.
  func testTheShippedImagesDecodeExactlyAsBefore() async throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.assets)
      .filter { $0.hasSuffix(".png") || $0.hasSuffix(".svg") }
    XCTAssertEqual(names.count, 13)
    for name in names {
      for height in [32, 64, 96, 192, 288] {
        let path = "\(Self.assets)/\(name)"
        let decoded = try ImageDecoder.pixbuf(at: path, height: height)
        defer { withExtendedLifetime(decoded) {} }
        let ours = decoded.pointer
        var error: UnsafeMutablePointer<GError>?
        let theirs = try XCTUnwrap(
          gdk_pixbuf_new_from_file_at_scale(path, -1, gint(height), 1, &error))
        defer { g_object_unref(UnsafeMutableRawPointer(theirs)) }
        XCTAssertEqual(
          gdk_pixbuf_get_width(ours), gdk_pixbuf_get_width(theirs), "\(name) at \(height)")
        XCTAssertEqual(gdk_pixbuf_get_height(ours), gdk_pixbuf_get_height(theirs))
        XCTAssertEqual(gdk_pixbuf_get_rowstride(ours), gdk_pixbuf_get_rowstride(theirs))
        var length: guint = 0
        let a = try XCTUnwrap(gdk_pixbuf_get_pixels_with_length(ours, &length))
        let b = try XCTUnwrap(gdk_pixbuf_get_pixels(theirs))
        XCTAssertEqual(memcmp(a, b, Int(length)), 0, "\(name) at \(height): other pixels")
      }
    }
  }
}
