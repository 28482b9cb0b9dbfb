#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import ObjectiveC
  import UIKit

  /// The table view's data source and delegate: it answers each UIKit question from the
  /// engine's data source, reports what happened as a `TableEvent`, and passes on to the external
  /// `UITableViewDelegate` everything else (see `TableViewAdapter+Forwarding.swift`).
  ///
  /// A non-generic `NSObject` subclass: the UIKit protocols are `NSObjectProtocol`s, and a
  /// generic `@objc` subclass does not receive delegate calls properly (Carbon's table adapter
  /// warns of it:
  /// https://github.com/ra1028/Carbon/blob/master/Sources/Adapters/UITableViewAdapter.swift). It is
  /// internal: screens talk to the engine, and set the external delegate through
  /// `TableEngine.tableViewDelegate`.
  @MainActor
  final class TableViewAdapter: NSObject {
    /// The engine (or any data source) UIKit's questions go to. Held strongly: the adapter is
    /// what the table view keeps alive, and the engine lives as long as it does.
    let dataSource: any TableViewDataSource

    /// The host the adapter tells which row a cell is dequeued for.
    let host: UIKitTableHost

    /// Tells the data source that its table view is gone when the adapter goes: the table view
    /// releases the adapter when it is deallocated (or gets another engine), and the engine
    /// then drops its rows, whose closures may hold it in a cycle. Only released, never read.
    private let hostLifetime: TableHostLifetime

    /// Whether `TableEvent.layoutFinished` is already scheduled for the end of this layout pass.
    private var isLayoutFinishedScheduled = false

    /// The external delegate that receives what the adapter does not handle.
    ///
    /// `nonisolated(unsafe)` because NSObject's `responds(to:)` and `forwardingTarget(for:)`
    /// are nonisolated and read it. That is safe: UIKit sends delegate messages
    /// and asks `respondsToSelector:` on the main thread only, where every write happens too,
    /// and a weak reference is loaded atomically by the runtime.
    nonisolated(unsafe) weak var forwardee: (any UITableViewDelegate)?

    /// Tied to the forwardee's life (see `watchForwardee()`); cancelled when it is replaced.
    /// `nonisolated(unsafe)` so that `deinit` can cancel it; written on the main thread only.
    nonisolated(unsafe) var forwardeeObserver: DeallocationObserver?

    /// The object `forwardeeObserver` is associated with, to take it off again. Weak and
    /// `nonisolated(unsafe)` for `deinit`, like `forwardee`.
    nonisolated(unsafe) weak var observedForwardee: AnyObject?

    /// Drops the engine's heights when the user's text size changes (Dynamic Type), as long as
    /// the table shows the engine. Only released, never read.
    private let textSizeObserver: TextSizeObserver?

    /// The part of the table's bottom inset added for the keyboard (see
    /// `TableViewAdapter+Keyboard.swift`), so it can be taken back without touching the app's.
    var keyboardInset: CGFloat = 0

    /// Key of the associated object by which a table view keeps its adapter alive; only its
    /// address matters. `nonisolated(unsafe)` because `objc_setAssociatedObject` takes its
    /// address from any context; it is never written.
    nonisolated(unsafe) private static var associatedKey: UInt8 = 0

    /// An adapter for `dataSource` on `host`'s table view. The external delegate is stored here,
    /// before the adapter becomes the table's delegate: UIKit caches which methods its delegate
    /// implements at the moment it is set (https://github.com/Augustyniak/RATreeView/issues/154).
    init(dataSource: any TableViewDataSource, host: UIKitTableHost, tableViewDelegate: (any UITableViewDelegate)?) {
      self.dataSource = dataSource
      self.host = host
      self.hostLifetime = TableHostLifetime(of: dataSource)
      textSizeObserver = (dataSource as? TableEngineDataSource).map {
        TextSizeObserver(engine: $0.engine, notification: UIContentSizeCategory.didChangeNotification)
      }
      // Never forward to the table view itself (that loops forever); `self` cannot be passed yet.
      self.forwardee = tableViewDelegate === host.tableView ? nil : tableViewDelegate
      super.init()
      watchForwardee()
    }

    /// Tells the data source once UIKit's current layout pass is over, if changes wait for it:
    /// UIKit asks for cells, section headers and footers while it lays out, and changes that
    /// arrived while the engine configured one must not reach the table before the pass ends.
    /// The main queue runs the block after it. Called after every view the engine configured
    /// for UIKit: a change deferred from any of them would otherwise wait for the next cell.
    func scheduleLayoutFinishedIfNeeded() {
      guard dataSource.hasChangesWaitingForLayout, !isLayoutFinishedScheduled else { return }
      isLayoutFinishedScheduled = true
      DispatchQueue.main.async { [weak self] in
        MainActor.assumeIsolated {
          guard let self else { return }
          self.isLayoutFinishedScheduled = false
          self.dataSource.send(.layoutFinished)
        }
      }
    }

    /// Takes the observer off a delegate that outlives the adapter (see `watchForwardee()`).
    deinit {
      forwardeeObserver?.cancel()
      detachObserver()
    }

    /// Makes the adapter `tableView`'s data source and delegate and ties its life to the table
    /// view's: `dataSource` and `delegate` are weak, so without the associated object an engine
    /// nobody stores would vanish (a bug of Objective-C data sources built this way). Replaces an
    /// adapter installed before.
    func install(in tableView: UITableView) {
      objc_setAssociatedObject(
        tableView, &TableViewAdapter.associatedKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      tableView.dataSource = self
      tableView.delegate = self
      tableView.reloadData()
      startAvoidingKeyboard()
    }

    /// The adapter installed on `tableView`, if any.
    static func installed(on tableView: UITableView) -> TableViewAdapter? {
      objc_getAssociatedObject(tableView, &TableViewAdapter.associatedKey) as? TableViewAdapter
    }
  }

#endif
