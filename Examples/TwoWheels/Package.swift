// swift-tools-version:6.2
// TwoWheels: the smallest app on PickersUI — a two-wheel picker and a button in a window.
// It depends on the Pickers package as any other Swift GTK app would (a path here; a URL
// elsewhere), uses only its public API, and has a text domain and log domain of its own.
import PackageDescription

let package = Package(
  name: "TwoWheels",
  dependencies: [.package(name: "Pickers", path: "../..")],
  targets: [
    .executableTarget(
      name: "TwoWheels",
      dependencies: [
        .product(name: "PickersUI", package: "Pickers"),
        .product(name: "PickerKit", package: "Pickers"),
      ]
    )
  ]
)
