import ComponentTableSettings
import Foundation

/// A Settings.bundle written to a fresh temporary folder from dictionaries, for the loader's
/// tests; `remove()` deletes it.
struct TemporaryBundle {
  let url: URL

  /// Writes each entry of `files`: a dictionary or an array becomes an XML property list,
  /// `Data` and `String` are written as they are.
  init(_ files: [String: Any]) throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("ComponentTableSettings-\(UUID().uuidString)")
      .appendingPathComponent("Settings.bundle")
    for (name, contents) in files {
      let file = url.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      switch contents {
      case let data as Data: try data.write(to: file)
      case let text as String: try Data(text.utf8).write(to: file)
      default:
        try PropertyListSerialization.data(fromPropertyList: contents, format: .xml, options: 0)
          .write(to: file)
      }
    }
  }

  /// A bundle whose `Root.plist` holds `specifiers`, plus `files`.
  init(root specifiers: [[String: Any]], files: [String: Any] = [:]) throws {
    try self.init(
      files.merging(["Root.plist": ["PreferenceSpecifiers": specifiers]]) { _, new in new })
  }

  func load(languages: [String] = ["en"]) throws -> SettingsBundle {
    try SettingsBundle(contentsOf: url, preferredLanguages: languages)
  }

  func remove() { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }

  /// The error loading throws, or `nil` when it loads.
  func loadError(languages: [String] = ["en"]) -> SettingsError? {
    do {
      _ = try load(languages: languages)
      return nil
    } catch let error as SettingsError {
      return error
    } catch {
      return SettingsError(file: "?", problem: .unreadable(reason: "\(error)"))
    }
  }
}

/// The example bundle in `Examples/`, which the README shows.
let exampleBundleURL = packageRoot().appendingPathComponent("Examples/Settings.bundle")
