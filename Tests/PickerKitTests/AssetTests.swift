import Foundation
import PickerKit
import Testing

/// The bounds on images that need no decoder: `ImageLimits` and `SVGScan` (issues 22 and
/// 54; docs/RELIABILITY.md). PNG and WAV headers are in `HeaderTests`, the decoders' side in
/// the widget tests.
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

  /// The shape of the probe's style-sheet bomb (issue 54): a `data:` style sheet, brought by
  /// a processing instruction the scan skipped, filling rectangles with patterns the scan
  /// never counted (librsvg drew the probe's for 12 s; written as attributes, the scan
  /// refuses it at once).
  private static let styleSheetBomb =
    ##"<?xml-stylesheet type="text/css" href="data:text/css,rect{fill:url(%23p)}"?>"##
    + ##"<svg xmlns="http://www.w3.org/2000/svg"><pattern id="p0"><rect/></pattern>"##
    + (1...5).map { level in
      "<pattern id=\"p\(level)\">" + String(repeating: "<rect/>", count: 10) + "</pattern>"
    }.joined() + ##"<rect width="96" height="96"/></svg>"##

  /// A red square that the style sheet its instruction brings would draw blue.
  private static let recolouredSquare = """
    <?xml version="1.0"?>
    <?xml-stylesheet type="text/css" href="data:text/css,rect{fill:blue}"?>
    <svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">\
    <rect width="64" height="64" fill="red"/></svg>
    """

  /// Every way a drawing can take style or resources from outside its own elements is
  /// refused: processing instructions (a style sheet's among them), imports and outside
  /// `url()`s in `style=` and any attribute, and the same hidden behind XML character
  /// references or CSS escapes, which librsvg decodes before it reads them.
  @Test(arguments: [
    (styleSheetBomb, SVGScan.Refusal.processingInstruction),
    (recolouredSquare, .processingInstruction),
    (##"<?xml-stylesheet href="rect.css"?><svg/>"##, .processingInstruction),
    (
      ##"<svg><?xml-stylesheet href="data:text/css,rect{fill:blue}"?><rect/></svg>"##,
      .processingInstruction
    ),
    (##"<svg/><?php echo 1 ?>"##, .processingInstruction),
    (##"  <?xml version="1.0"?><?xml version="1.0"?><svg/>"##, .processingInstruction),
    (
      ##"<svg><rect style="fill:url(data:image/svg+xml,%3Csvg/%3E#p)"/></svg>"##,
      .outsideReference
    ),
    (##"<svg><rect style="fill: url( 'file:///etc/p.svg#p' )"/></svg>"##, .outsideReference),
    (##"<svg><rect style="fill:url(https://example.com/p.svg#p)"/></svg>"##, .outsideReference),
    (##"<svg><use href="file:///usr/share/p.svg#g"/></svg>"##, .outsideReference),
    (##"<svg><a href="http://example.com/"><rect/></a></svg>"##, .outsideReference),
    (##"<svg><rect style="@import 'data:text/css,rect{fill:blue}'"/></svg>"##, .outsideReference),
    (##"<svg><rect fill="u&#114;l(data:x)"/></svg>"##, .outsideReference),
    (##"<svg><rect style="fill:u\72 l(data:x)"/></svg>"##, .outsideReference),
    (##"<svg><use href="&#100;ata:image/svg+xml,%3Csvg/%3E#g"/></svg>"##, .outsideReference),
    (##"<svg><style>rect{fill:u\72l(#p)}</style></svg>"##, .styleSheetReference),
    (##"<svg><style>@\69mport "x.css";</style></svg>"##, .styleSheetReference),
    (##"<svg><style>rect{fill:u&#114;l(#p)}</style></svg>"##, .styleSheetReference),
    (
      ##"<svg><style><![CDATA[ /* </a> */ ]]>rect{fill:url(#p)}</style></svg>"##,
      .styleSheetReference
    ),
    (##"<svg><style><!-- a --> @import "x.css";</style></svg>"##, .styleSheetReference),
  ])
  func styleAndResourcesFromOutsideAreRefused(text: String, refusal: SVGScan.Refusal) {
    #expect(throws: refusal) { try SVGScan.scan(bytes(text)) }
  }

  /// The pattern bomb behind character references and CSS escapes is counted as written
  /// plainly: `u&#114;l(#p)` and `u\72l(#p)` are the `url(#p)` librsvg reads.
  @Test(arguments: ["u&#114;l(#p{level})", "u\\72l(#p{level})", "url(&#35;p{level})"])
  func referencesHiddenByEscapesAreFollowed(written: String) {
    var text = ##"<svg><pattern id="p0"><rect/></pattern>"##
    for level in 1...6 {
      let fill = written.replacingOccurrences(of: "{level}", with: String(level - 1))
      text += "<pattern id=\"p\(level)\">"
      text += String(repeating: "<rect style=\"fill:\(fill)\"/>", count: 10) + "</pattern>"
    }
    text += ##"<rect fill="url(#p6)"/></svg>"##
    #expect(throws: SVGScan.Refusal.tooManyInstances(limit: SVGScan.maximumInstances)) {
      try SVGScan.scan(bytes(text))
    }
  }

  /// What the drawing holds itself stays: the leading XML declaration, a `<style>` sheet
  /// without references (a person's own colours), and escapes that hide nothing.
  @Test func aDrawingsOwnStyleIsKept() throws {
    let text = ##"""
      <?xml version="1.0" encoding="UTF-8"?>
      <svg><style>rect { fill: #3d3846 } .a\:b { stroke: blue }</style>
      <rect class="a:b" style="stroke-width: 2; fill: &#35;f6d32d"/></svg>
      """##
    let scan = try SVGScan.scan(bytes(text))
    #expect(scan.elements == 3)
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
}
