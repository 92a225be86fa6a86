// swift-tools-version:6.0
// Pickers: the classic iOS "Pickers" app (Beginning iPhone Development, chapter 7) on GTK 3.
//
// Dependencies point one way: Pickers → PickersUI → CGtk, Pickers → PickerKit,
// PickersUI → PickerKit. PickerKit is headless and builds without GTK.
import PackageDescription

let package = Package(
  name: "Pickers",
  products: [
    .executable(name: "pickers", targets: ["Pickers"]),
    .executable(name: "pickers-bench", targets: ["PickerBench"]),
    .library(name: "PickerKit", targets: ["PickerKit"]),
  ],
  targets: [
    .systemLibrary(
      name: "CGtk",
      pkgConfig: "gtk+-3.0",
      providers: [.apt(["libgtk-3-dev"])]
    ),
    .target(name: "PickerKit"),
    .target(
      name: "PickersUI",
      dependencies: ["CGtk", "PickerKit"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .executableTarget(
      name: "Pickers",
      dependencies: ["PickersUI", "PickerKit"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .executableTarget(
      name: "PickerBench",
      dependencies: ["PickerKit"]
    ),
    .testTarget(
      name: "PickerKitTests",
      dependencies: ["PickerKit"]
    ),
    .testTarget(
      name: "PickersUITests",
      dependencies: ["CGtk", "PickersUI", "PickerKit"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
  ]
)
