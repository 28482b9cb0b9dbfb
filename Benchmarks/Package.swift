// swift-tools-version: 6.0
import PackageDescription

// The benchmark is a package of its own, so that a package depending on ComponentTable resolves
// only the library and its demo. It sees the library as any client does: public API only.
//
//   swift run -c release --package-path Benchmarks table-bench --quick
let package = Package(
  name: "ComponentTableBenchmarks",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "table-bench", targets: ["TableBench"])
  ],
  dependencies: [
    .package(name: "ComponentTable", path: "..")
  ],
  targets: [
    // Ratios against a hand-written data source and the standard library's diff.
    .executableTarget(
      name: "TableBench",
      dependencies: [
        .product(name: "ComponentTable", package: "ComponentTable"),
        .product(name: "ComponentTableTerminal", package: "ComponentTable"),
      ],
      path: "TableBench")
  ],
  swiftLanguageModes: [.v6]
)
