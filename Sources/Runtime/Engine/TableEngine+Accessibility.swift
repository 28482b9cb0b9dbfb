import Foundation

// What assistive technology says about each row, header and footer, decided here once for
// every host: a host applies the description (UIKit: `accessibilityLabel`, `…Value`, `…Hint`,
// `…Traits`, the increment, decrement and activate actions) and sends the control events its
// gestures name through `sendControlEvent(_:forRowAt:)`.
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
    try checkRow(indexPath, operation: "accessibilityDescription(forRowAt:)")
    let box = sections[indexPath.section].rows[indexPath.row].component.box
    guard var description = (box.anyData as? any AccessibilityDescribing)?.accessibilityDescription else {
      return nil
    }
    let acting: AccessibilityDescription.Traits = [.button, .toggle, .adjustable]
    if box.hasSelectionHandler, description.traits.isDisjoint(with: acting) {
      description.traits.remove(.staticText)
      description.traits.insert(.button)
    }
    return description
  }

  /// The description of the header of `section` for assistive technology: its component's,
  /// or its plain title as a heading; `nil` when it has neither.
  ///
  /// - Throws: ``TableError/sectionOutOfRange(operation:section:sectionCount:)``.
  public func accessibilityDescription(forHeaderInSection section: Int) throws(TableError)
    -> AccessibilityDescription?
  {
    try checkSection(section, operation: "accessibilityDescription(forHeaderInSection:)")
    let record = sections[section]
    if let header = record.header {
      return (header.box.anyData as? any AccessibilityDescribing)?.accessibilityDescription
    }
    return record.headerTitle.map { AccessibilityDescription(label: $0, traits: .header) }
  }

  /// The description of the footer of `section` for assistive technology: its component's,
  /// or its plain title as static text; `nil` when it has neither.
  ///
  /// - Throws: ``TableError/sectionOutOfRange(operation:section:sectionCount:)``.
  public func accessibilityDescription(forFooterInSection section: Int) throws(TableError)
    -> AccessibilityDescription?
  {
    try checkSection(section, operation: "accessibilityDescription(forFooterInSection:)")
    let record = sections[section]
    if let footer = record.footer {
      return (footer.box.anyData as? any AccessibilityDescribing)?.accessibilityDescription
    }
    return record.footerTitle.map { AccessibilityDescription(label: $0, traits: .staticText) }
  }
}
