import Foundation
import PickerKit
import PickerTestSupport
import PickersModels
import Testing

/// Hostile files, one generated per class of threat (docs/RELIABILITY.md): each load gives
/// its typed error within a second (the largest well-formed file, ten) and with bounded memory. A load that hangs fails the
/// test at the deadline instead of hanging the run.
@Suite("Hostile input")
struct HostileInputTests {
  /// Loads `name` from `data` on another thread; fails if it takes more than `deadline`
  /// seconds.
  private func load(_ data: DataFiles, _ name: String, deadline: Double = 1)
    -> Result<StateZips, DataFileError>?
  {
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var result: Result<StateZips, DataFileError>?
    let thread = Thread {
      do throws(DataFileError) {
        result = .success(try DataFiles.stateZips(from: data.propertyList(name)))
      } catch { result = .failure(error) }
      done.signal()
    }
    thread.stackSize = 1 << 20  // 1 MiB: deep input must not need a deep stack
    thread.start()
    guard done.wait(timeout: .now() + deadline) == .success else {
      Issue.record("loading \(name) took more than \(deadline) s")
      return nil
    }
    return result
  }

  private func expectProblem(
    _ data: DataFiles, _ name: String, _ problem: DataFileError.Problem
  ) {
    guard let result = load(data, name) else { return }
    switch result {
    case .success: Issue.record("\(name) loaded; expected \(problem)")
    case .failure(let error):
      #expect(error == DataFileError(file: data.path(name), problem: problem))
    }
  }

  private func folder() throws -> (DataFiles, URL) {
    let data = try temporaryData([:])
    return (data, URL(fileURLWithPath: data.directory))
  }

  @Test func deepNestingIsATypedErrorNotACrash() throws {
    let depth = 100_000
    let body =
      String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
    let data = try temporaryData(["deep.plist": "<plist>\(body)</plist>"])
    let limit = PropertyListReader.maximumDepth
    expectProblem(data, "deep.plist", .tooDeep(line: 1, limit: limit))
    // The deepest accepted document still loads.
    let ok =
      String(repeating: "<array>", count: limit) + String(repeating: "</array>", count: limit)
    let fine = try temporaryData(["ok.plist": "<plist>\(ok)</plist>"])
    #expect(throws: Never.self) { try fine.propertyList("ok.plist") }
  }

  /// The input libFuzzer found (in 190 s, 6 million runs, from the committed seeds) against
  /// the reader without its depth limit: the stack overflowed.
  @Test func theFuzzersStackOverflowIsATypedError() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Regressions")
    let data = DataFiles(directory: folder.path)
    guard case .failure(let error)? = load(data, "fuzz-stack-overflow.plist"),
      case .tooDeep = error.problem
    else {
      Issue.record("the fuzzer's deep input did not give tooDeep")
      return
    }
  }

  @Test func aHugeFileIsRefusedBeforeItIsRead() throws {
    let (data, url) = try folder()
    let path = url.appendingPathComponent("huge.plist").path
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: 4 << 30)  // 4 GiB, sparse: nothing is written
    try handle.close()
    let before = residentKiB()
    expectProblem(data, "huge.plist", .tooLarge(bytes: 4 << 30, limit: 16 * 1024 * 1024))
    #expect(residentKiB() - before < 64 * 1024, "memory stayed bounded")
  }

  @Test func aHugeStringIsATypedError() throws {
    let text = String(repeating: "7", count: 1 << 20)
    let data = try temporaryData([
      "long.plist": "<plist><dict><key>\(text)</key><array/></dict></plist>"
    ])
    expectProblem(
      data, "long.plist", .stringTooLong(line: 1, limit: PropertyListReader.maximumStringLength))
  }

  @Test func manySmallValuesLoadInLinearTime() throws {
    // 4 MiB of zip codes (four times the real file, in a debug build). A reader quadratic
    // in the values takes minutes; the debug build's linear one about 0.6 s alone, and more
    // than a second beside the other suites and the Wayland lanes of `make test` (two
    // cores): the deadline only tells the two apart, it times nothing.
    let zips = String(repeating: "<string>73301</string>", count: 190_000)
    let data = try temporaryData([
      "many.plist": "<plist><dict><key>Texas</key><array>\(zips)</array></dict></plist>"
    ])
    guard case .success(let table)? = load(data, "many.plist", deadline: 10) else {
      Issue.record("4 MiB of zip codes did not load")
      return
    }
    #expect(table.totalCount == 190_000)
  }

  @Test func aNamedPipeIsRefusedAtOnce() throws {
    let (data, url) = try folder()
    #expect(mkfifo(url.appendingPathComponent("fifo.plist").path, 0o600) == 0)
    expectProblem(data, "fifo.plist", .notARegularFile(kind: "a named pipe"))
  }

  @Test func aDeviceIsRefused() throws {
    let (data, url) = try folder()
    try FileManager.default.createSymbolicLink(
      atPath: url.appendingPathComponent("zero.plist").path, withDestinationPath: "/dev/zero")
    expectProblem(data, "zero.plist", .notARegularFile(kind: "a device"))
  }

  @Test func aFolderIsRefused() throws {
    let (data, url) = try folder()
    try FileManager.default.createDirectory(
      at: url.appendingPathComponent("dir.plist"), withIntermediateDirectories: false)
    expectProblem(data, "dir.plist", .notARegularFile(kind: "a folder"))
  }

  @Test func aSocketIsRefused() throws {
    let (data, url) = try folder()
    let path = url.appendingPathComponent("socket.plist").path
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (i, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[i] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    #expect(bound == 0)
    expectProblem(data, "socket.plist", .notARegularFile(kind: "a socket"))
  }

  @Test func danglingAndLoopingSymlinks() throws {
    let (data, url) = try folder()
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: url.appendingPathComponent("dangling.plist").path, withDestinationPath: "nowhere")
    try manager.createSymbolicLink(
      atPath: url.appendingPathComponent("a.plist").path, withDestinationPath: "b.plist")
    try manager.createSymbolicLink(
      atPath: url.appendingPathComponent("b.plist").path, withDestinationPath: "a.plist")
    expectProblem(data, "dangling.plist", .missing)
    expectProblem(data, "a.plist", .symbolicLinkLoop)
  }

  @Test func entitiesFromADoctypeAreNeverExpanded() throws {
    let laughs = """
      <?xml version="1.0"?>
      <!DOCTYPE plist [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;">]>
      <plist><dict><key>Texas</key><array><string>&lol2;</string></array></dict></plist>
      """
    let data = try temporaryData(["laughs.plist": laughs])
    guard case .failure(let error)? = load(data, "laughs.plist"),
      case .malformed = error.problem
    else {
      Issue.record("a DOCTYPE's entities were accepted")
      return
    }
  }

  /// A binary file's graph: objects shared 2⁶⁰ times over (a value exponential in the file
  /// without the bound of one value per byte), a 60,000-byte string referred to 300 times
  /// (18 MB of rows from a 60 KB file), and an array inside itself (a recursion without
  /// end without the cycle check).
  @Test(
    "a binary file's shared objects and cycles give their typed error in time",
    arguments: [
      (
        BinaryPlist((0...60).map { $0 < 60 ? BinaryPlist.array([$0 + 1, $0 + 1]) : [0x09] }),
        "more values than the file has bytes ({limit}): objects are referred to too often"
      ),
      (
        {
          var plist = BinaryPlist([
            BinaryPlist.dictionary([1], [2]), BinaryPlist.ascii("Texas"),
            BinaryPlist.array(Array(repeating: 3, count: 300)),
            BinaryPlist.ascii(String(repeating: "7", count: 60_000)),
          ])
          plist.offsetSize = 2
          return plist
        }(),
        "more than an XML file of {limit} bytes could hold: objects are referred to too often"
      ),
      (
        BinaryPlist([
          BinaryPlist.dictionary([1], [2]), BinaryPlist.ascii("Texas"), BinaryPlist.array([0]),
        ]),
        "an array or dictionary that contains itself"
      ),
    ])
  func binaryGraphs(plist: BinaryPlist, reason: String) throws {
    let (data, _) = try folder()
    try writeBytes(plist.bytes, to: data.path("graph.plist"))
    guard case .failure(let error)? = load(data, "graph.plist"),
      case .malformedBinary(_, let found) = error.problem
    else {
      Issue.record("the binary graph did not give malformedBinary")
      return
    }
    #expect(found.template == reason)
  }

  private func residentKiB() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss
  }
}
