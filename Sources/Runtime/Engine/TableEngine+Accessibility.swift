import Foundation

// What assistive technology says about each row, header and footer, decided here once for
// every host: a host applies the description (UIKit: `accessibilityLabel`, `…Value`, `…Hint`,
// `…Traits`, the increment, decrement and activate actions) and sends the control events its
// gestures name as `TableEvent.control`.
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

  /// A header's or footer's description: its component's, else its plain title's (a heading
  /// for a section's header). A section out of range traps, naming `method`.
  func accessibilityDescription(of decoration: Decoration, _ method: String) -> AccessibilityDescription? {
    if let component = component(of: decoration, method) {
      return (component.box.anyData as? any AccessibilityDescribing)?.accessibilityDescription(
        in: accessibilityWords)
    }
    switch decoration {
    case .header(let section): return sections[section].headerTitle.map { .init(label: $0, traits: .header) }
    case .footer(let section): return sections[section].footerTitle.map { .init(label: $0, traits: .staticText) }
    case .tableHeader, .tableFooter: return nil
    }
  }
}
