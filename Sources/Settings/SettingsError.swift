import Foundation

/// What the settings layer refuses, thrown where a caller can be told: a Settings.bundle that
/// cannot be read (``SettingsBundle/init(contentsOf:rootFile:preferredLanguages:idiom:)``), or
/// a write through a typed key that cannot be made (``SettingsStore/set(_:for:)``). Nothing
/// stored or loaded changes.
///
/// A problem has a place: a Settings.bundle file (``file``, the specifier's ``index`` when one
/// is to blame, and the ``outcome`` of a problem the loader went past), or a typed key
/// (``key``, its ``expectedType``, the ``value`` stored). Problems in a bundle that cost only a
/// specifier are listed in ``SettingsBundle/diagnostics`` instead of thrown; problems of a key
/// found reading, or writing through a subscript, are reported as
/// `TableDiagnostic.Kind.settingsKey(key:expectedType:)` (once per key and stored value), and
/// the key's default is used.
public struct SettingsError: Error, Equatable, Sendable, CustomStringConvertible {
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
    /// A child pane nested deeper than `SettingsBundle.maximumPaneDepth` panes.
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

    /// The key's name is empty.
    case emptyName
    /// The stored value is of another type than the key's.
    case typeMismatch
    /// The stored value is of the raw value type, but no case of the key's enum has it.
    case unknownRawValue
    /// The stored text is not JSON of the key's `Codable` type; the decoder's error.
    case undecodable(String)
    /// The value could not be encoded; the encoder's error.
    case unencodable(String)
    /// The value cannot be stored faithfully; why.
    case unrepresentable(String)
    /// The same name is used by a key of another value type on the same store; that type.
    case conflictingType(String)
    /// The key is managed (forced) by an administrator; a write is refused.
    case forced
  }

  /// What is wrong.
  public let problem: Problem
  /// The Settings.bundle file, relative to the bundle (`Root.plist`, `en.lproj/Root.strings`);
  /// `nil` for a problem of a typed key.
  public let file: String?
  /// The specifier's index in `PreferenceSpecifiers`, or `nil` for a problem of the whole file
  /// or of a typed key.
  public let index: Int?
  /// What the loader did instead ("it is shown as a plain row"), for a problem it went past;
  /// `nil` when the sentence says it all, or for the error that refused the bundle.
  public let outcome: String?
  /// The typed key's name; `nil` for a problem in a Settings.bundle.
  public let key: String?
  /// The key's value type ("Bool", "Theme"); `nil` for a problem in a Settings.bundle.
  public let expectedType: String?
  /// The value stored when a key's problem was found (reading), or the value that could not
  /// be written; `nil` when none is known.
  public let value: SettingsValue?
  /// The value asked to be written through a key, as text, when it could not become a
  /// ``SettingsValue``.
  public let attemptedValue: String?

  /// A problem in the Settings.bundle file `file`, at the specifier at `index` when given.
  public init(file: String, index: Int? = nil, problem: Problem, outcome: String? = nil) {
    self.problem = problem
    self.file = file
    self.index = index
    self.outcome = outcome
    self.key = nil
    self.expectedType = nil
    self.value = nil
    self.attemptedValue = nil
  }

  /// A problem with the typed key named `key` of type `expectedType`.
  public init(
    _ problem: Problem, key: String, expectedType: String, value: SettingsValue? = nil,
    attemptedValue: String? = nil
  ) {
    self.problem = problem
    self.file = nil
    self.index = nil
    self.outcome = nil
    self.key = key
    self.expectedType = expectedType
    self.value = value
    self.attemptedValue = attemptedValue
  }

  /// The same bundle problem, with what the loader did instead.
  func with(outcome: String) -> SettingsError {
    SettingsError(file: file ?? "", index: index, problem: problem, outcome: outcome)
  }

  /// A sentence naming the place and the problem: the file, the specifier and what was done
  /// instead; or the key, the values and the types.
  public var description: String {
    if let text = keyProblemText { return text }
    let file = file ?? ""
    let place = index.map { "\(file), specifier \($0)" } ?? file
    return "\(place): \(bundleProblemText)" + (outcome.map { "; \($0)" } ?? "")
  }

  /// The sentence of a key's problem, or `nil` for a bundle's.
  private var keyProblemText: String? {
    let key = key ?? ""
    let expectedType = expectedType ?? ""
    let stored = value.map { "\(Self.describe($0))" } ?? "nothing"
    switch problem {
    case .emptyName:
      return "a settings key of type \(expectedType) has an empty name; nothing is read or written"
    case .typeMismatch:
      return
        "the setting \"\(key)\" holds \(stored), not a \(expectedType); the key's default is used "
        + "and the stored value is kept until the setting is changed"
    case .unknownRawValue:
      return
        "the setting \"\(key)\" holds \(stored), which no case of \(expectedType) has; the key's "
        + "default is used and the stored value is kept until the setting is changed"
    case .undecodable(let error):
      return
        "the setting \"\(key)\" holds \(stored), which does not decode as \(expectedType) "
        + "(\(error)); the key's default is used and the stored value is kept"
    case .unencodable(let error):
      return
        "the value \(attemptedValue ?? "?") of the setting \"\(key)\" (\(expectedType)) could not be "
        + "encoded (\(error)); nothing was written"
    case .unrepresentable(let reason):
      return
        "the setting \"\(key)\" (\(expectedType)) cannot store \(attemptedValue ?? "?"): \(reason); nothing was written"
    case .conflictingType(let other):
      return
        "the setting \"\(key)\" is used as \(expectedType) and as \(other) on the same store; "
        + "a write as \(expectedType) is refused so the value stored as \(other) is not lost"
    case .forced:
      return
        "the setting \"\(key)\" is managed by an administrator; the change to "
        + "\(attemptedValue ?? "a new value") was refused"
    default:
      return nil
    }
  }

  private var bundleProblemText: String {
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
    default: ""
    }
  }

  /// A stored value with its type: `the string "dark"`, `the integer 3`.
  static func describe(_ value: SettingsValue) -> String {
    switch value {
    case .bool(let flag): "the Boolean \(flag)"
    case .integer(let number): "the integer \(number)"
    case .unsignedInteger(let number): "the integer \(number)"
    case .double(let number): "the number \(number)"
    case .string(let text): "the string \"\(text)\""
    case .date(let date): "the date \(SettingsValue.date(date).stringValue)"
    case .data(let data): "\(data.count) bytes of data"
    case .array(let values): "an array of \(values.count) values"
    case .dictionary(let values): "a dictionary of \(values.count) entries"
    }
  }
}
