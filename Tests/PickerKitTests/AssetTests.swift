import Foundation
import PickerKit
import Testing

/// The repository's `Assets/` folder.
private let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets")

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

/// The bounds on images and sounds that need no decoder: `ImageLimits`, `SVGScan` and
/// `WAVHeader` (issue 22; docs/RELIABILITY.md). The decoders' side is in the widget tests.
@Suite("Assets as input")
struct AssetTests {
  @Test(arguments: [
    (128, 128, true), (288, 288, true), (4000, 2000, true), (8192, 1024, true),
    (8193, 10, false), (10, 8193, false), (25000, 25000, false), (400_000, 400, false),
    (4096, 2049, false), (0, 10, false),
  ])
  func imageSizes(width: Int, height: Int, allowed: Bool) {
    #expect((ImageLimits.check(width: width, height: height) == nil) == allowed)
  }

  @Test func aBombNamesItsSizeAndTheBounds() throws {
    let error = AssetError(
      file: "/x/cherry.png", problem: .tooManyPixels(width: 25000, height: 25000))
    #expect(
      error.description
        == "cherry.png is 25000 × 25000 pixels; images may be at most 8192 pixels a side and 8388608 pixels in all"
    )
  }

  @Test(arguments: ["bar.svg", "seven.svg"])
  func theShippedDrawingsPass(name: String) throws {
    let scan = try SVGScan.scan(Array(try Data(contentsOf: assets.appendingPathComponent(name))))
    #expect(scan.elements >= 3 && scan.elements < 10)
    #expect(scan.instances == scan.elements)
    #expect(scan.uses == 0)
  }

  /// Each group `<use>`s the one before `fan` times: fan^levels instances from a few dozen
  /// elements (the 1.6 KB file librsvg took 2.5 s to refuse has 10 × 6).
  private func fanOut(levels: Int, fan: Int) -> [UInt8] {
    var text = #"<svg xmlns:xlink="http://www.w3.org/1999/xlink"><defs><rect id="g0"/>"#
    for level in 1...levels {
      text += "<g id=\"g\(level)\">"
      text += String(repeating: "<use xlink:href=\"#g\(level - 1)\"/>", count: fan)
      text += "</g>"
    }
    return bytes(text + "</defs><use href='#g\(levels)'/></svg>")
  }

  @Test func referencesAreFollowedAndCounted() throws {
    // 1 svg + 1 defs + rect + groups: g1 = 1 + 3 uses × (1 + rect) = 7, g2 = 1 + 3 × 8 = 25;
    // the last use: 1 + 25.
    let scan = try SVGScan.scan(fanOut(levels: 2, fan: 3))
    #expect(scan.elements == 3 + 2 + 6 + 1)
    #expect(scan.uses == 7)
    #expect(scan.depth == 4)
    #expect(scan.instances == 1 + (1 + 1 + 7 + 25) + 26)
  }

  @Test func aUseFanOutIsRefused() {
    #expect(throws: SVGScan.Refusal.tooManyInstances(limit: SVGScan.maximumInstances)) {
      try SVGScan.scan(self.fanOut(levels: 6, fan: 10))
    }
  }

  @Test(arguments: [
    (##"<svg><g id="a"><use href="#a"/></g></svg>"##, SVGScan.Refusal.referenceLoop),
    (##"<svg><use id="b" href="#b"/></svg>"##, .referenceLoop),
    (#"<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>"#, .entities),
    (#"<svg><image href="data:image/png;base64,AAAA"/></svg>"#, .embeddedImage),
    (#"<svg><filter><feImage href="x.png"/></filter></svg>"#, .embeddedImage),
    (#"<svg><svg:IMAGE/></svg>"#, .embeddedImage),
  ])
  func hostileMarkupIsRefused(text: String, refusal: SVGScan.Refusal) {
    #expect(throws: refusal) { try SVGScan.scan(bytes(text)) }
  }

  @Test(arguments: [
    // librsvg prefers href to xlink:href, whatever their order: so does the scan.
    (
      ##"<svg><defs><rect id="leaf"/><g id="big">"##
        + String(repeating: ##"<use href="#leaf"/>"##, count: 200) + "</g></defs>"
        + String(repeating: ##"<use href="#big" xlink:href="#leaf"/>"##, count: 200) + "</svg>",
      SVGScan.Refusal.tooManyInstances(limit: 20_000)
    ),
    // A pattern filling shapes with a pattern: the same bomb through url(#…).
    (
      ##"<svg><pattern id="p0"><rect/></pattern>"##
        + (1...6).map { level in
          "<pattern id=\"p\(level)\">"
            + String(repeating: "<rect fill=\"url(#p\(level - 1))\"/>", count: 10) + "</pattern>"
        }.joined() + ##"<rect style="fill: url('#p6')"/></svg>"##,
      .tooManyInstances(limit: 20_000)
    ),
    (##"<svg><use href="data:image/svg+xml;base64,PHN2Zy8+#g"/></svg>"##, .outsideReference),
    (##"<svg><rect fill="url(data:x)"/></svg>"##, .outsideReference),
    (##"<svg><xi:include href="#a" parse="xml"/></svg>"##, .outsideReference),
    (##"<svg><style>rect { fill: url(#p) }</style></svg>"##, .styleSheetReference),
    (##"<svg><style><![CDATA[@import "x.css";]]></style></svg>"##, .styleSheetReference),
    ("\u{1F}\u{8B}\u{08}\u{00}", .notText),
    ("hello <svg/>", .notText),
  ])
  func referencesTheScanMustFollowOrRefuse(text: String, refusal: SVGScan.Refusal) {
    #expect(throws: refusal) { try SVGScan.scan(bytes(text)) }
  }

  @Test func utf16IsNotText() {
    let utf16: [UInt8] = [0xFF, 0xFE] + Array("<svg/>".utf8).flatMap { [$0, 0] }
    #expect(throws: SVGScan.Refusal.notText) { try SVGScan.scan(utf16) }
  }

  @Test func honestReferencesAreCounted() throws {
    let text = ##"""
      \##u{FEFF}  <svg><defs><linearGradient id="g"><stop/><stop/></linearGradient></defs>
      <style>rect { stroke: black }</style>
      <rect fill="url(#g)"/><circle style="fill:url( '#g' )"/><a href="#g"/></svg>
      """##
    let scan = try SVGScan.scan(bytes(text))
    #expect(scan.uses == 3)
    #expect(scan.instances == scan.elements + 3 * 3)
  }

  @Test func deepNestingAndManyElementsAreRefused() {
    let deep = String(repeating: "<g>", count: 65) + String(repeating: "</g>", count: 65)
    #expect(throws: SVGScan.Refusal.tooDeep(limit: 64)) { try SVGScan.scan(bytes("<svg>" + deep)) }
    let shallow = String(repeating: "<g>", count: 63) + String(repeating: "</g>", count: 63)
    #expect(throws: Never.self) { try SVGScan.scan(bytes("<svg>" + shallow + "</svg>")) }
    let many = "<svg>" + String(repeating: "<rect/>", count: 10_000) + "</svg>"
    #expect(throws: SVGScan.Refusal.tooManyElements(limit: 10_000)) {
      try SVGScan.scan(bytes(many))
    }
  }

  @Test func aChainOfReferencesIsBounded() {
    var text = #"<svg><rect id="r0"/>"#
    for n in 1...40 { text += "<use id=\"r\(n)\" href=\"#r\(n - 1)\"/>" }
    #expect(throws: SVGScan.Refusal.referencesTooDeep(limit: 32)) {
      try SVGScan.scan(bytes(text + "</svg>"))
    }
    // The same chain written last to first, 5,000 long: refused without deep recursion.
    var reversed = "<svg>"
    for n in stride(from: 5000, to: 0, by: -1) {
      reversed += "<use id=\"r\(n)\" href=\"#r\(n - 1)\"/>"
    }
    #expect(throws: SVGScan.Refusal.referencesTooDeep(limit: 32)) {
      try SVGScan.scan(bytes(reversed + #"<rect id="r0"/></svg>"#))
    }
    var short = #"<svg><rect id="r0"/>"#
    for n in 1...32 { short += "<use id=\"r\(n)\" href=\"#r\(n - 1)\"/>" }
    #expect(throws: Never.self) { try SVGScan.scan(bytes(short + "</svg>")) }
  }

  @Test func markupThatIsNotAnElementIsSkipped() throws {
    let text = """
      <?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">
      <!-- <image/> <g><g><g> --><svg><style><![CDATA[ <image/> ]]></style>
      <text>a &lt; b</text><rect width='2' id="x"/></svg>
      """
    let scan = try SVGScan.scan(bytes(text))
    #expect(scan.elements == 4)
    #expect(scan.depth == 2)
  }

  // MARK: PNG headers

  /// A PNG's signature, IHDR of `width` × `height` (interlaced or not), then `chunks`
  /// (type, data) and IEND; CRCs are zero (the header reader does not check them).
  private func png(
    _ width: Int, _ height: Int, interlaced: Bool = false, chunks: [(String, [UInt8])] = []
  ) -> [UInt8] {
    func be(_ value: Int) -> [UInt8] {
      (0..<4).reversed().map { UInt8((value >> (8 * $0)) & 0xFF) }
    }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      be(data.count) + bytes(type) + data + be(0)
    }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      + chunk("IHDR", be(width) + be(height) + [8, 6, 0, 0, interlaced ? 1 : 0])
      + chunks.flatMap { chunk($0.0, $0.1) } + chunk("IEND", [])
  }

  @Test(arguments: ["apple.png", "bear.png", "cherry.png", "crown.png", "lemon.png"])
  func theShippedPNGsPass(name: String) throws {
    let file = Array(try Data(contentsOf: assets.appendingPathComponent(name)))
    let header = try PNGHeader.read(file)
    #expect(header.width == 128 && header.height == 128)
  }

  @Test func pngHeadersAreBoundedBeforeAnyDecoder() throws {
    #expect(try PNGHeader.read(png(300, 200)).width == 300)
    #expect(throws: AssetError.Problem.tooManyPixels(width: 25000, height: 25000)) {
      try PNGHeader.read(self.png(25000, 25000))
    }
    #expect(throws: AssetError.Problem.interlaced) {
      try PNGHeader.read(self.png(64, 64, interlaced: true))
    }
    let text = (0..<17).map { ("tEXt", bytes("k\($0)\u{0}v")) }
    #expect(throws: AssetError.Problem.tooManyTextChunks(limit: 16)) {
      try PNGHeader.read(self.png(64, 64, chunks: text))
    }
    let compressed = (0..<3).map { _ in ("zTXt", bytes("k\u{0}\u{0}xx")) }
    #expect(throws: AssetError.Problem.tooManyTextChunks(limit: 16)) {
      try PNGHeader.read(self.png(64, 64, chunks: compressed))
    }
    #expect(throws: Never.self) {
      try PNGHeader.read(self.png(64, 64, chunks: Array(compressed.prefix(2))))
    }
    #expect(throws: AssetError.Problem.undecodable("it is not a PNG")) {
      try PNGHeader.read(bytes("GIF89a and more bytes than a header needs"))
    }
  }

  // MARK: sounds

  @Test(arguments: ["crunch.wav", "win.wav", "tick.wav"])
  func theShippedSoundsPass(name: String) throws {
    let data = Array(try Data(contentsOf: assets.appendingPathComponent(name)))
    let header = try WAVHeader.read(data)
    #expect(header.dataBytes == data.count - 44)
  }

  private func wav(riff: Int? = nil, data: Int? = nil, samples: Int = 100, format: Bool = true)
    -> [UInt8]
  {
    func le(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
    let fmt: [UInt8] = [1, 0, 1, 0] + le(44100) + le(88200) + [2, 0, 16, 0]
    let body =
      bytes("WAVE") + (format ? bytes("fmt ") + le(16) + fmt : [])
      + bytes("data") + le(data ?? samples * 2) + [UInt8](repeating: 0, count: samples * 2)
    return bytes("RIFF") + le(riff ?? body.count) + body
  }

  @Test func honestAndLyingHeaders() throws {
    #expect(try WAVHeader.read(wav()).dataBytes == 200)
    #expect(throws: AssetError.Problem.lyingHeader(claimed: 0xFFFF_FFF0 + 8, actual: 244)) {
      try WAVHeader.read(self.wav(riff: 0xFFFF_FFF0))
    }
    #expect(throws: AssetError.Problem.lyingHeader(claimed: 0xFFFF_FFCC, actual: 200)) {
      try WAVHeader.read(self.wav(data: 0xFFFF_FFCC))
    }
    #expect(throws: AssetError.Problem.notWAV) { try WAVHeader.read(self.wav(format: false)) }
    var mp3 = wav()
    mp3[20] = 0x55  // format tag 0x55: MPEG layer 3
    #expect(throws: AssetError.Problem.unsupportedSound(format: 0x55)) { try WAVHeader.read(mp3) }
    #expect(throws: AssetError.Problem.notWAV) { try WAVHeader.read(bytes("RIFF\0\0\0\0")) }
    #expect(throws: AssetError.Problem.notWAV) { try WAVHeader.read(bytes("not a sound at all")) }
  }

  @Test func aLyingHeaderNamesBothSizes() {
    let error = AssetError(
      file: "a/tick.wav", problem: .lyingHeader(claimed: 4_294_967_288, actual: 8864))
    #expect(
      error.description
        == "tick.wav is damaged: its header gives 4294967288 bytes, the file holds 8864")
  }
}
