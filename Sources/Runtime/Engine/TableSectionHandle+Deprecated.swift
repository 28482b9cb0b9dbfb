import Foundation

// The spellings before rows were "rows" everywhere: each forwards to its new name and goes
// away in the next release. A refusal names the new method (`appendRow(_:animation:)`).
extension TableSectionHandle {
  /// Renamed ``appendRow(_:animation:)``.
  @available(*, deprecated, renamed: "appendRow(_:animation:)")
  @discardableResult
  public func addCell(_ component: TableComponent, animation: TableAnimation = .automatic)
    throws(TableError) -> IndexPath
  {
    try appendRow(component, animation: animation)
  }

  /// Renamed ``appendRows(_:animation:)``.
  @available(*, deprecated, renamed: "appendRows(_:animation:)")
  @discardableResult
  public func addCells(_ components: [TableComponent], animation: TableAnimation = .automatic)
    throws(TableError) -> [IndexPath]
  {
    try appendRows(components, animation: animation)
  }
}
