import Glibc

/// A folder of your clone of Pickers: "data" (the property lists) or "Assets" (images and
/// sounds). The clone is the folder the environment variable `PICKERS_CLONE` names, the one
/// `Package.swift` depends on; unset, the path names the variable to set, and a page that
/// cannot read its file shows it. An installed app would look in its data folder (GLib's
/// `g_get_system_data_dirs`), as Pickers itself does.
func pickersFolder(_ name: String) -> String {
  let clone = getenv("PICKERS_CLONE").map { String(cString: $0) }
  return (clone ?? "/set-PICKERS_CLONE-to-your-clone-of-Pickers") + "/" + name
}
