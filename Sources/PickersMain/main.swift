// pickers — the application's entry point. Everything it does is in `Launcher`, in the
// Pickers library, so the window benchmarks can run the same app.
import Pickers

#if canImport(Glibc)
  import Glibc
#endif

// The arguments after the program's name, read from argv as CommandLine.arguments reads
// them (String(cString:), which repairs bytes that are not UTF-8). CommandLine.arguments
// itself builds its array through the standard library's generic map, in a 64 KiB window
// of libswiftCore's text that start-up reads for nothing else (docs/MEMORY.md). A program
// started with an empty argv (argc 0) gets no arguments.
var arguments: [String] = []
var index = 1
while index < Int(CommandLine.argc), let argument = CommandLine.unsafeArgv[index] {
  arguments.append(String(cString: argument))
  index += 1
}
exit(Launcher.run(arguments))
