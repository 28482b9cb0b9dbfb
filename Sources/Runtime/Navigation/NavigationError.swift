/// Why a ``TableNavigator`` refused a push, or could not refresh a screen. A refused push leaves
/// the stack exactly as it was.
public enum NavigationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The screen is already on a navigation stack (this one or another) at `depth` (0 is the
  /// root): a screen has one engine, so it can be shown once at a time.
  case screenAlreadyShown(operation: String, title: String, depth: Int)
  /// A push or pop asked for while the navigator was building a screen (from inside a
  /// screen's builder).
  case reentrantNavigation(operation: String, title: String, during: String)
  /// The engine refused the sections the screen's builder made.
  case buildFailed(operation: String, title: String, error: TableError)
  /// The navigator's presenter (the view controllers that showed the stack) is gone: nothing
  /// could show the screen. A selection closure that kept the navigator across an asynchronous
  /// hop (a network reply, `asyncAfter`) and pushes after the user left the screens gets this.
  case presenterGone(operation: String, title: String)

  /// A sentence naming the call, the problem and the screen, such as
  /// `push(_:): the screen "Wi-Fi" is already on a navigation stack at depth 1`.
  public var description: String {
    switch self {
    case .screenAlreadyShown(let operation, let title, let depth):
      return
        "\(operation): the screen \"\(title)\" is already on a navigation stack at depth \(depth)"
    case .reentrantNavigation(let operation, let title, let during):
      return "\(operation): cannot navigate to or from \"\(title)\" while \(during)"
    case .buildFailed(let operation, let title, let error):
      return "\(operation): the screen \"\(title)\" could not be built: \(error)"
    case .presenterGone(let operation, let title):
      return "\(operation): cannot show \"\(title)\": the navigator's presenter is gone"
    }
  }
}
