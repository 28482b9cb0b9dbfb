import Foundation

/// The external delegate of a table (usually the view controller).
///
/// Every method has a default that does nothing, so implement only what you need. Events the
/// engine handles itself (selection) reach the delegate after the engine is done with them;
/// events the engine does not handle (display, scrolling) are passed straight through.
@MainActor
public protocol TableEngineDelegate: AnyObject {
  /// The user is about to select a row. Return the row to select instead, or `nil` for none.
  /// Asked after the engine decided the row is selectable.
  func tableEngine(_ engine: TableEngine, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// A row was selected; the component's closure has run and the row was deselected if the
  /// component asks for that.
  func tableEngine(_ engine: TableEngine, didSelectRowAt indexPath: IndexPath)
  /// The user deselected a row.
  func tableEngine(_ engine: TableEngine, didDeselectRowAt indexPath: IndexPath)
  /// A configured view is about to appear for the row.
  func tableEngine(_ engine: TableEngine, willDisplay view: AnyObject, forRowAt indexPath: IndexPath)
  /// The view of a row left the screen (it goes back to the reuse queue).
  func tableEngine(_ engine: TableEngine, didEndDisplaying view: AnyObject, forRowAt indexPath: IndexPath)
  /// A header view is about to appear.
  func tableEngine(_ engine: TableEngine, willDisplayHeaderView view: AnyObject, forSection section: Int)
  /// A footer view is about to appear.
  func tableEngine(_ engine: TableEngine, willDisplayFooterView view: AnyObject, forSection section: Int)
  /// The table scrolled; `contentOffset` is the new vertical offset in the host's unit.
  func tableEngine(_ engine: TableEngine, didScrollTo contentOffset: CGFloat)
}

extension TableEngineDelegate {
  /// Returns `indexPath`: the row is selected as asked.
  public func tableEngine(_ engine: TableEngine, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }
  /// Does nothing.
  public func tableEngine(_ engine: TableEngine, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableEngine(_ engine: TableEngine, didDeselectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableEngine(_ engine: TableEngine, willDisplay view: AnyObject, forRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableEngine(
    _ engine: TableEngine, didEndDisplaying view: AnyObject, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableEngine(_ engine: TableEngine, willDisplayHeaderView view: AnyObject, forSection section: Int) {}
  /// Does nothing.
  public func tableEngine(_ engine: TableEngine, willDisplayFooterView view: AnyObject, forSection section: Int) {}
  /// Does nothing.
  public func tableEngine(_ engine: TableEngine, didScrollTo contentOffset: CGFloat) {}
}
