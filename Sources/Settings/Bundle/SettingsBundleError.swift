/// Why a Settings.bundle could not be loaded: the file, the specifier's index in its
/// `PreferenceSpecifiers` (when one is to blame) and the problem.
public struct SettingsBundleError: Error, Equatable, CustomStringConvertible {
  /// What is wrong.
  public enum Problem: Sendable, Equatable {
    /// The file does not exist.
    case missingFile
    /// The file exists but could not be read.
    case unreadable(reason: String)
    /// The file is not a property list (or a `.strings` table).
    case malformedPropertyList
    /// The file's top level is not a dictionary.
    case notADictionary
    /// The pane has no `PreferenceSpecifiers` array.
    case missingPreferenceSpecifiers
    /// The specifier is not a dictionary.
    case specifierNotADictionary
    /// The specifier has no `Type`.
    case missingType
    /// A key the specifier's type requires is missing.
    case missingKey(String, type: String)
    /// A key holds a value of the wrong type.
    case wrongType(key: String, expected: String)
    /// `Titles` and `Values` differ in length.
    case titlesAndValuesDiffer(titles: Int, values: Int)
    /// A key holds a value outside what the type allows.
    case invalidValue(key: String, value: String, allowed: String)
    /// A child pane's `File` does not exist.
    case missingChildPane(file: String)
    /// Child panes lead back to a pane already open: the panes of the cycle, in order.
    case childPaneCycle([String])
    /// A key given a `DefaultValue` here that differs from the one an earlier specifier
    /// (`keptFrom`, in pane order) gave it; the earlier one is used.
    case conflictingDefault(key: String, value: String, kept: String, keptFrom: String)
  }

  /// The file, relative to the bundle (`Root.plist`, `en.lproj/Root.strings`).
  public let file: String
  /// The specifier's index in `PreferenceSpecifiers`, or `nil` for a problem of the whole file.
  public let index: Int?
  /// What is wrong.
  public let problem: Problem

  /// An error in `file`, at the specifier at `index` when given.
  public init(file: String, index: Int? = nil, problem: Problem) {
    self.file = file
    self.index = index
    self.problem = problem
  }

  /// A sentence naming the file, the specifier and the problem.
  public var description: String {
    let place = index.map { "\(file), specifier \($0)" } ?? file
    return "\(place): \(problemText)"
  }

  private var problemText: String {
    switch problem {
    case .missingFile: "the file does not exist"
    case .unreadable(let reason): "the file cannot be read (\(reason))"
    case .malformedPropertyList: "the file is not a valid property list"
    case .notADictionary: "the top level is not a dictionary"
    case .missingPreferenceSpecifiers: "there is no PreferenceSpecifiers array"
    case .specifierNotADictionary: "the specifier is not a dictionary"
    case .missingType: "the specifier has no Type"
    case .missingKey(let key, let type): "\(type) needs \(key)"
    case .wrongType(let key, let expected): "\(key) must be \(expected)"
    case .titlesAndValuesDiffer(let titles, let values):
      "Titles has \(titles) entries but Values has \(values)"
    case .invalidValue(let key, let value, let allowed):
      "\(key) is \"\(value)\", not one of \(allowed)"
    case .missingChildPane(let file): "the child pane \(file) does not exist"
    case .childPaneCycle(let panes): "child panes form a cycle: \(panes.joined(separator: " → "))"
    case .conflictingDefault(let key, let value, let kept, let keptFrom):
      "the DefaultValue \(value) of \"\(key)\" differs from \(kept) given at \(keptFrom); "
        + "\(kept) is used"
    }
  }
}
