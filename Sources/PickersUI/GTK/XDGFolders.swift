import CGtk
import Glibc

/// The XDG base directory variables as the specification reads them: "All paths set in
/// these environment variables must be absolute. If an implementation encounters a relative
/// path in any of these variables it should consider the path invalid and ignore it." GLib
/// takes a relative `XDG_STATE_HOME` as it is, relative to the working folder, so a run
/// from another folder would not find what the last one saved.
public enum XDGFolders {
  /// The variables naming one folder each.
  public static let variables = [
    "XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME",
  ]

  /// Removes each of ``variables`` whose value is not an absolute path, so that GLib, GTK
  /// and everything else in the process use the default folder; returns the names removed.
  /// Call it first thing, before any thread starts (it changes the environment) and
  /// before GLib reads them (it keeps what it read).
  public static func ignoreRelative() -> [String] {
    variables.filter { name in
      guard let value = getenv(name), value.pointee != 0, value.pointee != CChar(UInt8(ascii: "/"))
      else { return false }
      unsetenv(name)
      return true
    }
  }
}
