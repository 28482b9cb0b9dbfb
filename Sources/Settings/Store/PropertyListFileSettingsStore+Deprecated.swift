import Foundation

// The store's spelling before its diagnostics were typed, kept compiling for one release.
extension PropertyListFileSettingsStore {
  /// Opens the store at `url`, sending each diagnostic's description to `diagnosticHandler`.
  @available(
    *, deprecated,
    message: "the handler takes a SettingsFileDiagnostic; use its description where a String was used"
  )
  @_disfavoredOverload
  public convenience init(url: URL, diagnosticHandler: @escaping @MainActor (String) -> Void) {
    self.init(url: url) { diagnosticHandler($0.description) }
  }
}
