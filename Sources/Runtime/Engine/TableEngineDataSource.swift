import Foundation

/// What a host calls while it shows an engine's table: the `TableViewDataSource` of a
/// ``TableEngine``, kept apart from the engine so that the engine's own API is what screen code
/// calls, and this type what a host calls.
///
/// `TableEngine.init(host:delegate:)` makes one and hands it to `TableHost.attach(_:)`; a
/// host holds it, and it holds the engine, so the host keeps the engine alive (see
/// <doc:TheHostContract>). `TableEngine.dataSource` gives the same object back while a host
/// holds it.
///
/// A host only asks about positions it got from the counts (`numberOfSections`,
/// `numberOfRows(inSection:)`), as `UITableView` does. A position out of range is a host bug
/// and traps with a message that names it; the few calls that can arrive late (a control event,
/// a picked action, a user's move) ignore a position that names no row instead.
///
/// The type and its per-row height calls are public although only the package's hosts call
/// them: the hosts are other modules, and the optimizer inlines and specializes across modules
/// only what is public. As `package` API, the cached height a host reads for every row it lays
/// out took a third longer. The rest of what a host calls is `package`.
@MainActor
public final class TableEngineDataSource: TableViewDataSource {
  /// The engine whose table this data source shows; the host keeps it alive through this.
  package let engine: TableEngine

  init(engine: TableEngine) { self.engine = engine }

  // MARK: Counts

  package var numberOfSections: Int {
    // The host reads the counts to lay out: reported to its call observer, except while a batch
    // changes them.
    if let observer = engine.hostCallObserver, engine.activity != .updatingHost, let host = engine.host {
      _ = observer.host(host, relies: .layout, on: engine.rowCounts)
    }
    return engine.sections.count
  }

  package func numberOfRows(inSection section: Int) -> Int {
    engine.checkHostSection(section, #function)
    return engine.sections[section].rows.count
  }
}

extension TableEngine {
  /// The data source the engine handed to `TableHost.attach(_:)` (see ``TableEngineDataSource``);
  /// made again when asked for after the host let it go.
  package var dataSource: TableEngineDataSource {
    if let attached = attachedDataSource { return attached }
    let made = TableEngineDataSource(engine: self)
    attachedDataSource = made
    return made
  }
}
