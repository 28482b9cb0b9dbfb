import Foundation

/// Something the engine corrected instead of failing, reported to `TableEngine.diagnosticHandler`.
///
/// A bad height from `height(for:width:)` is not the caller's input at the call site (it comes
/// back from a component during layout), so the engine cannot throw it at anyone: it uses a safe
/// value and reports the problem here.
public struct TableDiagnostic: Sendable, Equatable, CustomStringConvertible {
  /// The kinds of problems reported.
  public enum Kind: Sendable, Equatable {
    /// A height that is negative, NaN or infinite; `replacement` was used instead.
    case invalidHeight(value: CGFloat, replacement: CGFloat)
  }

  /// What went wrong.
  public let kind: Kind
  /// A sentence naming the problem and the values.
  public let message: String

  /// The same as ``message``.
  public var description: String { message }
}
