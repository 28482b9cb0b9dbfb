import Foundation

/// Tells a data source that its host went away when the last reference to this token goes.
///
/// A host that cannot run code when it is destroyed hands one of these to whatever dies with
/// it. The UIKit host, which `UITableView` holds as an associated object, keeps its token, so
/// when the table view is deallocated (or given another engine), the engine hears
/// `TableEvent.disappear` and drops its rows, which breaks the cycle a
/// selection closure makes when it captures the engine. That works back to iOS 15, where an
/// `isolated deinit` is not available.
///
/// The call happens on the main actor: at once when the token is released there (UIKit
/// deallocates views on the main thread), else in a task on the main actor as soon as it runs.
/// A data source that is gone by then is not called.
///
/// ```swift fragment
/// let lifetime = TableHostLifetime(of: engine.dataSource)
/// // keep `lifetime` in an object that dies with the host
/// ```
package final class TableHostLifetime: Sendable {
  private let notify: @MainActor @Sendable () -> Void

  /// A token that sends `dataSource` `TableEvent.disappear` when it is released. It holds
  /// `dataSource` weakly: it must not be what keeps the data source alive.
  @MainActor
  package init(of dataSource: some TableViewDataSource) {
    // An engine's data source is a view of its engine, and may go before the token does (a
    // host releases it first) while a screen still keeps the engine: the token follows the
    // engine then, so that it still hears that its host is gone.
    if let engineDataSource = dataSource as? TableEngineDataSource {
      let reference = WeakEngine(engineDataSource.engine)
      notify = { reference.value?.hostDidGoAway() }
    } else {
      let reference = WeakDataSource(dataSource)
      notify = { reference.value?.send(.disappear) }
    }
  }

  deinit {
    let notify = self.notify
    if Thread.isMainThread {
      MainActor.assumeIsolated { notify() }
    } else {
      Task { @MainActor in notify() }
    }
  }
}

/// A weak reference that can cross into the main actor's task. Only read on the main actor.
private final class WeakDataSource: @unchecked Sendable {
  private weak var reference: AnyObject?

  @MainActor
  init(_ dataSource: some TableViewDataSource) {
    reference = dataSource
  }

  @MainActor
  var value: (any TableViewDataSource)? {
    reference as? any TableViewDataSource
  }
}

/// A weak reference to an engine that can cross into the main actor's task. Only read on the
/// main actor.
private final class WeakEngine: @unchecked Sendable {
  private weak var reference: TableEngine?

  @MainActor
  init(_ engine: TableEngine) {
    reference = engine
  }

  @MainActor
  var value: TableEngine? { reference }
}
