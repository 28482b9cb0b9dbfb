/// What a host implements to present a ``TableNavigator``'s stack: the terminal app draws the
/// top screen and its path, the UIKit host pushes and pops table view controllers.
///
/// The navigator decides everything (which screen, when, in which order); the presenter only
/// shows the result. Both calls come after the stack changed.
@MainActor
public protocol TableNavigationPresenter: AnyObject {
  /// `screen` was pushed and built; it is now ``TableNavigator/screens``' last element.
  func navigator(_ navigator: TableNavigator, didPush screen: TableScreen)
  /// `screen` was popped; the screen under it is now the top, with the engine and table view
  /// it had. When its `revealBehavior` is `.refresh` it is refreshed right after this call.
  func navigator(_ navigator: TableNavigator, didPop screen: TableScreen)
}
