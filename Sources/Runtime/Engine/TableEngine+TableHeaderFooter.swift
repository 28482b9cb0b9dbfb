import Foundation

// The views above and below all sections: UIKit's `tableHeaderView` and `tableFooterView`,
// CBTableViewDataSource's `headerView`/`footerView`. They are components like any other, so
// they are configured, measured and cached the same way; they only sit outside the sections.
extension TableEngine {
  /// The component shown above all sections, or `nil` for none.
  public var tableHeader: TableComponent? { tableHeaderRecord?.component }

  /// The component shown below all sections, or `nil` for none. An empty component here is
  /// how a UIKit table hides the separators of the empty rows below its content.
  public var tableFooter: TableComponent? { tableFooterRecord?.component }

  /// Shows `component` above all sections, or removes the table header with `nil`.
  ///
  /// The host shows the change at once (it does not animate: UIKit swaps
  /// `tableHeaderView` without an animation). Inside ``performBatchUpdates(animation:_:)`` it
  /// is part of the group: undone when the group throws, shown when it ends.
  ///
  /// - Throws: ``TableError/emptyReuseIdentifier(operation:viewClass:)``,
  ///   ``TableError/reuseIdentifierConflict(identifier:registeredClass:newClass:)`` or
  ///   ``TableError/unsupportedViewClass(viewClass:role:reason:)`` for a component the host
  ///   cannot show in this role, and ``TableError/reentrantMutation(operation:during:)``
  ///   while the engine is busy. The table is unchanged then.
  public func setTableHeader(_ component: TableComponent?) throws(TableError) {
    try setDecoration(component, at: \.tableHeaderRecord, operation: #function)
  }

  /// Shows `component` below all sections, or removes the table footer with `nil`. Behaves as
  /// ``setTableHeader(_:)``.
  public func setTableFooter(_ component: TableComponent?) throws(TableError) {
    try setDecoration(component, at: \.tableFooterRecord, operation: #function)
  }

  private func setDecoration(
    _ component: TableComponent?, at record: ReferenceWritableKeyPath<TableEngine, DecorationRecord?>,
    operation: String
  ) throws(TableError) {
    try checkIdle(operation)
    if let component { try register(component, role: .tableHeaderFooter, operation: operation) }
    self[keyPath: record] = component.map { DecorationRecord(component: $0, height: nil) }
    defer { checkInvariants() }
    guard groupDepth == 0 else {
      tableDecorationChangedInGroup = true
      return
    }
    host?.reloadTableHeaderAndFooter()
  }
}
