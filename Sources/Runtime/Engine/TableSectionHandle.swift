import Foundation

/// A section of an engine's table that you append rows to, as `CCTableDataSource`'s `addSection`
/// gave back. It follows its section when sections are inserted, moved or removed around it.
@MainActor
public final class TableSectionHandle {
  private weak var engine: TableEngine?
  let key: Int

  init(engine: TableEngine, key: Int) {
    self.engine = engine
    self.key = key
  }

  /// The section's current index, or `nil` when it was removed (or the engine is gone).
  public var index: Int? {
    engine?.sectionIndex(forKey: key)
  }

  /// Appends `component` to the section and returns its index path.
  @discardableResult
  public func addCell(_ component: TableComponent, animation: TableAnimation = .automatic)
    throws(TableError) -> IndexPath
  {
    guard let engine else { throw .sectionRemoved(operation: #function) }
    return try engine.addCell(
      component, toSectionWithKey: key, animation: animation, operation: #function)
  }

  /// Appends `components` to the section in one update and returns their index paths.
  @discardableResult
  public func addCells(_ components: [TableComponent], animation: TableAnimation = .automatic)
    throws(TableError) -> [IndexPath]
  {
    let operation = #function
    guard let engine, let section = index else { throw .sectionRemoved(operation: operation) }
    return try engine.appendCells(components, toSection: section, animation: animation, operation: operation)
  }

  /// The number of rows in the section.
  ///
  /// - Throws: ``TableError/sectionRemoved(operation:)`` when the section was removed or the
  ///   engine is gone.
  public func rowCount() throws(TableError) -> Int {
    guard let engine, let section = index else { throw .sectionRemoved(operation: #function) }
    return engine.sections[section].rows.count
  }
}
