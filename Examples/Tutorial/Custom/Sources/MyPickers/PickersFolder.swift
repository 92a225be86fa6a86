import Foundation

/// A folder of your clone of Pickers: "data" (the property lists) or "Assets" (images and
/// sounds). This package sits in the clone's `Examples/Tutorial` folder, so the folder is
/// found from this source file's place; an installed app would look in its data folder
/// (GLib's `g_get_system_data_dirs`), as Pickers itself does.
func pickersFolder(_ name: String) -> String {
  URL(fileURLWithPath: #filePath)  // Examples/Tutorial/<package>/Sources/<target>/
    .deletingLastPathComponent().appendingPathComponent("../../../../../" + name)
    .standardizedFileURL.path
}
