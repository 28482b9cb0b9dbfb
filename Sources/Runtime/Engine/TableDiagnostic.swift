import Foundation

/// A problem that was reported rather than thrown: a warning (something corrected and shown
/// anyway), or a failure nobody could be told of by a throw (a refresh nobody asked for, a push
/// a selection closure asked for, a settings file that could not be saved).
///
/// Every part of the package reports to one channel, ``report(_:)``, which hands each
/// diagnostic to ``handler`` (set once by the app; standard error by default), or, inside
/// `withHandler(_:do:)`, to the handler given there. What can be thrown is thrown instead, as
/// the module's error type (``TableError`` here).
///
/// A bad height from `height(for:width:)` is not the caller's input at the call site (it comes
/// back from a component during layout), so the engine cannot throw it at anyone: it uses a safe
/// value and reports the problem here.
public struct TableDiagnostic: Sendable, Equatable, CustomStringConvertible {
  /// The kinds of problems reported, with their values.
  public enum Kind: Sendable, Equatable {
    /// A height that is negative, NaN or infinite; `replacement` was used instead.
    case invalidHeight(value: CGFloat, replacement: CGFloat)
    /// A problem found in what a table was asked to show (a Settings.bundle specifier of a
    /// type the loader does not know, a row that opens a screen in a table without navigation)
    /// and shown as well as it could be. `source` names that input: a file, a specifier, a row.
    case unsupportedInput(source: String)
    /// A refresh nobody could be told about failed (a screen rebuilt because a value it
    /// shows changed, and the engine refused the new sections): the screen kept what it
    /// showed. `screen` is the screen's title.
    case refreshFailed(screen: String)
    /// A call with nobody to throw at failed, and changed nothing: a push a selection closure
    /// asked for, sections a SwiftUI update declared, a search result chosen after the screens
    /// changed, a confirmation a row could not show. The error is the one the call would
    /// have thrown.
    case failed(TableError)
    /// A settings file that cannot be used (it could not be read or parsed, or the path is not
    /// a regular file), so its store is read-only: changes stay in memory until the program
    /// ends. `reason` says why.
    case settingsFileReadOnly(url: URL, reason: String)
    /// A change was not saved to the settings file at `url`, read-only for `reason`; said once,
    /// at the first change.
    case settingsChangeNotSaved(url: URL, reason: String)
    /// Writing the settings file at `url` failed for the system's `reason`; the change lasts
    /// until the program ends.
    case settingsFileWriteFailed(url: URL, reason: String)
    /// A typed settings key named `key`, of the value type `expectedType`, could not be read
    /// or written as asked where nothing could be thrown (a read, a write through a
    /// subscript): the key's default was used, or the write was refused. The message names
    /// the stored value and the problem.
    case settingsKey(key: String, expectedType: String)
  }

  /// What went wrong.
  public let kind: Kind
  /// A sentence naming the problem and the values.
  public let message: String

  /// A diagnostic of `kind`, described by `message`.
  public init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  /// A diagnostic of ``Kind/failed(_:)``: `error`, described by its own description.
  public init(failed error: TableError) {
    self.init(kind: .failed(error), message: error.description)
  }

  /// The same as ``message``.
  public var description: String { message }
}
