import Foundation

// Headers and footers of sections and of the table (UIKit's `tableHeaderView` and
// `tableFooterView`, CBTableViewDataSource's `headerView`/`footerView`): components like any
// other, configured, measured and cached on one path; the table's only sit outside the sections.
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
    try setDecoration(component, at: .tableHeader, operation: #function)
  }

  /// Shows `component` below all sections, or removes the table footer with `nil`. Behaves as
  /// ``setTableHeader(_:)``.
  public func setTableFooter(_ component: TableComponent?) throws(TableError) {
    try setDecoration(component, at: .tableFooter, operation: #function)
  }

  private func setDecoration(_ component: TableComponent?, at decoration: Decoration, operation: String)
    throws(TableError)
  {
    try checkIdle(operation)
    if let component { try register(component, role: decoration.role, operation: operation) }
    self[decoration] = component.map(RowRecord.init)
    checkInvariants()
    askHost(.reloadTableHeaderAndFooter)
  }

  /// The stored header or footer; the section of a section's must exist.
  subscript(decoration: Decoration) -> RowRecord? {
    get {
      switch decoration {
      case .header(let section): sections[section].header
      case .footer(let section): sections[section].footer
      case .tableHeader: tableHeaderRecord
      case .tableFooter: tableFooterRecord
      }
    }
    set {
      switch decoration {
      case .header(let section): sections[section].header = newValue
      case .footer(let section): sections[section].footer = newValue
      case .tableHeader: tableHeaderRecord = newValue
      case .tableFooter: tableFooterRecord = newValue
      }
    }
  }

  /// The component of `decoration`, or `nil` for none; a section out of range traps, naming `method`.
  func component(of decoration: Decoration, _ method: String) -> TableComponent? {
    if let section = decoration.section { checkHostSection(section, method) }
    return self[decoration]?.component
  }
}
