import PickerKit

/// The options of the `pickers` command, checked without GTK so they can be tested.
///
/// The app reads the command line with GLib's GOption (which also gives GTK's own options,
/// `--display` and the rest, and `--help`); this type checks the values it found.
public struct CommandLineOptions: Equatable, Sendable {
  /// `--seed N`: makes the slot machine reproducible.
  public var seed: UInt64?
  /// `--page NAME`: the page the window opens on (else the page it showed last).
  public var page: PickerPage?
  /// `--data-dir DIR`: where the picker data lives (else `PICKERS_DATA_DIR`, else installed).
  public var dataDirectory: String?
  /// `--assets-dir DIR`: where images and sounds live (else `PICKERS_ASSETS_DIR`).
  public var assetsDirectory: String?
  /// `--version`: print the version and exit 0.
  public var showVersion = false

  /// Options with every default.
  public init() {}

  /// Why the command line could not be used.
  public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One line saying what is wrong.
    public var description: String

    /// Creates an error.
    public init(description: String) { self.description = description }
  }

  /// Options from the values the command line gave (nil: the option was not given);
  /// throws when a value does not fit (`--seed abc`, `--page settings`, `--data-dir ''`).
  public init(
    page: String?, seed: String?, dataDirectory: String?, assetsDirectory: String?,
    showVersion: Bool = false
  ) throws(UsageError) {
    if let seed {
      guard let value = UInt64(seed) else {
        throw UsageError(description: "--seed takes a whole number ≥ 0, not '\(seed)'")
      }
      self.seed = value
    }
    if let page {
      guard let value = PickerPage(named: page) else {
        let names = PickerPage.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError(description: "unknown page '\(page)' (pages: \(names))")
      }
      self.page = value
    }
    for (option, value) in [("--data-dir", dataDirectory), ("--assets-dir", assetsDirectory)]
    where value?.isEmpty == true {
      // An empty path would read from the working folder, or from `/` once a file name is
      // put after it: never what was meant.
      throw UsageError(description: "\(option) takes a folder, not ''")
    }
    self.dataDirectory = dataDirectory
    self.assetsDirectory = assetsDirectory
    self.showVersion = showVersion
  }
}
