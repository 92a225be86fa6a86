// swift-tools-version:6.0
// MyPickers: the book's Pickers app, built step by step in the tutorial. It depends on
// the Pickers package for PickerKit (the pickers' protocols and models), PickersUI (the
// GTK wheels, widgets and alerts) and PickersModels (the book's data files, as the app
// reads them); the path leads to your clone of Pickers.
import PackageDescription

let package = Package(
  name: "MyPickers",
  dependencies: [.package(name: "Pickers", path: "../../..")],
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
