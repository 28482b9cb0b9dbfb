import Foundation

/// The file system side of ``PropertyListFileSettingsStore``: where a path really leads, what
/// stands there, and a write that replaces only a regular file, keeping its mode and owner.
///
/// Kept apart from the store so the store reads as policy (what to keep, when to refuse) and
/// this file as mechanism.
enum SettingsFile {
  /// What stands at a path.
  enum Kind: Equatable {
    /// Nothing: the file is made by the first write.
    case missing
    /// A regular file with its permission bits and owner, which a write keeps.
    case regular(permissions: Int, owner: Int?, group: Int?)
    /// Anything else (a folder, a device, a socket, a pipe): never read, never written.
    case other(String)
  }

  /// `url` with every symbolic link on the way to the file followed, so a write updates the
  /// link's target instead of replacing the link. A dangling link leads to its (missing)
  /// target; a loop or a chain longer than 32 links is left as it is and refused as not a
  /// regular file.
  static func resolve(_ url: URL) -> URL {
    var current = url.standardizedFileURL
    for _ in 0..<32 {
      guard
        let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path)
      else { return current }
      current =
        destination.hasPrefix("/")
        ? URL(fileURLWithPath: destination)
        : current.deletingLastPathComponent().appendingPathComponent(destination)
      current.standardize()
    }
    return current
  }

  /// What stands at `url`, without following a link (call ``resolve(_:)`` first).
  static func kind(at url: URL) -> Kind {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else {
      // A folder on the way that is a file, or no such file: both mean there is nothing to
      // keep; the write reports what stops it.
      return .missing
    }
    let type = attributes[.type] as? FileAttributeType
    guard type == .typeRegular else {
      return .other(describe(type))
    }
    return .regular(
      permissions: (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0o644,
      owner: (attributes[.ownerAccountID] as? NSNumber)?.intValue,
      group: (attributes[.groupOwnerAccountID] as? NSNumber)?.intValue)
  }

  /// Whether a regular file with `permissions`, `owner` and `group` may be written by this
  /// process, by its permission bits: the owner's bits for the owner, the group's for a member
  /// of its group, the others' for anyone else. Root is held to the owner's bits too:
  /// `access(2)` says root may write any file, but a file its owner made read-only (mode
  /// 0444) is meant to stay as it is, and the atomic rename would replace it all the same.
  static func isWritable(permissions: Int, owner: Int?, group: Int?) -> Bool {
    let user = Int(geteuid())
    if user == 0 || owner == user { return permissions & 0o200 != 0 }
    if let group, group == Int(getegid()) { return permissions & 0o020 != 0 }
    return permissions & 0o002 != 0
  }

  private static func describe(_ type: FileAttributeType?) -> String {
    switch type {
    case .typeDirectory?: "a folder"
    case .typeCharacterSpecial?: "a character device"
    case .typeBlockSpecial?: "a block device"
    case .typeSocket?: "a socket"
    case .typeSymbolicLink?: "a symbolic link that leads nowhere (a loop)"
    default: "not a regular file (a pipe or another special file)"
    }
  }

  /// Writes `data` to the regular file (or missing file) at `target`: first to a temporary
  /// file beside it, given the old file's permissions and owner, then renamed over it, so
  /// a process killed while writing leaves the old file whole.
  ///
  /// - Throws: ``WriteError`` when `target` is no longer a regular file or missing, or the
  ///   temporary file cannot be made or renamed.
  static func write(_ data: Data, to target: URL) throws {
    let kind = kind(at: target)
    if case .other(let description) = kind { throw WriteError.notARegularFile(description) }
    let folder = target.deletingLastPathComponent()
    // The first write also makes the folders of a path like ~/.config/app/settings.plist.
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let temporary = folder.appendingPathComponent(
      ".\(target.lastPathComponent).\(UUID().uuidString).tmp")
    try data.write(to: temporary)
    do {
      if case .regular(let permissions, let owner, let group) = kind {
        var attributes: [FileAttributeKey: Any] = [.posixPermissions: NSNumber(value: permissions)]
        // Only a process that may give files away (root) can keep another user's
        // ownership; for anyone else the file is theirs already.
        if geteuid() == 0 {
          if let owner { attributes[.ownerAccountID] = NSNumber(value: owner) }
          if let group { attributes[.groupOwnerAccountID] = NSNumber(value: group) }
        }
        try FileManager.default.setAttributes(attributes, ofItemAtPath: temporary.path)
      }
      guard rename(temporary.path, target.path) == 0 else {
        throw WriteError.renameFailed(String(cString: strerror(errno)))
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }

  /// Why a write did not happen.
  enum WriteError: Error, CustomStringConvertible {
    case notARegularFile(String)
    case renameFailed(String)

    var description: String {
      switch self {
      case .notARegularFile(let kind): "the path is \(kind), not a regular file"
      case .renameFailed(let reason): "the new file could not replace the old one: \(reason)"
      }
    }
  }
}
