// swift-tools-version:6.0
// MealPicker: a reader's app from the seeds, built in the tutorial: three wheels, fruit,
// main course and drink, read from meals.plist, labels that show the meal, and Random.
import PackageDescription

let package = Package(
  name: "MealPicker",
  dependencies: [.package(name: "Pickers", path: "../../..")],
  targets: [
    .executableTarget(
      name: "MealPicker",
      dependencies: [
        .product(name: "PickersUI", package: "Pickers"),
        .product(name: "PickerKit", package: "Pickers"),
        .product(name: "PickersModels", package: "Pickers"),
      ]
    )
  ]
)
