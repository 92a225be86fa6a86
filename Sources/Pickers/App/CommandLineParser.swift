import CGtk
import PickerKit
import PickersModels
import PickersUI

/// The `pickers` command line, read by GLib's GOption: our options, GTK's own (`--display`,
/// `--gtk-debug`… listed by `--help-gtk`), and `--help`, which GOption prints (translated)
/// before it exits 0. The values are then checked by PickerKit's ``CommandLineOptions``.
@MainActor
enum CommandLineParser {
  /// What to do after reading the command line.
  enum Outcome {
    /// Run the app with these options.
    case run(CommandLineOptions)
    /// Exit with this status (the reason is printed).
    case exit(Int32)
  }

  /// Reads `arguments` (without the program name).
  static func parse(_ arguments: [String]) -> Outcome {
    // The options' storage, in C: GOption writes the values it finds there.
    let values = UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>.allocate(capacity: 4)
    values.initialize(repeating: nil, count: 4)
    let version = UnsafeMutablePointer<gboolean>.allocate(capacity: 1)
    version.initialize(to: 0)
    var strings: [UnsafeMutablePointer<CChar>?] = []
    func c(_ text: String) -> UnsafeMutablePointer<CChar>? {
      let copy = strdup(text)
      strings.append(copy)
      return copy
    }
    defer {
      for index in 0..<4 { g_free(values[index]) }
      values.deallocate()
      version.deallocate()
      for copy in strings { free(copy) }
    }
    func entry(
      _ name: String, _ arg: GOptionArg, _ data: gpointer, _ description: String,
      _ argument: String? = nil
    ) -> GOptionEntry {
      GOptionEntry(
        long_name: c(name), short_name: 0, flags: 0, arg: arg, arg_data: data,
        description: c(description), arg_description: argument.flatMap(c))
    }
    var entries = [
      entry(
        "page", G_OPTION_ARG_STRING, values,
        // The names are option values, never translated; the list follows the tabs.
        tr(
          "Open on a page, one of: {pages}",
          ["pages": PickerPage.allCases.map(\.rawValue).joined(separator: ", ")]),
        translatable("NAME")),
      entry(
        "seed", G_OPTION_ARG_STRING, values + 1,
        translatable("Make the slot machine's spins reproducible (N ≥ 0)"), translatable("N")),
      entry(
        "data-dir", G_OPTION_ARG_FILENAME, values + 2, translatable("Read picker data from DIR"),
        translatable("DIR")),
      entry(
        "assets-dir", G_OPTION_ARG_FILENAME, values + 3,
        translatable("Read images and sounds from DIR"), translatable("DIR")),
      entry("version", G_OPTION_ARG_NONE, version, translatable("Print the version and exit")),
      GOptionEntry(),
    ]
    guard
      let context = g_option_context_new(nil)
    else { return .exit(2) }
    defer { g_option_context_free(context) }
    let summary = tr(
      "Picker wheels driven by data sources and delegates, from Beginning iPhone Development.")
    g_option_context_set_summary(context, summary)
    g_option_context_set_translation_domain(context, textDomain)
    g_option_context_add_main_entries(context, &entries, textDomain)
    // GTK's own options, read without opening the display (gtk_init_check does, later).
    g_option_context_add_group(context, gtk_get_option_group(0))

    var argv = pickers_strv_new(gsize(arguments.count + 2))
    argv?[0] = g_strdup("pickers")
    for (index, argument) in arguments.enumerated() {
      argv?[index + 1] = FileName.withCString(argument) { g_strdup($0) }
    }
    defer { g_strfreev(argv) }
    var error: UnsafeMutablePointer<GError>?
    guard g_option_context_parse_strv(context, &argv, &error) != 0 else {
      let reason = error.map { String(cString: $0.pointee.message) } ?? "bad command line"
      g_clear_error(&error)
      return usage(context, "pickers: \(reason)")
    }
    if let extra = argv?[1] {
      return usage(context, "pickers: unexpected argument '\(String(cString: extra))'")
    }
    // A folder's name is bytes (G_OPTION_ARG_FILENAME), kept as they are.
    func text(_ index: Int) -> String? { values[index].map { FileName.decode($0) } }
    do {
      return .run(
        try CommandLineOptions(
          page: text(0), seed: text(1), dataDirectory: text(2), assetsDirectory: text(3),
          showVersion: version.pointee != 0))
    } catch {
      return usage(context, "pickers: \(error)")
    }
  }

  /// Prints `message` and the usage on standard error; the status of a bad command line.
  private static func usage(_ context: OpaquePointer, _ message: String) -> Outcome {
    Launcher.printError(message)
    if let help = g_option_context_get_help(context, 1, nil) {
      Launcher.printError(String(cString: help))
      g_free(help)
    }
    return .exit(2)
  }
}
