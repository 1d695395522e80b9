// swift-tools-version:6.0
import PackageDescription

// A package of one's own that snapshot-tests its table with TableKitTesting: copy this folder
// and change the path below to where TableKit is (or to a URL and version).
let package = Package(
  name: "FruitList",
  products: [.library(name: "FruitList", targets: ["FruitList"])],
  dependencies: [.package(name: "TableKit", path: "../..")],
  targets: [
    .target(name: "FruitList", dependencies: [.product(name: "TableKit", package: "TableKit")]),
    .testTarget(
      name: "FruitListTests",
      dependencies: [
        "FruitList", .product(name: "TableKit", package: "TableKit"),
        .product(name: "TableKitTesting", package: "TableKit"),
      ],
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
