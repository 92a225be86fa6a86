// pickers — the application's entry point. Everything it does is in `Launcher`, in the
// Pickers library, so the window benchmarks can run the same app.
import Pickers

#if canImport(Glibc)
  import Glibc
#endif

exit(Launcher.run())
