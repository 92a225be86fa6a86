// swift-tools-version:6.2
// MyPickers: the book's Pickers app, built step by step in the tutorial. It depends on
// the Pickers package for PickerKit (the pickers' protocols and models), PickersUI (the
// GTK wheels, widgets and alerts) and PickersModels (the book's data files, as the app
// reads them).
import PackageDescription

// Your clone of Pickers: the folder the environment variable PICKERS_CLONE names, set in the
// shell that builds and runs the app (`export PICKERS_CLONE=$HOME/pickers`). From the
// Dependent chapter on, the app finds the clone's data and images there too
// (PickersFolder.swift), so this is the one place to say where the clone is. Unset, the
// build names this path as the one it cannot find.
let clone = Context.environment["PICKERS_CLONE"] ?? "/set-PICKERS_CLONE-to-your-clone-of-Pickers"

let package = Package(
  name: "MyPickers",
  dependencies: [.package(name: "Pickers", path: clone)],
  targets: [
    .executableTarget(
      name: "MyPickers",
      dependencies: [
        .product(name: "PickersUI", package: "Pickers"),
        .product(name: "PickerKit", package: "Pickers"),
        .product(name: "PickersModels", package: "Pickers"),
      ]
    )
  ]
)
