/// The options of the `pickers` command, parsed without GTK so they can be tested.
public struct CommandLineOptions: Equatable, Sendable {
  /// `--seed N`: makes the slot machine reproducible.
  public var seed: UInt64?
  /// `--page NAME`: the page the window opens on (else the page it showed last).
  public var page: PickerPage?
  /// `--data-dir DIR`: where the picker data lives (else `PICKERS_DATA_DIR`, else installed).
  public var dataDirectory: String?
  /// `--assets-dir DIR`: where images and sounds live (else `PICKERS_ASSETS_DIR`).
  public var assetsDirectory: String?
  /// `--help`: print the usage and exit 0.
  public var showHelp = false
  /// `--version`: print the version and exit 0.
  public var showVersion = false

  /// Options with every default.
  public init() {}

  /// The usage text.
  public static let usage = """
    Usage: pickers [OPTION…]

    Picker wheels driven by data-source and delegate protocols, after the iOS "Pickers" app.

    Options:
      --page NAME       open on a page: date, single, double, dependent or custom
      --seed N          make the slot machine's spins reproducible (N ≥ 0)
      --data-dir DIR    read picker data from DIR
      --assets-dir DIR  read images and sounds from DIR
      --version         print the version and exit
      -h, --help        print this help and exit
    """

  /// Why the command line could not be used.
  public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One line saying what is wrong.
    public var description: String

    /// Creates an error.
    public init(description: String) { self.description = description }
  }

  /// Parses the arguments (without the program name); `--opt=value` and `--opt value`.
  public static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
    var options = CommandLineOptions()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = rest.popFirst() else {
          throw UsageError(description: "\(name) needs a value")
        }
        return next
      }
      switch name {
      case "-h", "--help": options.showHelp = true
      case "--version": options.showVersion = true
      case "--seed":
        let text = try value()
        guard let seed = UInt64(text) else {
          throw UsageError(description: "--seed takes a whole number ≥ 0, not '\(text)'")
        }
        options.seed = seed
      case "--page":
        let text = try value()
        guard let page = PickerPage(named: text) else {
          let names = PickerPage.allCases.map(\.rawValue).joined(separator: ", ")
          throw UsageError(description: "unknown page '\(text)' (pages: \(names))")
        }
        options.page = page
      case "--data-dir": options.dataDirectory = try value()
      case "--assets-dir": options.assetsDirectory = try value()
      default:
        throw UsageError(description: "unknown option '\(argument)'")
      }
    }
    return options
  }
}
