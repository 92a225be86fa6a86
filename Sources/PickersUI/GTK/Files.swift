import CGtk
import PickerKit

/// File checks shared by the image store, the sound player and the app.
public enum Files {
  /// Whether `path` is an existing regular file.
  public static func isRegularFile(_ path: String) -> Bool {
    test(path, G_FILE_TEST_IS_REGULAR)
  }

  /// Whether anything is at `path` (a file, a folder, a pipe, a device; a symbolic link
  /// counts if what it leads to is there).
  public static func exists(_ path: String) -> Bool {
    test(path, G_FILE_TEST_EXISTS)
  }

  /// Whether `path` is an existing folder.
  public static func isDirectory(_ path: String) -> Bool {
    test(path, G_FILE_TEST_IS_DIR)
  }

  /// `g_file_test` of `path` for `kind`.
  private static func test(_ path: String, _ kind: GFileTest) -> Bool {
    FileName.withCString(path) { g_file_test($0, kind) } != 0
  }

  /// The last component of a path ("cherry.png").
  public static func baseName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
