import Foundation

// Adding one row to the end of a section: what a screen built row by row does thousands of
// times (`TableSectionHandle.addCell`), so it skips what the general `insertRows` pays per call
// — arrays of one component, one record and one index path, and a batch update that an engine
// without a host on screen never sends.
extension TableEngine {
  /// The index of the section whose key is `key`, or `nil` when it was removed. O(sections),
  /// a plain loop: a closure here would be checked for main-actor isolation on every call.
  func sectionIndex(forKey key: Int) -> Int? {
    var index = 0
    while index < sections.count {
      if sections[index].key == key { return index }
      index += 1
    }
    return nil
  }

  /// Appends `component` to the section keyed `key` and returns its index path: the same
  /// checks, registration and host calls as ``insertCells(_:at:animation:)`` at the section's
  /// end.
  func addCell(
    _ component: TableComponent, toSectionWithKey key: Int, animation: TableAnimation, operation: String
  ) throws(TableError) -> IndexPath {
    guard let section = sectionIndex(forKey: key) else { throw .sectionRemoved(operation: operation) }
    try checkIdle(operation)
    var lastChecked: ObjectIdentifier?
    try register(component, following: &lastChecked, operation: operation)
    let path = IndexPath(row: sections[section].rows.count, section: section)
    // Inside a group the group's end tells the host; off screen or without a host there is no
    // batch to send: `commit` would only apply the change (and reload an off-screen host).
    let host = self.host
    guard groupDepth == 0, let host, host.isOnScreen else {
      sections[section].rows.append(RowRecord(component))
      if groupDepth == 0 { host?.reloadData() }
      return path
    }
    commit(TableBatchUpdate(insertedRows: [path]), animation: animation) {
      $0[section].rows.append(RowRecord(component))
    }
    return path
  }
}
