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
  /// The name of the root pane (`Root.plist`): its key in `panes`. The file read may be a
  /// device variant of it (`Root~ipad.plist`), which `SettingsPane.file` names.
  public let rootFile: String
  /// The device the bundle was read for: which device variants of the panes were read, and
  /// which specifiers' `SupportedUserInterfaceIdioms` kept them.
  public let idiom: Idiom
  /// Every pane, by the name rows open it by (`Root.plist`, `Network.plist`: a child pane's
  /// `File` with `.plist`). Each pane's `SettingsPane.file` is the file read: the name
  /// itself, or its device variant (`Network~ipad.plist`) where the bundle has one.
  package let panes: [String: SettingsPane]
  /// The names of `panes` in pane order: the root first, then each child pane depth first,
  /// in the order their rows appear. Defaults are registered in this order.
  package let paneFiles: [String]
  /// What the loader reported without refusing the bundle, in pane order: each names the
  /// file, the specifier's index and the problem. Empty for a bundle without problems.
  public let diagnostics: [SettingsError]
  /// The default of each key: the first `DefaultValue` given for it in pane order (a later,
  /// different one is a diagnostic), so every run registers the same defaults.
  public let defaults: [String: SettingsValue]

  /// The root pane.
  package var root: SettingsPane { panes[rootFile]! }

  /// The app group whose defaults the Settings app keeps the bundle's values in (the root
  /// pane's `ApplicationGroupContainerIdentifier`), or `nil` for the app's own defaults. An
  /// in-app screen must edit the same suite, or a value set on one side is not seen on the
  /// other: `UserDefaultsSettingsStore(for:)` opens it.
  public var applicationGroup: String? { root.applicationGroup }

  /// How many panes deep child panes are read: a chain of panes nested deeper is cut there,
  /// with a diagnostic, and the row that would lead further opens an empty pane. Real bundles
  /// nest a few levels; the bound keeps a generated chain of thousands from costing the
  /// memory and the screens of every level.
  package static let maximumPaneDepth = 64

  /// Every key a specifier of the bundle stores a value under, once each, in pane order.
  public var keys: [String] {
    var seen: Set<String> = []
    return paneFiles.flatMap { panes[$0]?.specifiers.compactMap(\.key) ?? [] }.filter {
      seen.insert($0).inserted
    }
  }

  /// Loads the bundle at `url`: the root pane and the child panes it leads to, with titles
  /// from the `.lproj` folder `localization(in:preferring:)` picks for
  /// `preferredLanguages`.
  ///
  /// The loader is as lenient as iOS: a problem in a specifier costs that specifier (it is
  /// shown as a plain row, or left out where iOS leaves it out), a child pane that cannot be
  /// read opens empty, a bad `.strings` table leaves titles untranslated; each is listed in
  /// ``diagnostics``, all of them when the bundle is loaded.
  ///
  /// - Parameters:
  ///   - url: The `Settings.bundle` folder.
  ///   - rootFile: The root pane's file; by default `Root.inApp.plist` when the bundle has
  ///     one or its device variant (`Root~iphone.inApp.plist`: InAppSettingsKit's in-app
  ///     files, preferred as InAppSettingsKit prefers them), else `Root.plist`. In a bundle
  ///     read with an in-app root, or with one for another device, child panes are looked up
  ///     as InAppSettingsKit looks them up: `Child~iphone.inApp.plist`, `Child.inApp.plist`,
  ///     `Child~iphone.plist`, `Child.plist`.
  ///   - preferredLanguages: The languages to take titles in, most preferred first.
  ///   - idiom: The device to read the bundle for: its device variants of panes
  ///     (`Root~ipad.plist`) and its specifiers' `SupportedUserInterfaceIdioms`. By default
  ///     the device this runs on.
  /// - Throws: ``SettingsError`` only when the root pane cannot be read: the bundle is
  ///   missing or a file, the root file is missing, unreadable, not a property list, not a
  ///   dictionary, or a link that leads outside the bundle.
  public init(
    contentsOf url: URL, rootFile: String? = nil,
    preferredLanguages: [String] = SettingsBundle.systemLanguages, idiom: Idiom = .current
  ) throws {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
      throw SettingsError(file: url.lastPathComponent, problem: .bundleIsAFile)
    }
    // InAppSettingsKit reads its own root where there is one, for this device or any
    // (`Root~iphone.inApp.plist`, then `Root.inApp.plist`).
    let hasInAppRoot = ["Root~\(idiom.fileModifier).inApp.plist", "Root.inApp.plist"].contains {
      FileManager.default.fileExists(atPath: url.appendingPathComponent($0).path)
    }
    // A bundle with an in-app root for any device is InAppSettingsKit's, whose child panes are
    // looked up as its root is (`Child~iphone.inApp.plist` first); a root given is read as its
    // name says.
    let isInAppBundle =
      rootFile.map { $0.hasSuffix(".inApp.plist") }
      ?? ["Root~iphone.inApp.plist", "Root~ipad.inApp.plist", "Root.inApp.plist"].contains {
        FileManager.default.fileExists(atPath: url.appendingPathComponent($0).path)
      }
    let rootFile = rootFile ?? (hasInAppRoot ? "Root.inApp.plist" : "Root.plist")
    self.url = url
    self.rootFile = rootFile
    self.idiom = idiom
    let localization = Self.localization(in: url, preferring: preferredLanguages)
    self.localization = localization
    var loader = SettingsBundleLoader(
      url: url, localization: localization, idiom: idiom, readsInAppFiles: isInAppBundle)
    try loader.loadRoot(rootFile)
    panes = loader.panes
    paneFiles = loader.order
    var diagnostics = loader.diagnostics
    defaults = Self.defaults(of: loader.order.compactMap { loader.panes[$0] }, into: &diagnostics)
    self.diagnostics = diagnostics
  }

  /// The file in `panes` a child pane's `File` names: relative to the bundle, with
  /// `.plist` added as iOS adds it (`About/About` is `About/About.plist`, and
  /// `com.example.about` is `com.example.about.plist`); a name that has it already is kept.
  package static func paneFile(forChild file: String) -> String {
    file.hasSuffix(".plist") ? file : file + ".plist"
  }

  /// The diagnostics of `pane`'s file.
  package func diagnostics(in pane: SettingsPane) -> [SettingsError] {
    diagnostics.filter { $0.file == pane.file }
  }

  /// The first `DefaultValue` of each key in `panes`' order; a later specifier of the same key
  /// with a different default is reported (iOS keeps the first too).
  private static func defaults(
    of panes: [SettingsPane], into diagnostics: inout [SettingsError]
  ) -> [String: SettingsValue] {
    var defaults: [String: SettingsValue] = [:]
    var origins: [String: String] = [:]
    var editors: [String: (kind: String, origin: String)] = [:]
    for pane in panes {
      for (position, specifier) in pane.specifiers.enumerated() {
        guard let key = specifier.key else { continue }
        let index = pane.sourceIndices[position]
        let origin = "\(pane.file), specifier \(index)"
        func report(_ problem: SettingsError.Problem) {
          diagnostics.append(SettingsError(file: pane.file, index: index, problem: problem))
        }
        // A switch and a text field editing one key show each other's values as their own
        // (a text field reading "YES"): legal, but rarely meant.
        if let kind = editorKind(specifier) {
          if let first = editors[key], first.kind != kind {
            report(.keySharedByKinds(key: key, kind: kind, otherKind: first.kind, otherFrom: first.origin))
          } else if editors[key] == nil {
            editors[key] = (kind, origin)
          }
        }
        guard let value = specifier.defaultValue else { continue }
        guard let kept = defaults[key] else {
          defaults[key] = value
          origins[key] = origin
          continue
        }
        if !kept.matches(value) {
          report(
            .conflictingDefault(
              key: key, value: value.stringValue, kept: kept.stringValue,
              keptFrom: origins[key] ?? ""))
        }
      }
    }
    return defaults
  }

  /// What kind of value `specifier` edits; `nil` for a read-only row (a title value shows any
  /// key's value, as meant).
  private static func editorKind(_ specifier: SettingsSpecifier) -> String? {
    switch specifier {
    case .toggle: "a switch"
    case .textField, .textView: "a text field"
    case .multiValue, .radioGroup: "a choice of values"
    case .slider: "a slider"
    case .datePicker: "a date picker"
    default: nil
    }
  }

  /// Registers ``defaults`` (each key's first `DefaultValue` in pane order) in `store`, for
  /// keys of every pane. Values the user set are not replaced.
  @MainActor
  public func registerDefaults(in store: any SettingsStore) {
    store.register(defaults: defaults)
  }

  /// The `.lproj` folder to take strings from, in Apple's order: each preferred language,
  /// then its base language (`de-CH`, then `de`; `zh-Hant-TW`, then `zh-Hant` and `zh`), then
  /// English (the usual development language), then `Base.lproj`; `nil` (titles as written
  /// in the panes) when the bundle has none of them. Folder names match in any case and with
  /// `_` for `-` (`pt_BR.lproj`).
  package static func localization(in url: URL, preferring languages: [String]) -> String? {
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    var available: [String: String] = [:]
    for folder in folders where folder.hasSuffix(".lproj") {
      let name = String(folder.dropLast(6))
      available[name.lowercased().replacingOccurrences(of: "_", with: "-")] = name
    }
    for language in languages + ["en", "Base"] {
      var parts = language.lowercased().replacingOccurrences(of: "_", with: "-").split(
        separator: "-")
      while !parts.isEmpty {
        if let folder = available[parts.joined(separator: "-")] { return folder }
        parts.removeLast()
      }
    }
    return nil
  }

  /// The languages the user prefers: `Locale.preferredLanguages`, which on Apple platforms
  /// follows the system's settings; elsewhere first the POSIX variables (`LANGUAGE`, a list,
  /// then `LC_ALL`, `LC_MESSAGES`, `LANG`; `de_DE.UTF-8` is `de-DE`), which Foundation does
  /// not read there.
  public static var systemLanguages: [String] {
    #if canImport(Darwin)
      Locale.preferredLanguages
    #else
      languages(fromEnvironment: ProcessInfo.processInfo.environment) + Locale.preferredLanguages
    #endif
  }

  /// The languages the POSIX locale variables in `environment` name, most preferred first;
  /// `C` and `POSIX` name none.
  package static func languages(fromEnvironment environment: [String: String]) -> [String] {
    var names = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
    for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = environment[variable], !value.isEmpty {
        names.append(value)
        break
      }
    }
    return names.compactMap { name in
      let bare = name.split(separator: ".").first.map(String.init) ?? name
      let language = (bare.split(separator: "@").first.map(String.init) ?? bare)
        .replacingOccurrences(of: "_", with: "-")
      return language.isEmpty || language == "C" || language == "POSIX" ? nil : language
    }
  }
}
