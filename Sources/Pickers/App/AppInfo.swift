import PickerKit

/// Facts about the application shown in `--version` and, later, the About dialog.
enum AppInfo {
  /// The reverse-DNS application id.
  static let id = "io.github.pickers.Pickers"
  /// The version.
  static let version = "0.1.0"
  /// The application's name and window title, in English (translate it where it is shown).
  static let name = translatable("Pickers")
}
