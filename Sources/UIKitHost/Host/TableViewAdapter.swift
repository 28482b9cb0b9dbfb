#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import ObjectiveC
  import UIKit

  /// The table view's data source and delegate: answers UIKit from the engine's data source,
  /// reports events, passes the rest on to the external delegate (`forwardee`). Not generic: a
  /// generic `@objc` subclass does not receive delegate calls properly
  /// (https://github.com/ra1028/Carbon/blob/master/Sources/Adapters/UITableViewAdapter.swift).
  @MainActor
  final class TableViewAdapter: NSObject {
    /// Held strongly: the engine lives as long as the table view keeps the adapter.
    let dataSource: any TableViewDataSource
    let host: UIKitTableHost
    /// Tells the engine when the table view releases the adapter.
    private let hostLifetime: TableHostLifetime
    private let textSizeObserver: TextSizeObserver?
    private var isLayoutFinishedScheduled = false
    var keyboardInset = KeyboardInset()

    /// Read by NSObject's nonisolated `responds(to:)` and `forwardingTarget(for:)` and by
    /// `deinit`; UIKit sends delegate messages on the main thread, where every write happens.
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

    deinit { detachObserver() }

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

    /// After every view the engine configured: changes that arrived meanwhile wait for the end
    /// of UIKit's layout pass.
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

    /// Through `nil`, or UIKit does not ask `respondsToSelector:` again
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

    /// Refreshes UIKit's caches the moment the forwardee is deallocated, so no message UIKit
    /// was told is answered reaches a missing target. The observer is an associated object of
    /// the forwardee, released with it when a weak load already reads `nil`
    /// (https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:));
    /// it is taken off again when replaced or when the adapter goes, so that a long-lived
    /// delegate does not collect one per table.
    private func watchForwardee() {
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
      forwardeeObserver?.cancel()
      forwardeeObserver = nil
      guard let watched = observedForwardee else { return }
      observedForwardee = nil
      objc_setAssociatedObject(
        watched, Unmanaged.passUnretained(self).toOpaque(), nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// As TableKit's `TableDirector`
    /// (https://github.com/maxsokolov/TableKit/blob/master/Sources/TableDirector.swift).
    /// `commit editingStyle` is not implemented: "yes" would offer swipe-to-delete on every row.
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
      super.responds(to: aSelector) || forwardee?.responds(to: aSelector) == true
    }

    /// Never `self`, which loops (NSObject's `forwardingTarget(for:)` documentation).
    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
      if let forwardee, forwardee.responds(to: aSelector) { return forwardee }
      return super.forwardingTarget(for: aSelector)
    }
  }

  // Each conformance in its own extension, so that a signature unlike UIKit's is an error, not
  // a method UIKit never calls. Moving and index titles are always implemented, answering per
  // row: UIKit caches which methods its data source has when it is set.
  extension TableViewAdapter: UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int {
      dataSource.numberOfSections
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      dataSource.numberOfRows(inSection: section)
    }

    /// The one place a row is shown: a cell of the row's class configured with its data, then
    /// its state (`UITableViewCell.apply(_:)`).
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      host.rowBeingDequeued = indexPath
      defer {
        host.rowBeingDequeued = nil
        scheduleLayoutFinishedIfNeeded()
      }
      // The host registers only UITableViewCell subclasses for rows.
      let cell = dataSource.viewForRow(at: indexPath) as! UITableViewCell
      cell.apply(dataSource.rowState(at: indexPath))
      return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      dataSource.headerTitle(inSection: section)
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      dataSource.footerTitle(inSection: section)
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      dataSource.userCanMoveRow(at: indexPath)
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
      // UIKit shows the row moved already: a move the engine refuses is undone by a reload
      // once the reordering is over.
      if !dataSource.send(.moved(from: sourceIndexPath, to: destinationIndexPath)) {
        DispatchQueue.main.async { [weak tableView] in tableView?.reloadData() }
      }
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      dataSource.sectionIndexTitles
    }
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
      dataSource.sectionIndex(forIndexTitleAt: index)
    }
  }
#endif
