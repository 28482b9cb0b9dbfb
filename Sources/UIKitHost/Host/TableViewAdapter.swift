#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import ObjectiveC
  import UIKit

  /// The table view's data source and delegate: answers UIKit from the engine's data source,
  /// reports what happened as `TableEvent`s, and passes the rest on to the external
  /// `UITableViewDelegate` (`forwardee`).
  ///
  /// Not generic: a generic `@objc` subclass does not receive delegate calls properly
  /// (https://github.com/ra1028/Carbon/blob/master/Sources/Adapters/UITableViewAdapter.swift).
  @MainActor
  final class TableViewAdapter: NSObject {
    /// Held strongly: the table view keeps the adapter, and the engine lives as long as it does.
    let dataSource: any TableViewDataSource
    let host: UIKitTableHost
    /// Sends `TableEvent.disappear` when the table view releases the adapter.
    private let hostLifetime: TableHostLifetime
    private let textSizeObserver: TextSizeObserver?
    private var isLayoutFinishedScheduled = false
    var keyboardInset = KeyboardInset()

    /// `nonisolated(unsafe)`: NSObject's `responds(to:)` and `forwardingTarget(for:)` are
    /// nonisolated and read it, and `deinit` cancels the observer. UIKit sends delegate
    /// messages on the main thread, where every write happens too.
    nonisolated(unsafe) weak var forwardee: (any UITableViewDelegate)?
    nonisolated(unsafe) private var forwardeeObserver: DeallocationObserver?
    nonisolated(unsafe) private weak var observedForwardee: AnyObject?

    nonisolated(unsafe) private static var associatedKey: UInt8 = 0

    /// The external delegate is stored before the adapter becomes the table's delegate: UIKit
    /// caches which methods its delegate implements when it is set
    /// (https://github.com/Augustyniak/RATreeView/issues/154).
    init(dataSource: any TableViewDataSource, host: UIKitTableHost, tableViewDelegate: (any UITableViewDelegate)?) {
      self.dataSource = dataSource
      self.host = host
      hostLifetime = TableHostLifetime(of: dataSource)
      textSizeObserver = (dataSource as? TableEngineDataSource).map {
        TextSizeObserver(engine: $0.engine, notification: UIContentSizeCategory.didChangeNotification)
      }
      // Forwarding to the table view itself loops forever.
      forwardee = tableViewDelegate === host.tableView ? nil : tableViewDelegate
      super.init()
      watchForwardee()
    }

    deinit {
      forwardeeObserver?.cancel()
      detachObserver()
    }

    /// Makes the adapter `tableView`'s data source and delegate, kept alive by the table view
    /// as an associated object: UIKit holds both weakly
    /// (https://developer.apple.com/documentation/uikit/uitableview/datasource).
    func install(in tableView: UITableView) {
      objc_setAssociatedObject(tableView, &Self.associatedKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      tableView.dataSource = self
      tableView.delegate = self
      tableView.reloadData()
      startAvoidingKeyboard()
    }

    static func installed(on tableView: UITableView) -> TableViewAdapter? {
      objc_getAssociatedObject(tableView, &associatedKey) as? TableViewAdapter
    }

    /// Sends `TableEvent.layoutFinished` after UIKit's current layout pass, if changes wait for
    /// it: a change that arrived while a view was configured must not reach the table inside
    /// the pass. Called after every view the engine configured for UIKit.
    func scheduleLayoutFinishedIfNeeded() {
      guard dataSource.hasChangesWaitingForLayout, !isLayoutFinishedScheduled else { return }
      isLayoutFinishedScheduled = true
      DispatchQueue.main.async { [weak self] in
        MainActor.assumeIsolated {
          self?.isLayoutFinishedScheduled = false
          self?.dataSource.send(.layoutFinished)
        }
      }
    }

    // MARK: Forwarding

    /// The external delegate (`TableEngine.tableViewDelegate`). The adapter and the table view
    /// are refused: forwarding to either loops forever.
    var tableViewDelegate: (any UITableViewDelegate)? {
      get { forwardee }
      set {
        forwardee = (newValue === self || newValue === host.tableView) ? nil : newValue
        watchForwardee()
        refreshTableViewCaches()
      }
    }

    /// Sets the adapter as delegate and data source again, through `nil`, so UIKit asks
    /// `respondsToSelector:` again: it does not when the same object is set again
    /// (https://github.com/Augustyniak/RATreeView/issues/154). Setting the data source reloads
    /// the table, which can end a text field's editing inside UIKit's pass: a host update.
    func refreshTableViewCaches() {
      guard let tableView = host.tableView else { return }
      dataSource.performHostUpdate {
        tableView.delegate = nil
        tableView.delegate = self
        tableView.dataSource = nil
        tableView.dataSource = self
      }
    }

    /// Refreshes UIKit's caches the moment the forwardee is deallocated, so that no message
    /// UIKit was told is answered reaches a missing target ("unrecognized selector"). The
    /// observer is an associated object of the forwardee, released with it
    /// (https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:)),
    /// when a weak load already reads `nil`. The previous forwardee's observer is taken off
    /// (associating `nil`), and the current one's when the adapter goes, so that a long-lived
    /// delegate does not collect one per table.
    private func watchForwardee() {
      forwardeeObserver?.cancel()
      forwardeeObserver = nil
      detachObserver()
      guard let forwardee else { return }
      let observer = DeallocationObserver { [weak self] in
        let refresh: @Sendable () -> Void = { [weak self] in
          MainActor.assumeIsolated {
            guard let self, self.forwardee == nil else { return }
            self.forwardeeObserver = nil
            self.refreshTableViewCaches()
          }
        }
        if Thread.isMainThread { refresh() } else { DispatchQueue.main.async(execute: refresh) }
      }
      forwardeeObserver = observer
      observedForwardee = forwardee
      // One key per adapter: two tables may forward to the same delegate.
      objc_setAssociatedObject(
        forwardee, Unmanaged.passUnretained(self).toOpaque(), observer, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    nonisolated private func detachObserver() {
      guard let watched = observedForwardee else { return }
      observedForwardee = nil
      objc_setAssociatedObject(
        watched, Unmanaged.passUnretained(self).toOpaque(), nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// What the adapter implements, or the forwardee does (as TableKit's `TableDirector`:
    /// https://github.com/maxsokolov/TableKit/blob/master/Sources/TableDirector.swift).
    /// `commit editingStyle` is not implemented: answering "yes" would turn on swipe-to-delete
    /// for every row.
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
      super.responds(to: aSelector) || forwardee?.responds(to: aSelector) == true
    }

    /// Never `self`, which loops (NSObject's `forwardingTarget(for:)` documentation).
    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
      if let forwardee, forwardee.responds(to: aSelector) { return forwardee }
      return super.forwardingTarget(for: aSelector)
    }
  }
#endif
