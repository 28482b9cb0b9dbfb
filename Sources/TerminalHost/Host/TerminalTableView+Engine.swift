import ComponentTable
import Foundation

// The engine and the navigator take any host inside the package; outside it, a table is
// shown by one of the package's hosts, so these are the public ways to put screens in a
// terminal table.

extension TableEngine {
  /// An engine showing its sections in `table`; `delegate` hears selection, display and
  /// scrolling. The table keeps the engine alive for as long as the table lives.
  public convenience init(host table: TerminalTableView, delegate: (any TableEngineDelegate)? = nil) {
    self.init(host: table as any TableHost, delegate: delegate)
  }
}

extension TableNavigator {
  /// A stack holding `root`, each screen shown in a terminal table `makeTable` makes; it is
  /// called again with every screen pushed and must return a new table each time.
  ///
  /// - Throws: The navigator's error when `root` is on another stack or the engine refuses its
  ///   sections.
  public convenience init(
    root: TableScreen, makeTable: @escaping @MainActor (TableScreen) throws(TableError) -> TerminalTableView
  ) throws(TableError) {
    try self.init(root: root) { (screen: TableScreen) throws(TableError) -> any TableHost in try makeTable(screen)
    }
  }
}
