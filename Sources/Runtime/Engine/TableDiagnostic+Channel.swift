import Foundation

extension TableDiagnostic {
  /// Where every diagnostic goes, unless `withHandler(_:do:)` is running: set it once, when
  /// the app starts (to log, or to stop a debug build at the mistake). Defaults to writing
  /// `ComponentTable: <message>` to standard error.
  @MainActor public static var handler: @MainActor (TableDiagnostic) -> Void = writeToStandardError

  /// Writes `ComponentTable: <message>` and a line break to standard error: the default
  /// ``handler``. A message quotes text from data (a bundle's title, a stored value), so it is
  /// made safe for a terminal first: escape sequences and control characters removed.
  @MainActor public static func writeToStandardError(_ diagnostic: TableDiagnostic) {
    let message = diagnostic.message.sanitizedForTerminal(keepingLineBreaks: true)
    FileHandle.standardError.write(Data("ComponentTable: \(message)\n".utf8))
  }

  /// The handler of the innermost `withHandler(_:do:)` of the current task (and of the
  /// tasks it started), if any. A task-local value, so that tests running in parallel each
  /// hear only what their own code reported.
  private static let scopedHandler = TaskLocal<(@MainActor @Sendable (TableDiagnostic) -> Void)?>(
    wrappedValue: nil)

  /// Runs `body` with what it reports going to `handler` instead of ``TableDiagnostic/handler``:
  /// what `body` reports, and what the tasks it starts report, even after `body` returned
  /// (`Task {}` inherits the handler). Other code, a test running beside it included, still
  /// reports to ``TableDiagnostic/handler``. Calls may be nested; the innermost handler hears.
  @MainActor public static func withHandler<Result, Failure: Error>(
    _ handler: @escaping @MainActor @Sendable (TableDiagnostic) -> Void,
    do body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let outcome: Swift.Result<Result, Failure> = scopedHandler.withValue(handler) {
      do throws(Failure) {
        return .success(try body())
      } catch {
        return .failure(error)
      }
    }
    return try outcome.get()
  }

  /// Runs the asynchronous `body` with what it reports going to `handler`, as the synchronous
  /// `withHandler(_:do:)` does.
  @MainActor public static func withHandler<Result>(
    _ handler: @escaping @MainActor @Sendable (TableDiagnostic) -> Void,
    do body: @MainActor () async throws -> Result
  ) async rethrows -> Result {
    try await scopedHandler.withValue(handler) { try await body() }
  }

  /// Reports `diagnostic`: to the handler of the innermost `withHandler(_:do:)` running in
  /// this task, else to ``handler``. Every reporter of the package calls this; a component of
  /// the app may too, for a problem it corrects instead of failing.
  @MainActor public static func report(_ diagnostic: TableDiagnostic) {
    if let scoped = scopedHandler.get() {
      scoped(diagnostic)
    } else {
      handler(diagnostic)
    }
  }

  /// Reports `error`, a failure nobody could be told of by a throw, as ``Kind/failed(_:)``.
  @MainActor package static func report(failed error: TableError) {
    report(TableDiagnostic(failed: error))
  }
}
