/// A problem in a Settings.bundle: the file, the specifier's index in its
/// `PreferenceSpecifiers` (when one is to blame) and the problem.
///
/// Thrown by ``SettingsBundle/init(contentsOf:rootFile:preferredLanguages:idiom:)`` only when the
/// root pane cannot be read at all; every other problem costs only the specifier (or the
/// child pane, or the translations) it is in, and is listed in ``SettingsBundle/diagnostics``
/// with ``outcome`` saying what was done instead.
public struct SettingsBundleError: Error, Equatable, CustomStringConvertible {
  /// What is wrong.
  public enum Problem: Sendable, Equatable {
    /// The file does not exist.
    case missingFile
    /// The file exists but could not be read.
    case unreadable(reason: String)
    /// A folder stands where the file should be.
    case folderInsteadOfFile
    /// Something that is neither a file nor a folder stands where the file should be: `kind`
    /// names it (`a pipe`, `a socket`, `a device`).
    case notARegularFile(kind: String)
    /// The bundle's path is a file, not a folder.
    case bundleIsAFile
    /// The file is not a property list.
    case malformedPropertyList
    /// A `.strings` table could not be parsed: why, with the line.
    case malformedStrings(reason: String)
    /// The file's top level is not a dictionary.
    case notADictionary
    /// The pane has no `PreferenceSpecifiers` array.
    case missingPreferenceSpecifiers
    /// The specifier is not a dictionary.
    case specifierNotADictionary
    /// The specifier has no `Type`.
    case missingType
    /// The specifier's `Type` is not one the loader knows.
    case unsupportedType(String)
    /// A key the specifier's type requires is missing.
    case missingKey(String, type: String)
    /// A key holds a value of the wrong type.
    case wrongType(key: String, expected: String)
    /// A toggle's `DefaultValue` is neither its `TrueValue` nor its `FalseValue`; each value
    /// is given with its kind (`"YES" (a string)`, `true (a Boolean)`).
    case toggleDefaultIsNeitherValue(value: String, trueValue: String, falseValue: String)
    /// A multi-value or radio group has no `Titles` and no `Values` (or empty ones).
    case noOptions
    /// `Titles` and `Values` differ in length.
    case titlesAndValuesDiffer(titles: Int, values: Int)
    /// A key holds a value outside what the type allows.
    case invalidValue(key: String, value: String, allowed: String)
    /// A child pane's `File` does not exist.
    case missingChildPane(file: String)
    /// A child pane's `File` leads outside the bundle (`../../secrets`, an absolute path, a
    /// link out of the bundle).
    case childPaneOutsideBundle(file: String)
    /// Child panes lead back to a pane already open: the panes of the cycle, in order.
    case childPaneCycle([String])
    /// A child pane nested deeper than ``SettingsBundle/maximumPaneDepth`` panes.
    case childPaneTooDeep(file: String, depth: Int)
    /// A file the bundle names lies outside it after `..` and links: a root pane, or a
    /// `.strings` table (a `StringsTable` of `../x`, a linked `.lproj` folder or table).
    case fileOutsideBundle(file: String)
    /// The bundle keeps its values in the defaults of app group `group`, but the screen's
    /// `UserDefaultsSettingsStore` edits `storeDomain` (`nil`: the standard defaults).
    case storeOutsideApplicationGroup(group: String, storeDomain: String?)
    /// A key given a `DefaultValue` here that differs from the one an earlier specifier
    /// (`keptFrom`, in pane order) gave it; the earlier one is used.
    case conflictingDefault(key: String, value: String, kept: String, keptFrom: String)
    /// A key edited here by one `kind` of row (`a text field`) and at `otherFrom` by another
    /// (`a switch`): each shows the other's value as its own.
    case keySharedByKinds(key: String, kind: String, otherKind: String, otherFrom: String)
  }

  /// The file, relative to the bundle (`Root.plist`, `en.lproj/Root.strings`).
  public let file: String
  /// The specifier's index in `PreferenceSpecifiers`, or `nil` for a problem of the whole file.
  public let index: Int?
  /// What is wrong.
  public let problem: Problem
  /// What the loader did instead ("it is shown as a plain row"), for a problem it went past;
  /// `nil` when the sentence says it all, or for the error that refused the bundle.
  public let outcome: String?

  /// A problem in `file`, at the specifier at `index` when given.
  public init(file: String, index: Int? = nil, problem: Problem, outcome: String? = nil) {
    self.file = file
    self.index = index
    self.problem = problem
    self.outcome = outcome
  }

  /// The same problem, with what the loader did instead.
  func with(outcome: String) -> SettingsBundleError {
    SettingsBundleError(file: file, index: index, problem: problem, outcome: outcome)
  }

  /// A sentence naming the file, the specifier, the problem and what was done instead.
  public var description: String {
    let place = index.map { "\(file), specifier \($0)" } ?? file
    return "\(place): \(problemText)" + (outcome.map { "; \($0)" } ?? "")
  }

  private var problemText: String {
    switch problem {
    case .missingFile: "the file does not exist"
    case .unreadable(let reason): "the file cannot be read (\(reason))"
    case .folderInsteadOfFile: "this is a folder, not a file"
    case .notARegularFile(let kind): "this is \(kind), not a file"
    case .bundleIsAFile: "this is a file, not a Settings.bundle folder"
    case .malformedPropertyList: "the file is not a valid property list"
    case .malformedStrings(let reason): "the strings table cannot be read (\(reason))"
    case .notADictionary: "the top level is not a dictionary"
    case .missingPreferenceSpecifiers: "there is no PreferenceSpecifiers array"
    case .specifierNotADictionary: "the specifier is not a dictionary"
    case .missingType: "the specifier has no Type"
    case .unsupportedType(let type): "the specifier type \(type) is not supported"
    case .missingKey(let key, let type): "\(type) needs \(key)"
    case .wrongType(let key, let expected): "\(key) must be \(expected)"
    case .toggleDefaultIsNeitherValue(let value, let trueValue, let falseValue):
      "DefaultValue \(value) is neither TrueValue \(trueValue) nor FalseValue \(falseValue)"
    case .noOptions: "there are no Titles and Values to choose from"
    case .titlesAndValuesDiffer(let titles, let values):
      "Titles has \(titles) entries but Values has \(values)"
    case .invalidValue(let key, let value, let allowed):
      "\(key) is \"\(value)\", not one of \(allowed)"
    case .missingChildPane(let file): "the child pane \(file) does not exist"
    case .childPaneOutsideBundle(let file): "the child pane \(file) is outside the bundle"
    case .childPaneCycle(let panes): "child panes form a cycle: \(panes.joined(separator: " → "))"
    case .childPaneTooDeep(let file, let depth):
      "the child pane \(file) is nested deeper than \(depth) panes"
    case .fileOutsideBundle(let file): "\(file) leads outside the bundle"
    case .storeOutsideApplicationGroup(let group, let domain):
      "the Settings app keeps these values in the defaults of the app group \(group), but the "
        + "store edits \(domain.map { "the suite \($0)" } ?? "the standard defaults"); a value "
        + "set on one side is not seen on the other"
    case .conflictingDefault(let key, let value, let kept, let keptFrom):
      "the DefaultValue \(value) of \"\(key)\" differs from \(kept) given at \(keptFrom); "
        + "\(kept) is used"
    case .keySharedByKinds(let key, let kind, let otherKind, let otherFrom):
      "\"\(key)\" is edited here by \(kind) and by \(otherKind) at \(otherFrom); each shows "
        + "the other's value"
    }
  }
}
