// swift-tools-version:6.2
// AnimalChooser: a reader's app from the seeds, built in the tutorial. A window's label
// tells what a second window's two wheels, animals and their sounds, were turned to.
import PackageDescription

// Your clone of Pickers: the folder the environment variable PICKERS_CLONE names, set in the
// shell that builds and runs the app (`export PICKERS_CLONE=$HOME/pickers`). The app finds
// the clone's data and images there too (PickersFolder.swift), so this is the one place
// to say where the clone is. Unset, the build names this path as the one it cannot find.
let clone = Context.environment["PICKERS_CLONE"] ?? "/set-PICKERS_CLONE-to-your-clone-of-Pickers"

let package = Package(
  name: "AnimalChooser",
  dependencies: [.package(name: "Pickers", path: clone)],
  targets: [
    .executableTarget(
      name: "AnimalChooser",
      dependencies: [
        .product(name: "PickersUI", package: "Pickers"),
        .product(name: "PickerKit", package: "Pickers"),
        .product(name: "PickersModels", package: "Pickers"),
      ]
    )
  ]
)
