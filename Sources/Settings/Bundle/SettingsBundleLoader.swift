import Foundation

/// Reads a bundle's panes depth first from the root, each pane and each `.strings` table once,
/// collecting every problem it goes past. Only the root pane's file can stop it.
///
/// The walk keeps its own stack instead of recursing, so a bundle's nesting never reaches the
/// thread's stack: an app's main thread has 1 MB, and a recursive walk of a few hundred nested
/// panes overflows it. The depth is bounded too (`SettingsBundle.maximumPaneDepth`), so a
/// generated chain of panes costs a diagnostic, not the memory of every level.
struct SettingsBundleLoader {
  let url: URL
  let localization: String?
  let idiom: SettingsBundle.Idiom
  /// Whether child panes are looked up as InAppSettingsKit looks them up, `.inApp` files first
  /// (see `fileToRead(forChild:)`).
  let readsInAppFiles: Bool
  /// Every pane, by the name rows open it by (`Network.plist`), whichever device variant of
  /// the file was read.
  var panes: [String: SettingsPane] = [:]
  var order: [String] = []
  var diagnostics: [SettingsError] = []
  private var tables: [String: [String: String]] = [:]
  /// The bundle folder with links resolved, as path components: every file read must lie
  /// below it.
  private let root: [String]

  init(url: URL, localization: String?, idiom: SettingsBundle.Idiom, readsInAppFiles: Bool = false) {
    self.url = url
    self.localization = localization
    self.idiom = idiom
    self.readsInAppFiles = readsInAppFiles
    root = url.resolvingSymlinksInPath().standardizedFileURL.pathComponents
  }

  /// Loads the root pane and everything it leads to.
  ///
  /// - Throws: ``SettingsError`` when the root pane cannot be read or parsed, or leads
  ///   outside the bundle.
  mutating func loadRoot(_ file: String) throws {
    let variant = deviceVariant(of: file)
    guard isInsideBundle(variant) else {
      throw SettingsError(file: variant, problem: .fileOutsideBundle(file: variant))
    }
    let pane = try parse(variant, data: try read(variant))
    panes[file] = pane
    order.append(file)
    loadChildPanes(from: file)
  }

  private mutating func parse(_ file: String, data: Data) throws -> SettingsPane {
    var found: [SettingsError] = []
    var loader = self
    let pane = try SettingsPaneParser.parse(
      data, file: file, idiom: idiom, strings: { loader.table($0) }, diagnostics: &found)
    // The tables the pane read, and what reading them reported, are kept.
    tables = loader.tables
    diagnostics = loader.diagnostics + found
    return pane
  }

  /// One pane on the walk's stack: its name and the position of the next specifier to look at.
  private struct Level {
    let name: String
    var next: Int
  }

  /// Loads the child panes reachable from the pane named `rootName`, depth first in the order
  /// their rows appear: the order defaults are registered in, so it must not change.
  private mutating func loadChildPanes(from rootName: String) {
    var stack = [Level(name: rootName, next: 0)]
    while let level = stack.last {
      guard let pane = panes[level.name],
        let position = pane.specifiers.indices[level.next...].first(where: {
          if case .childPane = pane.specifiers[$0] { return true }
          return false
        })
      else {
        stack.removeLast()
        continue
      }
      stack[stack.count - 1].next = position + 1
      guard case .childPane(_, let child) = pane.specifiers[position] else { continue }
      if let name = loadChildPane(child, of: pane, at: pane.sourceIndices[position], trail: stack) {
        stack.append(Level(name: name, next: 0))
      }
    }
  }

  /// Loads the pane a row of `pane` names, and returns the name it is kept under; `nil`, with
  /// a diagnostic where one is due, when it is not to be walked into: outside the bundle,
  /// already open on `trail` (a cycle), nested too deep, loaded before, missing or unreadable.
  private mutating func loadChildPane(
    _ child: String, of pane: SettingsPane, at index: Int, trail: [Level]
  ) -> String? {
    func report(_ problem: SettingsError.Problem, _ outcome: String) {
      diagnostics.append(
        SettingsError(file: pane.file, index: index, problem: problem, outcome: outcome))
    }
    let name = SettingsBundle.paneFile(forChild: child)
    if let start = trail.firstIndex(where: { $0.name == name }) {
      report(
        .childPaneCycle(trail[start...].map(\.name) + [name]),
        "the row opens the pane again, as iOS does")
      return nil
    }
    guard panes[name] == nil else { return nil }
    // Only now, once per pane: looking for the variant may report it.
    let file = fileToRead(forChild: name)
    guard isInsideBundle(file) else {
      report(.childPaneOutsideBundle(file: child), "it is not read, and the row opens an empty pane")
      return nil
    }
    guard trail.count < SettingsBundle.maximumPaneDepth else {
      report(
        .childPaneTooDeep(file: name, depth: SettingsBundle.maximumPaneDepth),
        "it is not read, and the row opens an empty pane")
      return nil
    }
    guard FileManager.default.fileExists(atPath: url.appendingPathComponent(file).path) else {
      report(.missingChildPane(file: name), "the row opens an empty pane")
      return nil
    }
    do {
      panes[name] = try parse(file, data: try read(file))
      order.append(name)
      return name
    } catch let error as SettingsError {
      diagnostics.append(error.with(outcome: "the pane opens empty"))
    } catch {
      report(.unreadable(reason: "\(error)"), "the pane opens empty")
    }
    return nil
  }

  /// The file iOS reads for the pane `name` on this device: `Root~ipad.plist` on an iPad and
  /// `Root~iphone.plist` on an iPhone where the bundle has one, else `name` itself. Device
  /// modifiers are how iOS picks a resource for the device
  /// (https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/LoadingResources/Introduction/Introduction.html,
  /// "iOS Supports Device-Specific Resources"). An InAppSettingsKit file takes the modifier
  /// before `.inApp`: `Root~iphone.inApp.plist`, the first name InAppSettingsKit's
  /// `locateSettingsFile:` tries (`FILE~DEVICE.inApp.plist`, then `FILE.inApp.plist`,
  /// https://github.com/futuretap/InAppSettingsKit/blob/master/Sources/InAppSettingsKit/Models/IASKSettingsReader.m).
  ///
  /// A variant that is there but cannot be used (a folder, a link out of the bundle or to
  /// nothing) is passed over for `name`, with a diagnostic naming what stands there.
  private mutating func deviceVariant(of name: String) -> String {
    let (base, suffix) = Self.splitDeviceSuffix(name)
    guard let suffix, !base.hasSuffix("~iphone"), !base.hasSuffix("~ipad") else { return name }
    let variant = "\(base)~\(idiom.fileModifier)\(suffix)"
    let path = url.appendingPathComponent(variant).path
    let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    var isFolder: ObjCBool = false
    // `fileExists` follows links: a link to nothing, or a loop of links, is not found.
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      if isLink {
        reportUnusableVariant(
          variant, of: name, because: .unreadable(reason: "it is a symbolic link that leads nowhere"))
      }
      return name
    }
    guard isInsideBundle(variant) else {
      reportUnusableVariant(variant, of: name, because: .fileOutsideBundle(file: variant))
      return name
    }
    if isFolder.boolValue {
      reportUnusableVariant(variant, of: name, because: .folderInsteadOfFile)
      return name
    }
    return variant
  }

  /// The file read for the child pane `name` (`Child.plist`): its device variant
  /// (`deviceVariant(of:)`), or in an InAppSettingsKit bundle the first of
  /// `Child~iphone.inApp.plist`, `Child.inApp.plist`, `Child~iphone.plist`, `Child.plist` that
  /// is there, the order of InAppSettingsKit's `locateSettingsFile:`
  /// (https://github.com/futuretap/InAppSettingsKit/blob/master/Sources/InAppSettingsKit/Models/IASKSettingsReader.m),
  /// which looks a child pane's `File` up as it looks up `Root`.
  private mutating func fileToRead(forChild name: String) -> String {
    let (base, suffix) = Self.splitDeviceSuffix(name)
    guard readsInAppFiles, suffix == ".plist" else { return deviceVariant(of: name) }
    let inApp = base + ".inApp.plist"
    let inAppVariant = deviceVariant(of: inApp)
    if inAppVariant != inApp || FileManager.default.fileExists(atPath: url.appendingPathComponent(inApp).path) {
      return inAppVariant
    }
    return deviceVariant(of: name)
  }

  /// `name` cut before the part a device modifier goes in front of: `.inApp.plist` for an
  /// InAppSettingsKit file, else `.plist`; no suffix for a file that is not a pane.
  static func splitDeviceSuffix(_ name: String) -> (base: String, suffix: String?) {
    for suffix in [".inApp.plist", ".plist"] where name.hasSuffix(suffix) {
      return (String(name.dropLast(suffix.count)), suffix)
    }
    return (name, nil)
  }

  private mutating func reportUnusableVariant(
    _ variant: String, of name: String, because problem: SettingsError.Problem
  ) {
    diagnostics.append(
      SettingsError(
        file: variant, problem: problem, outcome: "the device variant is not read; \(name) is read instead"))
  }

  /// Whether `file` (relative to the bundle) lies inside it after `..` and links, compared
  /// by path components, so a sibling folder whose name starts with the bundle's
  /// (`Settings.bundle-evil`) is outside too. Nothing outside is read: not a pane
  /// (`../../etc/passwd`), not a strings table (`StringsTable` of `../x`, a linked `.lproj`).
  private func isInsideBundle(_ file: String) -> Bool {
    guard !file.hasPrefix("/") else { return false }
    let resolved = url.appendingPathComponent(file).resolvingSymlinksInPath().standardizedFileURL
      .pathComponents
    return resolved.count > root.count && resolved.starts(with: root)
  }

  private func read(_ file: String) throws -> Data {
    let path = url.appendingPathComponent(file).path
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw SettingsError(file: file, problem: .missingFile)
    }
    if isFolder.boolValue { throw SettingsError(file: file, problem: .folderInsteadOfFile) }
    // Reading a pipe would wait for a writer, and a device or socket fails with a reason
    // that names permissions; what stands there is the cause.
    let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    if let type, type != .typeRegular, type != .typeSymbolicLink {
      throw SettingsError(file: file, problem: .notARegularFile(kind: Self.describe(type)))
    }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw SettingsError(
        file: file, problem: .unreadable(reason: error.localizedDescription))
    }
  }

  /// What a file of `type` is, in words.
  private static func describe(_ type: FileAttributeType) -> String {
    switch type {
    case .typeCharacterSpecial: "a character device"
    case .typeBlockSpecial: "a block device"
    case .typeSocket: "a socket"
    default: "a pipe or another special file"
    }
  }

  /// The strings of table `name` in the chosen localisation: none when there is no such
  /// file, and none, with one diagnostic, when it cannot be read or lies outside the bundle
  /// (iOS then shows the titles as written).
  private mutating func table(_ name: String) -> [String: String] {
    if let cached = tables[name] { return cached }
    var strings: [String: String] = [:]
    defer { tables[name] = strings }
    guard let localization else { return strings }
    let file = "\(localization).lproj/\(name).strings"
    // An absolute `StringsTable` names a file outside the bundle, whatever the path after.
    guard !name.hasPrefix("/") else {
      diagnostics.append(
        SettingsError(
          file: file, problem: .fileOutsideBundle(file: name),
          outcome: "it is not read, and the titles are shown untranslated"))
      return strings
    }
    let path = url.appendingPathComponent(file).path
    guard FileManager.default.fileExists(atPath: path) else {
      // `fileExists` follows links: a link (the table's or its `.lproj` folder's) that leads
      // nowhere or loops is not found, but is there, and is not what the bundle meant.
      if Self.isDanglingLink(path, below: url) {
        diagnostics.append(
          SettingsError(
            file: file, problem: .unreadable(reason: "a symbolic link on the way leads nowhere (or loops)"),
            outcome: "the titles are shown untranslated"))
      }
      return strings
    }
    guard isInsideBundle(file) else {
      diagnostics.append(
        SettingsError(
          file: file, problem: .fileOutsideBundle(file: file),
          outcome: "it is not read, and the titles are shown untranslated"))
      return strings
    }
    do {
      var skipped: [String] = []
      strings = try SettingsStringsTable.parse(try read(file), skipped: &skipped)
      if !skipped.isEmpty {
        diagnostics.append(
          SettingsError(
            file: file,
            problem: .malformedStrings(
              reason: "the values of \(skipped.sorted().map { "\"\($0)\"" }.joined(separator: ", ")) are not strings"),
            outcome: "those titles are shown untranslated"))
      }
    } catch let error as SettingsError {
      diagnostics.append(error.with(outcome: "the titles are shown untranslated"))
    } catch {
      diagnostics.append(
        SettingsError(
          file: file, problem: .malformedStrings(reason: "\(error)"),
          outcome: "the titles are shown untranslated"))
    }
    return strings
  }

  /// Whether some component of `path` below `folder` is a symbolic link whose target cannot
  /// be reached (missing, or a loop).
  private static func isDanglingLink(_ path: String, below folder: URL) -> Bool {
    var current = URL(fileURLWithPath: path)
    let top = folder.standardizedFileURL.path
    while current.standardizedFileURL.path.count > top.count {
      let candidate = current.path
      if (try? FileManager.default.destinationOfSymbolicLink(atPath: candidate)) != nil,
        !FileManager.default.fileExists(atPath: candidate)
      {
        return true
      }
      current.deleteLastPathComponent()
    }
    return false
  }
}
