import Foundation

/// One data source of a ``TableComposition``: a run of sections of a shared table that it
/// addresses with its own indices, from section 0.
///
/// Every index path a source takes or returns is local (section 0 is the source's first
/// section); ``tableIndexPath(for:)`` and ``localIndexPath(for:)`` translate to and from the
/// table's positions (what a selection closure receives). Errors name the local values.
///
/// A call costs what the matching engine call costs, plus O(sections of the table) to find the
/// source's sections.
@MainActor
public final class TableSource {
  /// Held strongly: a source is often all the code filling it keeps. The composition holds
  /// its sources weakly, so there is no cycle.
  private let composition: TableComposition
  /// The keys of the source's sections, in order; keys of sections removed behind the
  /// source's back are dropped when next read.
  private(set) var ownedKeys: [Int] = []

  init(composition: TableComposition) {
    self.composition = composition
  }

  // MARK: Reading

  /// The number of the source's sections.
  public var sectionCount: Int { tableSectionIndices().count }

  /// The number of rows in the source's section `section`.
  ///
  /// - Throws: ``TableError/sectionOutOfRange(operation:section:sectionCount:)`` when the source
  ///   has no section `section`.
  public func rowCount(inSection section: Int) throws(TableError) -> Int {
    let (engine, tableSection) = try resolve(section, operation: #function)
    return engine.sections[tableSection].rows.count
  }

  /// The source's sections, with their rows. O(rows of the source).
  public var sections: [TableSection] {
    let engine = composition.engine
    return tableSectionIndices().map { engine.sections[$0].tableSection }
  }

  /// The component of the row at the local `indexPath`.
  public func component(at indexPath: IndexPath) throws(TableError) -> TableComponent {
    let (engine, path) = try resolve(indexPath, operation: #function)
    return try engine.component(at: path)
  }

  // MARK: Translating positions

  /// The table's index path of the row at the local `indexPath`.
  public func tableIndexPath(for indexPath: IndexPath) throws(TableError) -> IndexPath {
    try resolve(indexPath, operation: #function).1
  }

  /// The local index path of the row at the table's `indexPath`, or `nil` when another source
  /// (or no source) owns that section — what a selection closure uses to find its item.
  public func localIndexPath(for indexPath: IndexPath) -> IndexPath? {
    guard indexPath.count == 2, let local = tableSectionIndices().firstIndex(of: indexPath.section) else {
      return nil
    }
    return IndexPath(row: indexPath.row, section: local)
  }

  // MARK: Sections

  /// Appends `section` after the source's other sections (before the next source's) and
  /// returns its handle.
  @discardableResult
  public func addSection(_ section: TableSection = TableSection(), animation: TableAnimation = .automatic)
    throws(TableError) -> TableSectionHandle
  {
    try insertSection(section, at: sectionCount, animation: animation, operation: #function)
  }

  /// Inserts `section` at the source's section `index` (0 through its number of sections).
  @discardableResult
  public func insertSection(_ section: TableSection, at index: Int, animation: TableAnimation = .automatic)
    throws(TableError) -> TableSectionHandle
  {
    try insertSection(section, at: index, animation: animation, operation: #function)
  }

  private func insertSection(_ section: TableSection, at index: Int, animation: TableAnimation, operation: String)
    throws(TableError) -> TableSectionHandle
  {
    let engine = composition.engine
    let owned = ownedSections()
    let indices = owned.tableIndices
    guard index >= 0, index <= indices.count else {
      throw .sectionOutOfRange(operation: operation, section: index, sectionCount: indices.count)
    }
    let position: Int
    if index < indices.count {
      position = indices[index]
    } else if let last = indices.last {
      position = last + 1
    } else {
      position = composition.anchor(after: self)
    }
    let handle = try engine.insertSection(section, at: position, animation: animation, operation: operation)
    ownedKeys.insert(handle.key, at: index < owned.keyPositions.count ? owned.keyPositions[index] : ownedKeys.count)
    return handle
  }

  /// Removes the source's section `index` with its rows.
  public func removeSection(at index: Int, animation: TableAnimation = .automatic) throws(TableError) {
    let (engine, tableSection) = try resolve(index, operation: #function)
    // The key stays in `ownedKeys` and is dropped when next read, once the engine no longer has
    // the section: inside a `performBatchUpdates` group that is undone, the section comes back
    // with its key, and must come back to this source.
    try engine.removeSection(at: tableSection, animation: animation)
  }

  /// Replaces the source's sections with `sections`, as the smallest animated update of the
  /// table (``TableEngine/apply(_:animation:)`` over the whole table, with the other sources'
  /// sections unchanged). Rows are matched by identity, as `apply` matches them.
  ///
  /// - Throws: What `apply` throws; nothing changes then. `apply` cannot run inside a
  ///   `performBatchUpdates` group, so neither can this.
  public func setSections(_ sections: [TableSection], animation: TableAnimation = .automatic) throws(TableError) {
    let engine = composition.engine
    let indices = tableSectionIndices()
    let start = indices.first ?? composition.anchor(after: self)
    var table = engine.allSections
    // The other sources' sections stay the sections they are, matched by their keys: matched
    // as `apply` matches sections without an id (in order), this source's new section could
    // take the place, and the key, of another source's.
    var keys: [Int?] = engine.sections.map(\.key)
    for index in indices.reversed() {
      table.remove(at: index)
      keys.remove(at: index)
    }
    // Sections of others between this source's sections (inserted through the engine) move
    // below them; the source's own sections end up together from `start`.
    let insertAt = min(start, table.count)
    table.insert(contentsOf: sections, at: insertAt)
    keys.insert(contentsOf: [Int?](repeating: nil, count: sections.count), at: insertAt)
    try engine.apply(
      table, keepingSections: keys, animation: animation, operation: #function)
    ownedKeys = (insertAt..<insertAt + sections.count).map { engine.sections[$0].key }
  }

  // MARK: Rows

  /// Appends `component` to the source's section `section` and returns its local index path.
  @discardableResult
  public func addCell(_ component: TableComponent, toSection section: Int, animation: TableAnimation = .automatic)
    throws(TableError) -> IndexPath
  {
    try addCells([component], toSection: section, animation: animation, operation: #function)[0]
  }

  /// Appends `components` to the source's section `section` in one update and returns their
  /// local index paths.
  @discardableResult
  public func addCells(
    _ components: [TableComponent], toSection section: Int, animation: TableAnimation = .automatic
  ) throws(TableError) -> [IndexPath] {
    try addCells(components, toSection: section, animation: animation, operation: #function)
  }

  private func addCells(
    _ components: [TableComponent], toSection section: Int, animation: TableAnimation, operation: String
  ) throws(TableError) -> [IndexPath] {
    let (engine, tableSection) = try resolve(section, operation: operation)
    let start = engine.sections[tableSection].rows.count
    try engine.insertCells(
      components, at: IndexPath(row: start, section: tableSection), animation: animation, operation: operation)
    return (start..<start + components.count).map { IndexPath(row: $0, section: section) }
  }

  /// Inserts `component` at the local `indexPath` (its row may be the section's row count).
  public func insertCell(_ component: TableComponent, at indexPath: IndexPath, animation: TableAnimation = .automatic)
    throws(TableError)
  {
    let operation = #function
    let (engine, path) = try resolve(indexPath, operation: operation, allowingEnd: true)
    try engine.insertCells([component], at: path, animation: animation, operation: operation)
  }

  /// Removes the row at the local `indexPath`.
  public func removeCell(at indexPath: IndexPath, animation: TableAnimation = .automatic) throws(TableError) {
    let (engine, path) = try resolve(indexPath, operation: #function)
    try engine.removeCell(at: path, animation: animation)
  }

  /// Replaces the row at the local `indexPath` with `component`.
  public func updateCell(
    at indexPath: IndexPath, with component: TableComponent, animation: TableAnimation = .automatic
  )
    throws(TableError)
  {
    let (engine, path) = try resolve(indexPath, operation: #function)
    try engine.updateCell(at: path, with: component, animation: animation)
  }

  /// Moves the row at the local `indexPath` to the local `newIndexPath` (a position after the
  /// move), within the source.
  public func moveCell(at indexPath: IndexPath, to newIndexPath: IndexPath, animation: TableAnimation = .automatic)
    throws(TableError)
  {
    let operation = #function
    let (engine, from) = try resolve(indexPath, operation: operation)
    // The destination is checked as the table will be after the row left its place.
    let (_, toSection) = try resolve(newIndexPath.count == 2 ? newIndexPath.section : -1, operation: operation)
    var limit = engine.sections[toSection].rows.count
    if toSection == from.section { limit -= 1 }
    guard newIndexPath.row >= 0, newIndexPath.row <= limit else {
      throw .rowOutOfRange(operation: operation, indexPath: newIndexPath, rowCount: limit + 1)
    }
    try engine.moveCell(at: from, to: IndexPath(row: newIndexPath.row, section: toSection), animation: animation)
  }

  // MARK: Resolving local positions

  /// The table indices of the source's sections, in order; forgets sections that left the
  /// table through the engine.
  func tableSectionIndices() -> [Int] {
    ownedSections().tableIndices
  }

  /// The table indices of the source's sections and where their keys are in `ownedKeys`.
  /// Keys of sections that left the table are forgotten, but only outside a group: a group
  /// that is undone brings its sections back, with their keys, so inside one they are kept
  /// (and skipped).
  private func ownedSections() -> (tableIndices: [Int], keyPositions: [Int]) {
    let engine = composition.engine
    guard !ownedKeys.isEmpty else { return ([], []) }
    var indexByKey: [Int: Int] = [:]
    indexByKey.reserveCapacity(engine.sections.count)
    for (index, record) in engine.sections.enumerated() { indexByKey[record.key] = index }
    if engine.groupDepth == 0 {
      ownedKeys.removeAll { indexByKey[$0] == nil }
      return (ownedKeys.map { indexByKey[$0]! }, Array(ownedKeys.indices))
    }
    var tableIndices: [Int] = []
    var keyPositions: [Int] = []
    for (position, key) in ownedKeys.enumerated() {
      if let index = indexByKey[key] {
        tableIndices.append(index)
        keyPositions.append(position)
      }
    }
    return (tableIndices, keyPositions)
  }

  private func resolve(_ section: Int, operation: String) throws(TableError) -> (TableEngine, Int) {
    let engine = composition.engine
    let indices = tableSectionIndices()
    guard section >= 0, section < indices.count else {
      throw .sectionOutOfRange(operation: operation, section: section, sectionCount: indices.count)
    }
    return (engine, indices[section])
  }

  private func resolve(_ indexPath: IndexPath, operation: String, allowingEnd: Bool = false)
    throws(TableError) -> (TableEngine, IndexPath)
  {
    guard indexPath.count == 2 else {
      throw .rowOutOfRange(operation: operation, indexPath: IndexPath(row: -1, section: -1), rowCount: 0)
    }
    let (engine, tableSection) = try resolve(indexPath.section, operation: operation)
    let count = engine.sections[tableSection].rows.count
    guard indexPath.row >= 0, indexPath.row < count || (allowingEnd && indexPath.row == count) else {
      throw .rowOutOfRange(operation: operation, indexPath: indexPath, rowCount: count)
    }
    return (engine, IndexPath(row: indexPath.row, section: tableSection))
  }
}
