import ComponentTable

/// Driving an app without a terminal, as tests and `--keys` do: keys written as a key script.
extension TerminalTableApp {
  /// Applies the keys `script` stands for (see ``KeyScript``, the syntax of
  /// `settings-demo --keys`), as if typed, stopping after a quit key.
  ///
  /// ```swift
  /// try app.replay("down*3 enter 'Bo Chen' enter esc")
  /// ```
  ///
  /// - Throws: ``KeyScriptError`` naming the first bad token; then no key is applied.
  public func replay(_ script: String) throws(KeyScriptError) {
    // Parsed whole first, so a bad script changes nothing.
    replay(try KeyScript.parse(script))
  }

  /// The frame as plain text, lines joined by newlines: what a test compares with what the
  /// user should see (``renderFrame(styled:)`` without styles).
  public var frameText: String { renderFrame(styled: false).joined(separator: "\n") }
}
