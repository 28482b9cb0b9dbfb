import ComponentTableSettings
import Foundation
import Testing

/// The corpus mutated at random (bytes flipped, files cut short, removed or replaced by
/// folders, keys given wrong values): nothing traps, the demo exits 0, or 1 exactly when the
/// root pane cannot be read, and its store file stays byte for byte as it was unless a value
/// in it really changed. Seeded, so a failure names the seed that reproduces it.
@MainActor
@Suite(.recordsDiagnostics) struct SettingsCorpusMutationTests {
  static let wrongValues: [Any] = [
    3, "", "../../x", ["a", 1], ["k": "v"], true, Date(timeIntervalSince1970: 0), Data([1]),
  ]
  static let keys = [
    "Type", "Key", "Title", "Titles", "Values", "DefaultValue", "File", "KeyboardType",
    "MinimumValue", "FooterText", "StringsTable",
  ]

  /// `fixture`'s files with one mutation, described for the failure message.
  static func mutate(_ fixture: SettingsCorpus.Fixture, using random: inout SeededGenerator)
    -> ([String: Any], String)
  {
    var files = fixture.files
    let name = files.keys.sorted().randomElement(using: &random)!
    var data: Data
    switch files[name] {
    case let bytes as Data: data = bytes
    case let text as String: data = Data(text.utf8)
    case let object?:
      if var pane = object as? [String: Any], var list = pane["PreferenceSpecifiers"] as? [Any],
        !list.isEmpty, Bool.random(using: &random)
      {
        let index = Int.random(in: 0..<list.count, using: &random)
        var specifier = list[index] as? [String: Any] ?? [:]
        let key = keys.randomElement(using: &random)!
        specifier[key] = wrongValues.randomElement(using: &random)!
        list[index] = specifier
        pane["PreferenceSpecifiers"] = list
        files[name] = pane
        return (files, "\(name): specifier \(index) \(key) set wrong")
      }
      data =
        (try? PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0))
        ?? Data()
    case nil: data = Data()
    }
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      for _ in 0..<Int.random(in: 1...5, using: &random) where !data.isEmpty {
        data[Int.random(in: 0..<data.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
      }
      files[name] = data
      return (files, "\(name): bytes flipped")
    case 1:
      files[name] = data.prefix(Int.random(in: 0...data.count, using: &random))
      return (files, "\(name): cut short")
    case 2:
      files[name] = nil
      return (files, "\(name): removed")
    default:
      files[name] = nil
      files["\(name)/inside"] = "a folder where the file was"
      return (files, "\(name): a folder instead")
    }
  }

  /// A store file the demo is given: values a bundle row may change, values no row shows,
  /// in either format, or sometimes not a property list at all.
  static func storeFile(using random: inout SeededGenerator) -> Data {
    if Int.random(in: 0..<6, using: &random) == 0 { return Data("# not settings".utf8) }
    let values: [String: Any] = [
      "sync": Bool.random(using: &random), "year": 2025, "foreign": ["a", 1],
      "since": Date(timeIntervalSince1970: 1_000_000), "big": NSNumber(value: UInt64.max),
      "blob": Data([0, 1, 2]),
    ]
    let format: PropertyListSerialization.PropertyListFormat =
      Bool.random(using: &random) ? .binary : .xml
    return (try? PropertyListSerialization.data(fromPropertyList: values, format: format, options: 0))
      ?? Data()
  }

  static func decoded(_ data: Data) -> SettingsValue? {
    (try? PropertyListSerialization.propertyList(from: data, format: nil))
      .flatMap(SettingsValue.init(propertyList:))
  }

  @Test func mutatedFixturesNeverTrapInProcess() throws {
    let seed = UInt64(0xC0_4B05)
    var random = SeededGenerator(seed: seed)
    var loaded = 0
    for round in 0..<100 {
      let fixture = SettingsCorpus.all.randomElement(using: &random)!
      let (files, mutation) = Self.mutate(fixture, using: &random)
      let bundle = try TemporaryBundle(files)
      defer { bundle.remove() }
      do {
        _ = try SettingsBundlePropertyTests.renderEverything(try bundle.load())
        loaded += 1
      } catch let error as SettingsError {
        // Only the root pane can refuse the bundle.
        #expect(
          error.file?.hasPrefix("Root") == true, "seed \(seed), round \(round), \(mutation): \(error)")
      }
    }
    #expect(loaded > 50, "seed \(seed): only \(loaded) of 100 loaded")
  }

  @Test func mutatedFixturesInTheDemoExitAsDocumentedAndKeepTheStore() throws {
    let seed = UInt64(0xDE_0057)
    var random = SeededGenerator(seed: seed)
    let scripts = ["enter", "space", "down enter", "down*2 space", "enter esc", "down*3 enter enter", "x", ""]
    var statuses: [Int32: Int] = [:]
    var rewritten = 0
    // Half the rounds take a fixture whose first row is a switch, so scripts change values.
    let switches = SettingsCorpus.all.filter { $0.name.hasPrefix("binary") || $0.name.hasPrefix("UTF-16") }
    for round in 0..<30 {
      let fixture = (Bool.random(using: &random) ? switches : SettingsCorpus.all).randomElement(using: &random)!
      let (files, mutation) = Self.mutate(fixture, using: &random)
      let bundle = try TemporaryBundle(files)
      defer { bundle.remove() }
      let store = bundle.url.deletingLastPathComponent().appendingPathComponent("store.plist")
      let before = Self.storeFile(using: &random)
      try before.write(to: store)
      let result = try SettingsDemoPersistenceTests().run([
        "--width", "40", "--bundle", bundle.url.path, "--store", store.path, "--keys",
        scripts.randomElement(using: &random)!,
      ])
      let context = "seed \(seed), round \(round), \(fixture.name), \(mutation)"
      #expect(result.exited, "\(context): trapped")
      let refused = (try? bundle.load()) == nil
      #expect(result.status == (refused ? 1 : 0), "\(context): \(result.errors)")
      statuses[result.status, default: 0] += 1
      let after = try Data(contentsOf: store)
      guard after != before else { continue }
      rewritten += 1
      // Rewritten only for a real change, and every value no row shows is still there.
      let old = try #require(Self.decoded(before), "\(context): an unreadable store was written")
      let new = try #require(Self.decoded(after), "\(context)")
      #expect(old != new, "\(context): rewritten without a change")
      guard case .dictionary(let oldValues) = old, case .dictionary(let newValues) = new else {
        continue
      }
      for key in ["foreign", "since", "big", "blob"] {
        #expect(newValues[key] == oldValues[key], "\(context): \(key) lost")
      }
    }
    #expect(statuses[0, default: 0] > 10, "seed \(seed): \(statuses)")
    // Some runs changed a value, so the rewrite's checks ran too.
    #expect(rewritten > 0, "seed \(seed): no run changed the store")
  }
}
