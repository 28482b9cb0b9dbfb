import Foundation

// What assistive technology says about each row, decided here once for every host (a header's
// or footer's: `TableEngineDataSource.accessibility(of:)`): a host applies the description
// (UIKit: `accessibilityLabel`, `…Value`, `…Hint`, `…Traits`, the increment, decrement and
// activate actions) and sends the control events its gestures name as `TableEvent.control`.
extension TableEngine {
  /// The description of the row at `indexPath` for assistive technology, or `nil` when its
  /// data does not describe itself (``AccessibilityDescribing``; the host's view then speaks
  /// for itself).
  ///
  /// A row whose component has a selection closure is a button even when its data alone
  /// reads as text: selecting it does something.
  ///
  /// - Throws: ``TableError/rowOutOfRange(operation:indexPath:rowCount:)`` or
  ///   ``TableError/sectionOutOfRange(operation:section:sectionCount:)`` for a position that is
  ///   not a row.
  public func accessibilityDescription(forRowAt indexPath: IndexPath) throws(TableError)
    -> AccessibilityDescription?
  {
    try checkRow(indexPath, operation: #function)
    return sections[indexPath.section].rows[indexPath.row].component.accessibilityDescription(in: accessibilityWords)
  }
}
