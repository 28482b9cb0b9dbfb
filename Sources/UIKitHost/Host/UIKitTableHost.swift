#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import ObjectiveC
  import UIKit

  /// A `UITableView` as the engine's host, and the table's data source and delegate: answers
  /// UIKit from the engine's data source, reports events, passes the rest on to the external
  /// delegate (`forwardee`). The table view keeps the host alive, the host the engine's data
  /// source. Not generic: a generic `@objc` subclass does not receive delegate calls properly
  /// (https://github.com/ra1028/Carbon/blob/master/Sources/Adapters/UITableViewAdapter.swift).
  @MainActor
  package final class UIKitTableHost: NSObject, TableHost {
    package private(set) weak var tableView: UITableView?
    /// Held strongly from `attach(_:)` on: the engine lives as long as the table view keeps this.
    private(set) var dataSource: (any TableViewDataSource)!
    /// Tells the engine when the table view releases the host.
    private var hostLifetime: TableHostLifetime?
    private var textSizeObserver: TextSizeObserver?
    private var isLayoutFinishedScheduled = false
    var keyboardInset = KeyboardInset()
    /// Set around `viewForRow(at:)`: only `dequeueReusableCell(withIdentifier:for:)` hands back
    /// the existing cell during `reconfigureRows(at:)`, which "must return the same existing
    /// cell" (https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:)).
    var rowBeingDequeued: IndexPath?
    /// The table header and footer views, which UIKit neither registers nor reuses.
    var tableDecorations = ViewPool<UIView>()
    var sectionTopPadding = SectionTopPadding()
    /// The engine's tint the table shows as its `tintColor`, to be taken away with it.
    var shownEngineTint: TableColor?

    /// Read by NSObject's nonisolated `responds(to:)` and `forwardingTarget(for:)` and by
    /// `deinit`; UIKit sends delegate messages on the main thread, where every write happens.
    nonisolated(unsafe) private(set) weak var forwardee: (any UITableViewDelegate)?
    nonisolated(unsafe) private static var associatedKey: UInt8 = 0

    /// The external delegate is stored before the host becomes the table's delegate: UIKit
    /// caches which methods its delegate implements when it is set
    /// (https://github.com/Augustyniak/RATreeView/issues/154).
    package init(tableView: UITableView, tableViewDelegate: (any UITableViewDelegate)? = nil) {
      self.tableView = tableView
      super.init()
      forward(to: tableViewDelegate)
    }

    deinit { stopWatchingForwardee() }

    /// Makes the host the table's data source and delegate, kept alive by the table view as an
    /// associated object: UIKit holds both weakly
    /// (https://developer.apple.com/documentation/uikit/uitableview/datasource).
    package func attach(_ dataSource: any TableViewDataSource) {
      guard let tableView else { return }
      self.dataSource = dataSource
      hostLifetime = TableHostLifetime(of: dataSource)
      textSizeObserver = engine.map {
        TextSizeObserver(engine: $0, notification: UIContentSizeCategory.didChangeNotification)
      }
      objc_setAssociatedObject(tableView, &Self.associatedKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      tableView.dataSource = self
      tableView.delegate = self
      tableView.reloadData()
      #if os(iOS)
        startAvoidingKeyboard()
      #endif
    }

    static func installed(on tableView: UITableView) -> UIKitTableHost? {
      objc_getAssociatedObject(tableView, &associatedKey) as? UIKitTableHost
    }

    var engine: TableEngine? { (dataSource as? TableEngineDataSource)?.engine }

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

    /// Through `nil`, or UIKit does not ask `respondsToSelector:` again
    /// (https://github.com/Augustyniak/RATreeView/issues/154). Setting the data source reloads
    /// the table, which can end a text field's editing inside UIKit's pass: a host update.
    private func refreshTableViewCaches() {
      guard let tableView, let dataSource else { return }
      dataSource.performHostUpdate {
        tableView.delegate = nil
        tableView.delegate = self
        tableView.dataSource = nil
        tableView.dataSource = self
      }
    }

    /// Forwards to `delegate` (`TableEngine.tableViewDelegate`), unless it is the host or the
    /// table view: forwarding to either loops forever. UIKit's caches are refreshed now and the
    /// moment the delegate is deallocated, so no message UIKit was told is answered reaches a
    /// missing target: an observer is an associated object of the delegate, released with it
    /// when a weak load already reads `nil`
    /// (https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:)),
    /// and taken off again when the delegate is replaced or the host goes, so that a long-lived
    /// delegate does not collect one per table.
    func forward(to delegate: (any UITableViewDelegate)?) {
      stopWatchingForwardee()
      forwardee = delegate === self || delegate === tableView ? nil : delegate
      refreshTableViewCaches()
      guard let forwardee else { return }
      let observer = DeallocationObserver { [weak self] in
        let refresh: @Sendable () -> Void = { [weak self] in
          MainActor.assumeIsolated {
            guard let self, self.forwardee == nil else { return }
            self.refreshTableViewCaches()
          }
        }
        if Thread.isMainThread { refresh() } else { DispatchQueue.main.async(execute: refresh) }
      }
      objc_setAssociatedObject(forwardee, forwardeeKey, observer, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    nonisolated private func stopWatchingForwardee() {
      guard let forwardee else { return }
      (objc_getAssociatedObject(forwardee, forwardeeKey) as? DeallocationObserver)?.cancel()
      objc_setAssociatedObject(forwardee, forwardeeKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// One key per host: two tables may forward to the same delegate.
    nonisolated private var forwardeeKey: UnsafeRawPointer {
      UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
    }

    /// As TableKit's `TableDirector`
    /// (https://github.com/maxsokolov/TableKit/blob/master/Sources/TableDirector.swift).
    /// `commit editingStyle` is not implemented: "yes" would offer swipe-to-delete on every row.
    nonisolated override package func responds(to aSelector: Selector!) -> Bool {
      super.responds(to: aSelector) || forwardee?.responds(to: aSelector) == true
    }

    /// Never `self`, which loops (NSObject's `forwardingTarget(for:)` documentation).
    nonisolated override package func forwardingTarget(for aSelector: Selector!) -> Any? {
      if let forwardee, forwardee.responds(to: aSelector) { return forwardee }
      return super.forwardingTarget(for: aSelector)
    }
  }

  // Each conformance in its own extension, so that a signature unlike UIKit's is an error, not
  // a method UIKit never calls. Moving and index titles are always implemented, answering per
  // row: UIKit caches which methods its data source has when it is set.
  extension UIKitTableHost: UITableViewDataSource {
    package func numberOfSections(in tableView: UITableView) -> Int {
      dataSource.numberOfSections
    }
    package func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      dataSource.numberOfRows(inSection: section)
    }

    /// The one place a row is shown: a cell of the row's class configured with its data, then
    /// its state (`UITableViewCell.apply(_:)`).
    package func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      rowBeingDequeued = indexPath
      defer {
        rowBeingDequeued = nil
        scheduleLayoutFinishedIfNeeded()
      }
      // Only UITableViewCell subclasses are registered for rows.
      let cell = dataSource.viewForRow(at: indexPath) as! UITableViewCell
      cell.apply(dataSource.rowState(at: indexPath))
      return cell
    }

    package func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      dataSource.title(of: .header(section))
    }
    package func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      dataSource.title(of: .footer(section))
    }

    package func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      dataSource.rowState(at: indexPath).canMove
    }

    package func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
      // UIKit shows the row moved already: a move the engine refuses is undone by a reload
      // once the reordering is over.
      if !dataSource.send(.moved(from: sourceIndexPath, to: destinationIndexPath)) {
        DispatchQueue.main.async { [weak tableView] in tableView?.reloadData() }
      }
    }

    package func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      dataSource.sectionIndexTitles
    }
    package func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
      dataSource.sectionIndex(forIndexTitleAt: index)
    }
  }
#endif
