import PickerKit
import PickersModels
import Testing

@Suite("The shipped state dictionary")
struct ShippedDataTests {
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
    #expect(
      try CommandLineOptions(page: nil, seed: nil, dataDirectory: nil, assetsDirectory: nil)
        == CommandLineOptions())
  }

  @Test func everyOption() throws {
    let options = try CommandLineOptions(
      page: "Custom", seed: "42", dataDirectory: "/d", assetsDirectory: "/a", showVersion: true)
    #expect(options.seed == 42)
    #expect(options.page == .custom)
    #expect(options.dataDirectory == "/d")
    #expect(options.assetsDirectory == "/a")
    #expect(options.showVersion)
  }

  @Test(
    "values that do not fit",
    arguments: [
      (nil, "-1", "--seed takes a whole number ≥ 0, not '-1'"),
      (nil, "abc", "--seed takes a whole number ≥ 0, not 'abc'"),
      (nil, "", "--seed takes a whole number ≥ 0, not ''"),
      ("settings", nil, "unknown page 'settings' (pages: date, single, double, dependent, custom)"),
    ] as [(String?, String?, String)])
  func bad(page: String?, seed: String?, message: String) {
    #expect(throws: CommandLineOptions.UsageError(description: message)) {
      try CommandLineOptions(page: page, seed: seed, dataDirectory: nil, assetsDirectory: nil)
    }
  }

  @Test("an empty folder is no folder")
  func emptyFolders() {
    #expect(throws: CommandLineOptions.UsageError(description: "--data-dir takes a folder, not ''"))
    {
      try CommandLineOptions(page: nil, seed: nil, dataDirectory: "", assetsDirectory: "/a")
    }
    #expect(
      throws: CommandLineOptions.UsageError(description: "--assets-dir takes a folder, not ''")
    ) {
      try CommandLineOptions(page: nil, seed: nil, dataDirectory: "/d", assetsDirectory: "")
    }
  }
}
