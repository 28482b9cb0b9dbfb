import Foundation

/// A problem with the file of a ``PropertyListFileSettingsStore``: which file, and what went
/// wrong. Its ``description`` is a sentence naming both, for a log.
///
/// None of these problems loses a value: the store keeps every change in memory, and a file
/// it cannot read is never written over.
public struct SettingsFileDiagnostic: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Problem: Equatable, Sendable {
    /// The file must not be written (it could not be read or parsed, the path is not a regular
    /// file, it has no write permission or is in the OpenStep format), so the store is
    /// read-only: changes stay in memory until the program ends.
    /// `reason` says why, as ``PropertyListFileSettingsStore/readOnlyReason`` does.
    case readOnly(reason: String)
    /// A change was not saved because the store is read-only for `reason`; said once, at the
    /// first change.
    case changeNotSaved(reason: String)
    /// Writing the file failed: the system's `reason`. The change lasts until the program ends.
    case writeFailed(reason: String)
  }

  /// The store's file, as given to it.
  public let url: URL
  /// What went wrong.
  public let problem: Problem

  /// A diagnostic of `problem` with the file at `url`.
  public init(url: URL, problem: Problem) {
    self.url = url
    self.problem = problem
  }

  /// The file's path and the problem, in a sentence.
  public var description: String {
    switch problem {
    case .readOnly(let reason):
      "the settings file \(url.path) \(reason); it is left as it is and changes are kept in memory only, "
        + "until the program ends"
    case .changeNotSaved(let reason):
      "a change was not saved to \(url.path): the file \(reason); changes are kept in memory until the program ends"
    case .writeFailed(let reason):
      "could not write the settings file \(url.path) (\(reason)); the change lasts until the program ends"
    }
  }
}
