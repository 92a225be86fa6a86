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
}
