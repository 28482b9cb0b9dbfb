import Foundation

/// A Settings.bundle read from disk: its root pane and every child pane reachable from it,
/// parsed, checked and localised.
///
/// ```swift
/// let bundle = try SettingsBundle(contentsOf: URL(fileURLWithPath: "Settings.bundle"))
/// bundle.registerDefaults(in: store)
/// ```
///
/// Loading reads each pane once and each `.strings` table once: O(size of the bundle).
public struct SettingsBundle: Sendable, Equatable {
  /// The bundle directory.
  public let url: URL
  /// The localisation the titles come from (`en`), or `nil` when none was found.
  public let localization: String?
  /// The root pane's file (`Root.plist`).
  public let rootFile: String
  /// Every pane, by file (`Root.plist`, `Network.plist`).
  public let panes: [String: SettingsPane]
  /// The files of ``panes`` in pane order: the root first, then each child pane depth first,
  /// in the order their rows appear. Defaults are registered in this order.
  public let paneFiles: [String]
  /// What the loader reported without refusing the bundle, in pane order: each names the
  /// file, the specifier's index and the problem. Empty for a bundle without problems.
  public let diagnostics: [SettingsBundleError]
  /// The default of each key: the first `DefaultValue` given for it in pane order (a later,
  /// different one is a diagnostic), so every run registers the same defaults.
  public let defaults: [String: SettingsValue]

  /// The root pane.
  public var root: SettingsPane { panes[rootFile]! }

  /// Every key a specifier of the bundle stores a value under, once each, in pane order.
  public var keys: [String] {
    var seen: Set<String> = []
    return paneFiles.flatMap { panes[$0]?.specifiers.compactMap(\.key) ?? [] }.filter {
      seen.insert($0).inserted
    }
  }

  /// Loads the bundle at `url`: `Root.plist` and the child panes it leads to, with titles from
  /// the first of `preferredLanguages` that has an `.lproj` folder (else `en`, else `Base`).
  ///
  /// Nothing is half-loaded: either every pane parses or this throws.
  ///
  /// - Throws: ``SettingsBundleError`` naming the file, the specifier's index and the problem:
  ///   a missing or malformed file, no `PreferenceSpecifiers`, a specifier without a key its
  ///   type needs, `Titles` and `Values` of different lengths, a missing child pane, a cycle.
  public init(
    contentsOf url: URL, rootFile: String = "Root.plist",
    preferredLanguages: [String] = Locale.preferredLanguages
  ) throws {
    self.url = url
    self.rootFile = rootFile
    let localization = Self.localization(in: url, preferring: preferredLanguages)
    self.localization = localization
    var loader = Loader(url: url, localization: localization)
    try loader.load(rootFile, trail: [])
    panes = loader.panes
    paneFiles = loader.order
    var diagnostics = loader.diagnostics
    defaults = Self.defaults(of: loader.order.compactMap { loader.panes[$0] }, into: &diagnostics)
    self.diagnostics = diagnostics
  }

  /// The first `DefaultValue` of each key in `panes`' order; a later specifier of the same key
  /// with a different default is reported (iOS keeps the first too).
  private static func defaults(
    of panes: [SettingsPane], into diagnostics: inout [SettingsBundleError]
  ) -> [String: SettingsValue] {
    var defaults: [String: SettingsValue] = [:]
    var origins: [String: String] = [:]
    for pane in panes {
      for (index, specifier) in pane.specifiers.enumerated() {
        guard let key = specifier.key, let value = specifier.defaultValue else { continue }
        let origin = "\(pane.file), specifier \(index)"
        guard let kept = defaults[key] else {
          defaults[key] = value
          origins[key] = origin
          continue
        }
        if !kept.matches(value) {
          diagnostics.append(
            SettingsBundleError(
              file: pane.file, index: index,
              problem: .conflictingDefault(
                key: key, value: value.stringValue, kept: kept.stringValue,
                keptFrom: origins[key] ?? "")))
        }
      }
    }
    return defaults
  }

  /// Registers ``defaults`` (each key's first `DefaultValue` in pane order) in `store`, for
  /// keys of every pane. Values the user set are not replaced.
  @MainActor
  public func registerDefaults(in store: any SettingsStore) {
    store.register(defaults: defaults)
  }

  /// The `.lproj` folder to take strings from.
  static func localization(in url: URL, preferring languages: [String]) -> String? {
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    let available = Set(folders.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) })
    for language in languages + ["en", "Base"] {
      if available.contains(language) { return language }
      // "de-CH" falls back to "de", "zh-Hant-TW" to "zh-Hant" and "zh".
      var parts = language.split(separator: "-")
      while parts.count > 1 {
        parts.removeLast()
        if available.contains(parts.joined(separator: "-")) { return parts.joined(separator: "-") }
      }
    }
    return available.sorted().first
  }

  /// Reads panes depth first, so a child that leads back to an open pane is a cycle.
  private struct Loader {
    let url: URL
    let localization: String?
    var panes: [String: SettingsPane] = [:]
    var order: [String] = []
    var diagnostics: [SettingsBundleError] = []
    var tables: [String: [String: String]] = [:]

    mutating func load(_ file: String, trail: [String]) throws {
      let data = try read(file)
      var read: [String: [String: String]] = [:]
      let pane = try SettingsPaneParser.parse(data, file: file) { name in
        let strings = try table(name)
        read[name] = strings
        return strings
      }
      // Panes sharing a table (the usual Root table) read it once.
      tables.merge(read) { cached, _ in cached }
      panes[file] = pane
      order.append(file)
      for (index, specifier) in pane.specifiers.enumerated() {
        guard case .childPane(_, let child) = specifier else { continue }
        let childFile = child.hasSuffix(".plist") ? child : child + ".plist"
        if let start = (trail + [file]).firstIndex(of: childFile) {
          throw SettingsBundleError(
            file: file, index: index,
            problem: .childPaneCycle(Array((trail + [file])[start...]) + [childFile]))
        }
        guard FileManager.default.fileExists(atPath: url.appendingPathComponent(childFile).path)
        else {
          throw SettingsBundleError(
            file: file, index: index, problem: .missingChildPane(file: childFile))
        }
        if panes[childFile] == nil { try load(childFile, trail: trail + [file]) }
      }
    }

    func read(_ file: String) throws -> Data {
      let path = url.appendingPathComponent(file).path
      guard FileManager.default.fileExists(atPath: path) else {
        throw SettingsBundleError(file: file, problem: .missingFile)
      }
      do {
        return try Data(contentsOf: URL(fileURLWithPath: path))
      } catch {
        throw SettingsBundleError(
          file: file, problem: .unreadable(reason: error.localizedDescription))
      }
    }

    /// The strings of table `name` in the chosen localisation; none when it has no such file.
    func table(_ name: String) throws -> [String: String] {
      if let cached = tables[name] { return cached }
      guard let localization else { return [:] }
      let file = "\(localization).lproj/\(name).strings"
      guard FileManager.default.fileExists(atPath: url.appendingPathComponent(file).path) else {
        return [:]
      }
      let dictionary = try SettingsPaneParser.dictionary(in: try read(file), file: file)
      var strings: [String: String] = [:]
      for (key, value) in dictionary {
        guard let value = value as? String else {
          throw SettingsBundleError(file: file, problem: .wrongType(key: key, expected: "a string"))
        }
        strings[key] = value
      }
      return strings
    }
  }
}
