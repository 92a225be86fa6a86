// swift-tools-version:6.0
// AnimalChooser: a reader's app from the seeds, built in the tutorial. A window's label
// tells what a second window's two wheels, animals and their sounds, were turned to.
import PackageDescription

let package = Package(
  name: "AnimalChooser",
  dependencies: [.package(name: "Pickers", path: "../../..")],
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
