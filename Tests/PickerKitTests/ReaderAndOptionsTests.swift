import PickerKit
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

  @Test func agreesWithTheShippedFileShape() throws {
    let root = try repositoryData.propertyList(DataFiles.Name.stateZips)
    guard case .dictionary(let states) = root.value else {
      Issue.record("root is not a dict")
      return
    }
    #expect(states.count == 51)
  }
}

@Suite("Command line")
struct CommandLineTests {
  @Test func defaults() throws {
    #expect(try CommandLineOptions.parse([]) == CommandLineOptions())
  }

  @Test func everyOption() throws {
    let options = try CommandLineOptions.parse([
      "--seed", "42", "--page=Custom", "--data-dir", "/d", "--assets-dir=/a",
    ])
    #expect(options.seed == 42)
    #expect(options.page == .custom)
    #expect(options.dataDirectory == "/d")
    #expect(options.assetsDirectory == "/a")
    #expect(try CommandLineOptions.parse(["-h"]).showHelp)
    #expect(try CommandLineOptions.parse(["--version"]).showVersion)
  }

  @Test(
    "bad command lines",
    arguments: [
      (["--bogus"], "unknown option '--bogus'"),
      (["file.txt"], "unknown option 'file.txt'"),
      (["--seed"], "--seed needs a value"),
      (["--seed", "-1"], "--seed takes a whole number ≥ 0, not '-1'"),
      (["--seed=abc"], "--seed takes a whole number ≥ 0, not 'abc'"),
      (
        ["--page", "settings"],
        "unknown page 'settings' (pages: date, single, double, dependent, custom)"
      ),
    ])
  func bad(arguments: [String], message: String) {
    #expect(throws: CommandLineOptions.UsageError(description: message)) {
      try CommandLineOptions.parse(arguments)
    }
  }

  @Test func usageListsOnlyWhatUsersNeed() {
    #expect(!CommandLineOptions.usage.contains("bench"))
    #expect(throws: CommandLineOptions.UsageError(description: "unknown option '--bench-spin'")) {
      try CommandLineOptions.parse(["--bench-spin", "3"])
    }
  }

  @Test func pagesAreInTabOrder() {
    #expect(
      PickerPage.allCases.map(\.title) == ["Date", "Single", "Double", "Dependent", "Custom"])
    #expect(PickerPage(named: "DEPENDENT") == .dependent)
  }
}
