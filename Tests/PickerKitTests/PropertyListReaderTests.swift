import PickerKit
import PickerTestSupport
import Testing

@Suite("Property-list reader")
struct PropertyListReaderTests {
  @Test(
    "values",
    arguments: [
      (
        "<string>a &amp; b &lt;c&gt; &#x41;&#66;&quot;&apos;</string>",
        PropertyListValue.string("a & b <c> AB\"'")
      ),
      ("<string/>", .string("")),
      ("<integer> -42 </integer>", .integer(-42)),
      ("<real>2.5</real>", .real(2.5)),
      ("<true/>", .bool(true)),
      ("<false/>", .bool(false)),
      (
        "<array><string>x</string><!-- note --><integer>1</integer></array>",
        .array([.string("x"), .integer(1)])
      ),
      (
        "<dict><key>k</key><dict><key>n</key><array/></dict></dict>",
        .dictionary(["k": .dictionary(["n": .array([])])])
      ),
      ("<string>東京 Zürich</string>", .string("東京 Zürich")),
      ("<string>a&#9;b&#xA;c\td</string>", .string("a\tb\nc\td")),
    ])
  func values(body: String, value: PropertyListValue) throws {
    #expect(try PropertyListReader.parse(Array(plist(body).utf8)) == value)
  }

  @Test func bareValueWithoutPlistWrapperAndWithBOM() throws {
    #expect(
      try PropertyListReader.parse([0xEF, 0xBB, 0xBF] + Array("<array/>".utf8)) == .array([]))
  }

  @Test(
    "syntax errors",
    arguments: [
      (plist("<date>2020</date>"), 4, "unsupported element <date>"),
      (plist("<integer>x1</integer>"), 4, "bad integer 'x1'"),
      (plist("<string>&bogus;</string>"), 4, "unknown entity &bogus;"),
      // Characters XML does not allow, by reference or raw: the NUL, other controls, a
      // lone surrogate, U+FFFF. Tab, line feed and carriage return are allowed.
      (plist("<string>Ca&#0;t</string>"), 4, "U+0000 is a character XML does not allow"),
      (plist("<string>&#x1B;</string>"), 4, "U+001B is a character XML does not allow"),
      (plist("<string>&#xD800;</string>"), 4, "U+D800 is a character XML does not allow"),
      (plist("<string>&#xFFFF;</string>"), 4, "U+FFFF is a character XML does not allow"),
      (plist("<string>Ca\u{01}t</string>"), 4, "U+0001 is a character XML does not allow"),
      (plist("<string>C\u{FFFF}t</string>"), 4, "U+FFFF is a character XML does not allow"),
      (plist("<string>&amp;\u{FFFE}</string>"), 4, "U+FFFE is a character XML does not allow"),
      // The line is the character's, not the line where its text ends.
      (plist("<string>a\u{02}\nb</string>"), 4, "U+0002 is a character XML does not allow"),
      (plist("<dict><string>x</string></dict>"), 4, "expected <key> in <dict>, found <string>"),
      (plist("<dict><key>k</key></dict>"), 4, "key 'k' has no value"),
      (plist("<array/>") + "<array/>", 5, "unexpected content after the property list"),
      ("<plist/>", 1, "<plist> is empty"),
      ("   ", 1, "the file holds no property list"),
    ])
  func syntaxErrors(text: String, line: Int, reason: String) {
    let error = #expect(throws: PropertyListSyntaxError.self) {
      try PropertyListReader.parse(Array(text.utf8))
    }
    #expect(error?.line == line)
    #expect(error?.reason.description == reason)
  }

  /// A DOCTYPE is skipped whole, `>` and `]` inside its literals, comments and processing
  /// instructions included, and nothing of it is read.
  @Test(
    "DOCTYPE internal subsets",
    arguments: [
      "<!DOCTYPE plist [<!ELEMENT x ANY>]>",
      "<!DOCTYPE plist [ <!ATTLIST plist version CDATA \"1>]0\"> ]>",
      "<!DOCTYPE plist [<!-- ] > <!ENTITY in a comment --><?pi ]>?>\n<!ELEMENT y (#PCDATA)>]>",
      "<!DOCTYPE plist PUBLIC \"-//A>B//EN\" 'x]>.dtd' [ %parameter; ] >",
    ])
  func doctypeWithAnInternalSubset(doctype: String) throws {
    let text = "<?xml version=\"1.0\"?>\n\(doctype)\n<plist><array><true/></array></plist>"
    #expect(try PropertyListReader.parse(Array(text.utf8)) == .array([.bool(true)]))
  }

  @Test(
    "DOCTYPEs refused",
    arguments: [
      ("<!DOCTYPE plist [\n<!ENTITY a \"b\">]>", 3, "a DOCTYPE declaring entities"),
      ("<!DOCTYPE plist [<!ELEMENT x ANY>]>\n<!ENTITY a \"b\">", 3, "a DOCTYPE declaring entities"),
      ("<!DOCTYPE plist [<!ELEMENT x '>]>", 2, "unterminated <!DOCTYPE>"),
    ])
  func doctypesRefused(doctype: String, line: Int, reason: String) {
    let text = "<?xml version=\"1.0\"?>\n\(doctype)\n<plist><true/></plist>"
    let error = #expect(throws: PropertyListSyntaxError.self) {
      try PropertyListReader.parse(Array(text.utf8))
    }
    #expect(error?.line == line)
    #expect(error?.reason.description == reason)
  }

  /// A declaration after the root, or inside it, is refused too: not "unexpected end of
  /// file", where reading stopped at the refusal.
  @Test(
    "entities declared anywhere",
    arguments: [
      "<plist><true/></plist>\n<!ENTITY a \"b\">",
      "<plist><array>\n<!ENTITY a \"b\"><true/></array></plist>",
    ])
  func entitiesDeclaredAnywhere(text: String) {
    let error = #expect(throws: PropertyListSyntaxError.self) {
      try PropertyListReader.parse(Array(text.utf8))
    }
    #expect(error?.line == 2)
    #expect(error?.reason.description == "a DOCTYPE declaring entities")
  }

  /// UTF-16 in either order, with its byte-order mark or found by `<?`.
  @Test(
    "UTF-16 documents",
    arguments: [([0xFF, 0xFE], false), ([0xFE, 0xFF], true), ([], false), ([], true)])
  func utf16(mark: [UInt8], bigEndian: Bool) throws {
    let text = plist("<array><string>Zürich 東京 😀</string><key>x</key></array>")
      .replacing("UTF-8", with: "UTF-16")
    let error = #expect(throws: PropertyListSyntaxError.self) {
      try PropertyListReader.parse(mark + utf16(text, bigEndian: bigEndian))
    }
    // The line is the UTF-16 text's.
    #expect(error?.line == 4)
    #expect(error?.reason.description == "unsupported element <key>")
    let good = plist("<array><string>Zürich 東京 😀</string></array>")
    #expect(
      try PropertyListReader.parse(mark + utf16(good, bigEndian: bigEndian))
        == .array([.string("Zürich 東京 😀")]))
  }

  @Test func brokenUTF16() {
    let lone =
      [0xFF, 0xFE] + utf16("<?xml?>\n<plist><string>", bigEndian: false) + [0x00, 0xD8]
      + utf16("</string></plist>", bigEndian: false)
    let error = #expect(throws: PropertyListSyntaxError.self) { try PropertyListReader.parse(lone) }
    #expect(error?.line == 2)
    #expect(error?.reason.description == "U+D800 is a character XML does not allow")
    let odd = [0xFE, 0xFF] + utf16("<plist><true/></plist>", bigEndian: true) + [0x00]
    let half = #expect(throws: PropertyListSyntaxError.self) { try PropertyListReader.parse(odd) }
    #expect(half?.reason.description == "the UTF-16 text ends in half a character")
  }

  private func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
    text.utf16.flatMap { unit in
      let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
      return bigEndian ? [high, low] : [low, high]
    }
  }
}
