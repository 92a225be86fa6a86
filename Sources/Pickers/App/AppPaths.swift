import CGtk
import PickerKit
import PickersModels
import PickersUI

/// Where the app finds its data, assets and translations.
///
/// In order: `--data-dir` / `--assets-dir`, then `PICKERS_DATA_DIR` / `PICKERS_ASSETS_DIR`,
/// then `<prefix>/share/pickers/…` beside an installed binary (`<prefix>/bin/pickers`),
/// then the source tree the binary was built in (`.build/…/pickers`). Translations come
/// from `<prefix>/share/locale` when installed, else from the source tree's `.build/locale`
/// (where `make translations` compiles them).
struct AppPaths {
  /// The picker data folder.
  var data: String
  /// The images and sounds folder.
  var assets: String
  /// The gettext catalogue folder.
  var locale: String
  /// The source tree's icon theme folder (`desktop/icons`) when the binary runs from the
  /// tree it was built in: the app's icon is installed only by `make install`, so GTK's icon
  /// theme must be told where it is, or About shows a broken image. Nil when installed.
  var icons: String?
  /// The folders a person named (by option or variable), with how they named them
  /// ("--assets-dir", "PICKERS_DATA_DIR"); the ones found beside the binary are not here.
  var named: [(how: String, path: String)] = []

  static func resolve(_ options: CommandLineOptions) -> AppPaths {
    let executableDirectory = executablePath().map(directoryName) ?? "."
    let installed = directoryName(executableDirectory) + "/share"
    let sourceTree = findSourceTree(from: executableDirectory)
    var named: [(how: String, path: String)] = []
    func pick(_ option: String?, _ flag: String, _ variable: String, _ folder: String) -> String {
      if let option {
        named.append((flag, option))
        return option
      }
      if let value = environment(variable), !value.isEmpty {
        named.append((variable, value))
        return value
      }
      if Files.isDirectory("\(installed)/pickers/\(folder)") {
        return "\(installed)/pickers/\(folder)"
      }
      if let sourceTree { return "\(sourceTree)/\(folder)" }
      return "\(installed)/pickers/\(folder)"
    }
    var paths = AppPaths(
      data: pick(options.dataDirectory, "--data-dir", "PICKERS_DATA_DIR", "data"),
      assets: pick(options.assetsDirectory, "--assets-dir", "PICKERS_ASSETS_DIR", "Assets"),
      locale: localeDirectory())
    paths.named = named
    if !Files.isDirectory("\(installed)/pickers/data"), let sourceTree {
      paths.icons = "\(sourceTree)/desktop/icons"
    }
    return paths
  }

  /// Why a folder a person named cannot be used (it is not there, or not a folder), in one
  /// line; nil when each is a folder. Each page would otherwise name every file it misses.
  var problem: String? {
    for (how, path) in named where !Files.isDirectory(path) {
      let what = Files.exists(path) ? "is not a folder" : "does not exist"
      let path = FileName.display(path)
      return how.hasPrefix("--") ? "\(how) \(path): it \(what)" : "\(how) is \(path), which \(what)"
    }
    return nil
  }

  /// The gettext catalogue folder (it does not depend on the options, so the command line
  /// can be read in the user's language).
  static func localeDirectory() -> String {
    let executableDirectory = executablePath().map(directoryName) ?? "."
    let installed = directoryName(executableDirectory) + "/share"
    if Files.isDirectory("\(installed)/pickers/data") { return "\(installed)/locale" }
    if let sourceTree = findSourceTree(from: executableDirectory) {
      return "\(sourceTree)/.build/locale"
    }
    return "\(installed)/locale"
  }

  private static func executablePath() -> String? {
    guard let link = g_file_read_link("/proc/self/exe", nil) else { return nil }
    defer { g_free(link) }
    return FileName.decode(link)
  }

  /// The nearest folder above `start` holding `Package.swift` and `data/`.
  private static func findSourceTree(from start: String) -> String? {
    var folder = start
    while folder != "/" && !folder.isEmpty {
      if Files.isRegularFile("\(folder)/Package.swift") && Files.isDirectory("\(folder)/data") {
        return folder
      }
      folder = directoryName(folder)
    }
    return nil
  }

  private static func directoryName(_ path: String) -> String {
    guard let folder = FileName.withCString(path, { g_path_get_dirname($0) }) else { return "." }
    defer { g_free(folder) }
    return FileName.decode(folder)
  }

  private static func environment(_ name: String) -> String? {
    g_getenv(name).map { FileName.decode($0) }
  }
}
