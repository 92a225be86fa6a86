// swift-tools-version:6.2
// Pickers: the classic iOS "Pickers" app (Beginning iPhone Development, chapter 7) on GTK 3.
//
// Targets, and which may call GTK (HACKING.md draws the picture):
//   PickerKit   the headless engine any app can use: picker protocols, the headless picker,
//               wheel motion, dates, alerts, the property-list reader. No GTK and no
//               Foundation; builds and tests without a display. Library product.
//   PickersModels  this app's own headless models: its pages and seed windows, its data
//               files, options and saved state, on PickerKit. No GTK. Library product for
//               the tutorial, which rebuilds this app; other apps need only the two above.
//   CGtk        GTK 3 through pkg-config, plus shim.h for what Swift cannot call (variadic
//               functions, type macros).
//   CGStreamer  GStreamer through pkg-config, for the sound player's thread, which starts
//               it at the first sound (its plugins are optional at run time).
//   CFeedback   libfeedback through pkg-config: haptic ticks through feedbackd.
//   CPickersWidgets  the GObject subclasses written in C (a .c file per type).
//   PickersUI   the reusable GTK layer: signals, timers, the wheel view, alerts, images,
//               sound. Calls GTK; knows nothing of sandwiches or zip codes. Library product.
//   Pickers     the app: application, window, one file per page. Calls GTK through CGtk
//               directly for its own layout, and PickersUI for everything reusable.
//   PickersMain the `pickers` executable: only `main.swift`.
// Dependencies point one way: Pickers → PickersModels → PickerKit, Pickers → PickersUI →
// PickerKit, and every GTK caller → CGtk.
// Benchmarks (bench/) and tests are targets of their own, not products: nothing of them ships
// in `pickers`, and a package that depends on this one sees only the app and the libraries.
// Every target builds in the Swift 6 language mode: the GTK layer is `@MainActor`, and C
// callbacks enter it through `MainActor.assumeIsolated` (HACKING.md, "Threads").
import PackageDescription

let package = Package(
  name: "Pickers",
  products: [
    .executable(name: "pickers", targets: ["PickersMain"]),
    .library(name: "PickerKit", targets: ["PickerKit"]),
    .library(name: "PickersUI", targets: ["PickersUI"]),
    .library(name: "PickersModels", targets: ["PickersModels"]),
  ],
  targets: [
    .systemLibrary(
      name: "CGtk",
      pkgConfig: "gtk+-3.0",
      providers: [.apt(["libgtk-3-dev"])]
    ),
    // GStreamer, linked; the sound player starts it at the first sound, on its thread.
    .systemLibrary(
      name: "CGStreamer",
      pkgConfig: "gstreamer-1.0",
      providers: [.apt(["libgstreamer1.0-dev"])]
    ),
    // libfeedback, linked: the wheels' haptic tick through feedbackd (Phosh's phones); it
    // connects only when a wheel first turns.
    .systemLibrary(
      name: "CFeedback",
      pkgConfig: "libfeedback-0.0",
      providers: [.apt(["libfeedback-dev"])]
    ),
    .target(
      name: "CPickersWidgets", dependencies: ["CGtk"],
      // The display's connection (pickers-display-watch.c): GDK links them, we name them.
      linkerSettings: [.linkedLibrary("X11"), .linkedLibrary("wayland-client")]),
    .target(name: "PickerKit"),
    .target(name: "PickersModels", dependencies: ["PickerKit"]),
    .target(
      name: "PickersUI",
      dependencies: ["CGtk", "CGStreamer", "CFeedback", "CPickersWidgets", "PickerKit"]
    ),
    .target(
      name: "Pickers",
      dependencies: ["CGtk", "PickersUI", "PickerKit", "PickersModels"]
    ),
    .executableTarget(
      name: "PickersMain",
      dependencies: ["Pickers"]
    ),
    .executableTarget(
      name: "pickers-window-bench",
      dependencies: ["CGtk", "Pickers", "PickersUI", "PickerKit", "PickersModels"],
      path: "bench/WindowBench"
    ),
    .executableTarget(
      name: "pickers-load-bench",
      dependencies: ["PickerKit", "PickersModels"],
      path: "bench/LoadBench"
    ),
    // What both model test targets use: fixed locale data.
    .target(
      name: "PickerTestSupport", dependencies: ["PickerKit"], path: "Tests/PickerTestSupport"),
    .testTarget(name: "PickerKitTests", dependencies: ["PickerKit", "PickerTestSupport"]),
    .testTarget(
      name: "PickersModelsTests",
      dependencies: ["PickerKit", "PickersModels", "PickerTestSupport"],
      // Fuzzer findings, read by path (HostileInputTests): no resource bundle needed.
      exclude: ["Regressions"]
    ),
    // Input devices the X server under test lacks; only the widget tests link it.
    .target(
      name: "CPickersTestSupport", dependencies: ["CGtk"], path: "Tests/CPickersTestSupport"),
    .testTarget(
      name: "PickersUITests",
      dependencies: ["CGtk", "CPickersTestSupport", "PickersUI", "PickerKit"]
    ),
  ]
)
