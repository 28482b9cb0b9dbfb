#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import ObjectiveC
  import UIKit

  // Everything the adapter does not implement reaches the external delegate: `UITableView` asks
  // `respondsToSelector:` before sending an optional message, and the runtime then asks
  // `forwardingTarget(for:)` where to send it (as TableKit's `TableDirector` does:
  // https://github.com/maxsokolov/TableKit/blob/master/Sources/TableDirector.swift).
  extension TableViewAdapter {
    /// The external delegate, usually the view controller. It gets every `UITableViewDelegate`
    /// and `UIScrollViewDelegate` message the adapter does not implement, and the selection,
    /// display and scroll messages after the engine handled them. Held weakly.
    ///
    /// Setting it re-assigns the adapter as the table's delegate and data source, because
    /// UIKit caches `respondsToSelector:` answers when they are set
    /// (https://github.com/Augustyniak/RATreeView/issues/154). The adapter itself and the table
    /// view are refused (stored as `nil`): forwarding to either loops forever.
    ///
    /// The delegate may go away before the table (SwiftUI's weakly held `tableViewDelegate`):
    /// a message UIKit was told is answered, sent after the delegate vanished, would raise
    /// "unrecognized selector". So the adapter watches the delegate's life and
    /// makes the table ask again the moment it goes (`watchForwardee()`).
    var tableViewDelegate: (any UITableViewDelegate)? {
      get { forwardee }
      set {
        forwardee = (newValue === self || newValue === host.tableView) ? nil : newValue
        watchForwardee()
        refreshTableViewCaches()
      }
    }

    /// Sets the adapter as the table's delegate and data source again, through `nil`, so UIKit
    /// asks `respondsToSelector:` again (it skips that when the same object is set again:
    /// https://github.com/Augustyniak/RATreeView/issues/154).
    /// Setting the data source reloads the table, which ends a text field's editing from inside
    /// UIKit's pass: the engine is told it is the host's own update, so such an event waits.
    func refreshTableViewCaches() {
      guard let tableView = host.tableView else { return }
      dataSource.performHostUpdate {
        tableView.delegate = nil
        tableView.delegate = self
        tableView.dataSource = nil
        tableView.dataSource = self
      }
    }

    /// Ties a `DeallocationObserver` to the current forwardee's life, as an associated object
    /// (released with the object: `objc_setAssociatedObject`,
    /// https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:)),
    /// and cancels the one tied to the previous forwardee.
    ///
    /// When the forwardee goes, the observer re-assigns the table's delegate and data source,
    /// so UIKit's cached answers no longer name methods only the forwardee had. The Objective-C
    /// runtime removes associated objects while the object is being deallocated, when a weak
    /// load of it already reads `nil` (inference from objc4's `objc_destructInstance`, which
    /// removes associations; Swift's weak references read `nil` from the start of `deinit`), so
    /// the re-asked `responds(to:)` no longer sees it. Released off the main thread (rare for a
    /// UIKit delegate), the refresh waits for the main queue.
    ///
    /// The observer attached to the previous forwardee is taken off it (associating `nil`
    /// clears an association:
    /// https://developer.apple.com/documentation/objectivec/1418509-objc_setassociatedobject), and
    /// so is the current one when the adapter goes (`deinit`): a long-lived delegate (an app
    /// coordinator) would otherwise keep one observer for every table it was ever given.
    func watchForwardee() {
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

    /// Takes this adapter's observer off the object it watches, if that object is still alive.
    nonisolated func detachObserver() {
      guard let watched = observedForwardee else { return }
      observedForwardee = nil
      objc_setAssociatedObject(
        watched, Unmanaged.passUnretained(self).toOpaque(), nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// `true` for what the adapter implements and for what the external delegate implements.
    /// Swipe actions, moving and index titles are the adapter's and answer per row (see
    /// `TableViewAdapter+Editing.swift`); `commit editingStyle` is nobody's unless the external
    /// delegate implements it: answering "yes" turns on swipe-to-delete for every row.
    ///
    /// Nonisolated because NSObject's is; UIKit asks on the main thread (see `forwardee`).
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
      super.responds(to: aSelector) || forwardee?.responds(to: aSelector) == true
    }

    /// The external delegate for a message the adapter does not implement, else NSObject's
    /// answer; never `self` (that loops: NSObject `forwardingTarget(for:)` documentation).
    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
      if let forwardee, forwardee.responds(to: aSelector) { return forwardee }
      return super.forwardingTarget(for: aSelector)
    }
  }
#endif
