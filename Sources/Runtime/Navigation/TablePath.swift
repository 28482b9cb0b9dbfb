import Foundation

/// Where a row or a screen is in a tree of screens, by names that survive a reordering of the
/// rows: what a URL, an `NSUserActivity` or a Spotlight item opens with
/// ``TableNavigator/open(_:)->IndexPath?``.
///
/// A path is a list of steps from the root. Each step names a row of the screen the steps
/// before it opened (the root's, for the first): by the row's ``TableComponent/id`` when it
/// has one that reads as text (a `String`, an integer, a `RawRepresentable` of either, a store
/// key for a row bound to one), else by its title. Every step but the last names a row that
/// opens a screen. The last names the row to focus; or, for a path that names a screen
/// (``isScreen``), the row that opens it.
///
/// ```swift
/// let version = TablePath(["general", "about", "version"])  // "general/about/version"
/// let about = TablePath(["general", "about"], isScreen: true)  // "general/about/"
/// try navigator.open(version)
/// ```
///
/// Give the rows a path goes through an `id` (`navigationRow("About", id: "about")`): an id
/// stays when the title is translated or reworded, a title does not.
public struct TablePath: Hashable, Sendable, Codable, LosslessStringConvertible {
  /// The names of the rows from the root, one per screen.
  public var steps: [String]
  /// Whether the path names the screen its last step opens (the root, without steps) rather
  /// than the row of that step.
  public var isScreen: Bool

  /// A path through `steps`; with `isScreen`, it names the screen the last step opens.
  public init(_ steps: [String], isScreen: Bool = false) {
    self.steps = steps
    self.isScreen = isScreen || steps.isEmpty
  }

  /// The root screen.
  public static let root = TablePath([], isScreen: true)

  /// The path in text: the steps separated by `/`, each percent-encoded where it holds `/`,
  /// `%` or characters a URL's path cannot (`wi-fi/ask%20to%20join`), with a `/` at the end
  /// for a screen (`general/about/`); the root is `/`.
  public var description: String {
    let text = steps.map(Self.encode).joined(separator: "/")
    return isScreen ? text + "/" : text
  }

  /// The path `description` spells, as ``description`` writes it; a leading `/` is allowed
  /// (a URL's path). `nil` for an empty step (`a//b`) or a bad percent escape.
  public init?(_ description: String) {
    var text = Substring(description)
    if text.hasPrefix("/") { text = text.dropFirst() }
    let isScreen = text.isEmpty || text.hasSuffix("/")
    if text.hasSuffix("/") { text = text.dropLast() }
    var steps: [String] = []
    if !text.isEmpty {
      for part in text.split(separator: "/", omittingEmptySubsequences: false) {
        guard !part.isEmpty, let step = String(part).removingPercentEncoding else { return nil }
        steps.append(step)
      }
    }
    self.init(steps, isScreen: isScreen)
  }

  /// The path a URL names in its path: `myapp://settings/general/about/` opens the About
  /// screen. The scheme and the host are the app's to check. `nil` when the path is not one
  /// (see ``init(_:)``).
  public init?(url: URL) {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
    self.init(components.percentEncodedPath)
  }

  /// The key of the path's text in an `NSUserActivity`'s `userInfo`.
  public static let userInfoKey = "ComponentTablePath"

  /// The path as an activity's `userInfo` holds it: ``description`` under ``userInfoKey``.
  public var userInfo: [String: String] { [Self.userInfoKey: description] }

  /// The path an activity's `userInfo` holds (``userInfo``); `nil` when it holds none.
  public init?(userInfo: [AnyHashable: Any]) {
    guard let text = userInfo[Self.userInfoKey] as? String else { return nil }
    self.init(text)
  }

  /// Encodes the path as its text (``description``).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  /// Decodes the path from its text.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the text when it is not a path.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let path = TablePath(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\"\(text)\" is not a table path: it has an empty step or a bad % escape")
    }
    self = path
  }

  /// The characters a step keeps as they are in text: a URL path's, but `/` and `%`.
  private static let stepCharacters = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/%"))

  private static func encode(_ step: String) -> String {
    step.addingPercentEncoding(withAllowedCharacters: stepCharacters) ?? step
  }

  /// The name a path gives `row`: its identity when it reads as text, else its title as search
  /// titles it; `nil` for a row with neither.
  @MainActor
  package static func step(of row: TableComponent) -> String? {
    if let id = row.id, let name = name(of: id.base) { return name }
    return SearchEntry.searchTitle(of: row)
  }

  /// `identity` as text, when it reads as a name: a string, an integer, a raw value of one, or
  /// the title or key of a built-in row's default identity.
  private static func name(of identity: Any) -> String? {
    switch identity {
    case let text as String: return text
    case let text as Substring: return String(text)
    case let number as any BinaryInteger: return "\(number)"
    case let settings as SettingsRowID: return settings.pathName
    case let raw as any RawRepresentable: return name(of: raw.rawValue)
    default: return nil
    }
  }
}

extension SettingsRowID {
  /// The name a path gives a built-in row identified by its title or its store key.
  var pathName: String {
    switch name {
    case .title(let title): return title
    case .key(let key): return key
    }
  }
}
