// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ComponentTable",
  // Mac Catalyst is named with the iOS floor: unnamed, it would get the oldest version the SDK
  // supports, below the iOS 15 API the UIKit host uses.
  platforms: [.iOS(.v15), .macCatalyst(.v15), .macOS(.v13), .tvOS(.v15), .visionOS(.v1)],
  products: [
    .library(name: "ComponentTable", targets: ["ComponentTable"]),
    .library(name: "ComponentTableTerminal", targets: ["ComponentTableTerminal"]),
    .library(name: "ComponentTableUIKit", targets: ["ComponentTableUIKit"]),
    .library(name: "ComponentTableSwiftUI", targets: ["ComponentTableSwiftUI"]),
    .library(name: "ComponentTableSettings", targets: ["ComponentTableSettings"]),
    .library(name: "ComponentTableSettingsUIKit", targets: ["ComponentTableSettingsUIKit"]),
    .executable(name: "settings-demo", targets: ["SettingsDemo"]),
  ],
  targets: [
    // Values only: the component protocol, TableComponent, TableSection, built-in data types.
    .target(name: "ComponentTableComponents", path: "Sources/Components"),
    // The engine. Re-exports the components, so `import ComponentTable` is enough for screens.
    .target(
      name: "ComponentTable", dependencies: ["ComponentTableComponents"], path: "Sources/Runtime"),
    // The terminal host: a real table view for terminals, and the headless host tests drive.
    .target(
      name: "ComponentTableTerminal", dependencies: ["ComponentTable"],
      path: "Sources/TerminalHost"),
    // The UIKit host: compiles to an empty module where UIKit does not exist.
    .target(
      name: "ComponentTableUIKit", dependencies: ["ComponentTable"], path: "Sources/UIKitHost"),
    // SwiftUI on top of the UIKit host, so UIKit-only apps do not link SwiftUI. Its
    // platform-free part (the declared-sections driver) builds and is tested everywhere.
    .target(
      name: "ComponentTableSwiftUI", dependencies: ["ComponentTable", "ComponentTableUIKit"],
      path: "Sources/SwiftUIHost"),
    // Settings values bound to a store, and Settings.bundle panes turned into screens of the
    // built-in components. Values and Foundation only: it depends on no host, and hosts never
    // see a plist.
    .target(
      name: "ComponentTableSettings", dependencies: ["ComponentTable"], path: "Sources/Settings"),
    // A Settings.bundle as a UIKit view controller: the glue above the values layer and the
    // UIKit host, so neither depends on the other. Empty where UIKit does not exist.
    .target(
      name: "ComponentTableSettingsUIKit",
      dependencies: ["ComponentTableSettings", "ComponentTableUIKit"], path: "Sources/SettingsUIKit"),
    // The settings screen, written once against `ComponentTable` and the settings store only.
    .target(
      name: "SettingsScreen", dependencies: ["ComponentTable", "ComponentTableSettings"],
      path: "Examples/SettingsScreen"),
    .executableTarget(
      name: "SettingsDemo",
      dependencies: ["SettingsScreen", "ComponentTableSettings", "ComponentTableTerminal"],
      path: "Examples/SettingsDemo"),
    // Ratios against a hand-written data source and the standard library's diff. A target with
    // no product: `swift run table-bench` runs it here, and a package that depends on this one
    // never sees it. It stays in this package because its baselines are the engine's own
    // package API (the diff alone, the host contract), which no other package can reach.
    .executableTarget(
      name: "table-bench", dependencies: ["ComponentTable", "ComponentTableTerminal"],
      path: "Benchmarks/TableBench"),
    .testTarget(
      name: "ComponentTableTests",
      dependencies: [
        "ComponentTable", "ComponentTableTerminal", "ComponentTableSettings",
        "ComponentTableSettingsUIKit", "ComponentTableSwiftUI", "SettingsScreen",
      ],
      path: "Tests/ComponentTableTests",
      // Snapshots are read from the source tree by path, not bundled.
      exclude: ["Demo/Snapshots"]),
  ],
  swiftLanguageModes: [.v6]
)
