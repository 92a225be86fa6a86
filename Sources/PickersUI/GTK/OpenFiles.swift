import CGtk
import Glibc

/// The process's open files against its limit (`RLIMIT_NOFILE`): a program short of files
/// fails in places it cannot report (GStreamer's plugin loading, libdispatch's own files,
/// GTK's icons), so what needs many asks first.
public enum OpenFiles {
  /// The most files the process may have open (its soft limit), and how many are open.
  public static var usage: (open: Int, limit: Int) {
    var limit = rlimit()
    getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
    let most = limit.rlim_cur == rlim_t.max ? Int.max : Int(limit.rlim_cur)
    var count = 0
    // The folder cannot be opened when every file is in use: then none is free.
    guard let folder = g_dir_open("/proc/self/fd", 0, nil) else { return (most, most) }
    while g_dir_read_name(folder) != nil { count += 1 }
    g_dir_close(folder)
    count -= 1  // the folder's own
    return (max(count, 0), most)
  }

  /// Raises the soft limit to the hard one, as systemd advises programs that never use
  /// `select()` to do (GLib's main loop polls): a session's soft limit is often 1024, or
  /// lower when a person or a service sets it, and the hard one higher. Returns the limit
  /// now in force.
  @discardableResult
  public static func raiseLimit() -> Int {
    let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    var limit = rlimit()
    guard getrlimit(resource, &limit) == 0 else { return 0 }
    if limit.rlim_cur < limit.rlim_max {
      var raised = limit
      raised.rlim_cur = limit.rlim_max
      if setrlimit(resource, &raised) == 0 { limit = raised }
    }
    return limit.rlim_cur == rlim_t.max ? .max : Int(limit.rlim_cur)
  }

  /// Why a task that opens up to `files` more files must not start now ("too many open
  /// files: 15 of at most 24 are open"), or nil when there is room.
  public static func shortage(needing files: Int) -> String? {
    let (open, limit) = usage
    guard limit - open < files else { return nil }
    return "too many open files: \(open) of at most \(limit) are open"
  }
}
