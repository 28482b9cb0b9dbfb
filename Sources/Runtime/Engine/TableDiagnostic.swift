import Foundation

/// Something the engine corrected instead of failing, reported to `TableEngine.diagnosticHandler`:
/// a warning. Failures are thrown, or go to an `errorHandler` as a typed error; only failures
/// with neither a caller nor an `errorHandler` come here (a refresh nobody asked for,
/// ``Kind/refreshFailed(screen:)``; a row that could not show its confirmation or its screen).
///
/// A bad height from `height(for:width:)` is not the caller's input at the call site (it comes
/// back from a component during layout), so the engine cannot throw it at anyone: it uses a safe
/// value and reports the problem here.
public struct TableDiagnostic: Sendable, Equatable, CustomStringConvertible {
  /// The kinds of problems reported.
  public enum Kind: Sendable, Equatable {
    /// A height that is negative, NaN or infinite; `replacement` was used instead.
    case invalidHeight(value: CGFloat, replacement: CGFloat)
    /// A problem a module above the engine found in what it was asked to show (for example a
    /// Settings.bundle specifier of a type it does not know) and showed as well as it could.
    /// `source` names that input: a file, a specifier.
    case unsupportedInput(source: String)
    /// A refresh nobody could be told about failed (a screen rebuilt because a value it
    /// shows changed, and the engine refused the new sections): the screen kept what it
    /// showed. `screen` is the screen's title.
    case refreshFailed(screen: String)
  }

  /// What went wrong.
  public let kind: Kind
  /// A sentence naming the problem and the values.
  public let message: String

  /// A diagnostic of `kind`, described by `message`: for modules above the engine that report
  /// through ``TableEngine/diagnosticHandler`` too.
  public init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  /// The same as ``message``.
  public var description: String { message }
}
