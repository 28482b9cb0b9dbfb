#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import ComponentTable

  // The name before every failure sink was `errorHandler`: it forwards to its new name and
  // goes away in the next release.
  extension UIKitTableSearch {
    /// Renamed ``errorHandler``.
    @available(*, deprecated, renamed: "errorHandler")
    public var openFailureHandler: @MainActor (SearchOpenError) -> Void {
      get { errorHandler }
      set { errorHandler = newValue }
    }
  }
#endif
