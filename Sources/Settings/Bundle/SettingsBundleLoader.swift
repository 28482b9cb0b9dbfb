import Foundation

/// Reads a bundle's panes depth first from the root, each pane and each `.strings` table once,
/// collecting every problem it goes past. Only the root pane's file can stop it.
struct SettingsBundleLoader {
  let url: URL
  let localization: String?
  var panes: [String: SettingsPane] = [:]
  var order: [String] = []
  var diagnostics: [SettingsBundleError] = []
  private var tables: [String: [String: String]] = [:]
  /// The bundle folder with links resolved, that every child pane must lie in.
  private let root: String

  init(url: URL, localization: String?) {
    self.url = url
    self.localization = localization
    root = url.resolvingSymlinksInPath().standardizedFileURL.path
  }

  /// Loads the root pane and everything it leads to.
  ///
  /// - Throws: ``SettingsBundleError`` when the root pane cannot be read or parsed.
  mutating func loadRoot(_ file: String) throws {
    let pane = try parse(file, data: try read(file))
    add(pane, trail: [])
  }

  private mutating func parse(_ file: String, data: Data) throws -> SettingsPane {
    var found: [SettingsBundleError] = []
    var loader = self
    let pane = try SettingsPaneParser.parse(
      data, file: file, strings: { loader.table($0) }, diagnostics: &found)
    // The tables the pane read, and what reading them reported, are kept.
    tables = loader.tables
    diagnostics = loader.diagnostics + found
    return pane
  }

  /// Adds `pane` and loads the child panes its rows lead to, depth first.
  private mutating func add(_ pane: SettingsPane, trail: [String]) {
    panes[pane.file] = pane
    order.append(pane.file)
    for (position, specifier) in pane.specifiers.enumerated() {
      guard case .childPane(_, let child) = specifier else { continue }
      let index = pane.sourceIndices[position]
      let childFile = SettingsBundle.paneFile(forChild: child)
      func report(_ problem: SettingsBundleError.Problem, _ outcome: String) {
        diagnostics.append(
          SettingsBundleError(file: pane.file, index: index, problem: problem, outcome: outcome))
      }
      guard isInsideBundle(childFile) else {
        report(.childPaneOutsideBundle(file: child), "it is not read, and the row opens an empty pane")
        continue
      }
      let path = trail + [pane.file]
      if let start = path.firstIndex(of: childFile) {
        report(
          .childPaneCycle(Array(path[start...]) + [childFile]),
          "the row opens the pane again, as iOS does")
        continue
      }
      guard panes[childFile] == nil else { continue }
      guard FileManager.default.fileExists(atPath: url.appendingPathComponent(childFile).path)
      else {
        report(.missingChildPane(file: childFile), "the row opens an empty pane")
        continue
      }
      do {
        let childPane = try parse(childFile, data: try read(childFile))
        add(childPane, trail: path)
      } catch let error as SettingsBundleError {
        diagnostics.append(error.with(outcome: "the pane opens empty"))
      } catch {
        report(.unreadable(reason: "\(error)"), "the pane opens empty")
      }
    }
  }

  /// Whether `file` (relative to the bundle) lies inside it, after `..` and links: a pane
  /// outside it is never read (a `File` of `../../etc/passwd`).
  private func isInsideBundle(_ file: String) -> Bool {
    guard !file.hasPrefix("/") else { return false }
    let resolved = url.appendingPathComponent(file).resolvingSymlinksInPath().standardizedFileURL
    return resolved.path.hasPrefix(root + "/")
  }

  private func read(_ file: String) throws -> Data {
    let path = url.appendingPathComponent(file).path
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw SettingsBundleError(file: file, problem: .missingFile)
    }
    if isFolder.boolValue { throw SettingsBundleError(file: file, problem: .folderInsteadOfFile) }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw SettingsBundleError(
        file: file, problem: .unreadable(reason: error.localizedDescription))
    }
  }

  /// The strings of table `name` in the chosen localisation: none when there is no such
  /// file, and none, with one diagnostic, when it cannot be read (iOS then shows the titles
  /// as written).
  private mutating func table(_ name: String) -> [String: String] {
    if let cached = tables[name] { return cached }
    var strings: [String: String] = [:]
    defer { tables[name] = strings }
    guard let localization else { return strings }
    let file = "\(localization).lproj/\(name).strings"
    guard FileManager.default.fileExists(atPath: url.appendingPathComponent(file).path) else {
      return strings
    }
    do {
      strings = try SettingsStringsTable.parse(try read(file))
    } catch let error as SettingsBundleError {
      diagnostics.append(error.with(outcome: "the titles are shown untranslated"))
    } catch {
      diagnostics.append(
        SettingsBundleError(
          file: file, problem: .malformedStrings(reason: "\(error)"),
          outcome: "the titles are shown untranslated"))
    }
    return strings
  }
}
