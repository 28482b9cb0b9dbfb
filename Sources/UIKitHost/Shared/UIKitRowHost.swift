#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import ObjectiveC
  import UIKit

  /// What both UIKit hosts share (``UIKitTableHost`` over a `UITableView`, ``UIKitListHost``
  /// over a `UICollectionView` list): the data source they keep, the lifetime and text-size
  /// watches, the external delegate they forward to, the engine's tint; the rows they show are
  /// asked the same questions through ``rowList``. The scroll view keeps its host alive, the
  /// host the engine's data source. Not generic: a generic `@objc` subclass does not receive
  /// delegate calls properly (https://github.com/ra1028/Carbon/blob/master/Sources/Adapters/UITableViewAdapter.swift).
  @MainActor
  package class UIKitRowHost: NSObject {
    /// The `UITableView` or `UICollectionView` the host drives.
    package private(set) weak var scrollView: UIScrollView?
    /// Held strongly from `attach(_:)` on: the engine lives as long as the scroll view keeps this.
    private(set) var dataSource: (any TableViewDataSource)!
    /// Tells the engine when the scroll view releases the host.
    private var hostLifetime: TableHostLifetime?
    private var textSizeObserver: TextSizeObserver?
    private var isLayoutFinishedScheduled = false
    var keyboardInset = KeyboardInset()
    /// The table header and footer views, which UIKit neither registers nor reuses.
    var tableDecorations = ViewPool<UIView>()
    /// The engine's tint the scroll view shows as its `tintColor`, to be taken away with it.
    private var shownEngineTint: TableColor?
    /// Set around `viewForRow(at:)` (and a list's `view(of:)`): UIKit dequeues a view only for
    /// its index path, and hands back the existing cell while it reconfigures rows, which it
    /// requires ("must return the same existing cell",
    /// https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:),
    /// https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:)).
    var indexPathBeingDequeued: IndexPath?

    /// Read by NSObject's nonisolated `responds(to:)` and `forwardingTarget(for:)` and by
    /// `deinit`; UIKit sends delegate messages on the main thread, where every write happens.
    nonisolated(unsafe) package private(set) weak var forwardee: (any NSObjectProtocol)?
    nonisolated(unsafe) private static var associatedKey: UInt8 = 0

    /// The external delegate is stored before the host becomes the scroll view's delegate:
    /// UIKit caches which methods its delegate implements when it is set
    /// (https://github.com/Augustyniak/RATreeView/issues/154).
    init(scrollView: UIScrollView, delegate: (any NSObjectProtocol)?) {
      self.scrollView = scrollView
      super.init()
      forward(to: delegate)
    }

    deinit { stopWatchingForwardee() }

    /// Keeps `dataSource` and the host alive as an associated object of the scroll view: UIKit
    /// holds its data source and delegate weakly
    /// (https://developer.apple.com/documentation/uikit/uitableview/datasource,
    /// https://developer.apple.com/documentation/uikit/uicollectionview/datasource). The
    /// subclass then prepares the scroll view (`prepare`) and becomes its data source and
    /// delegate, and the rows are shown.
    func adopt(_ dataSource: any TableViewDataSource, in scrollView: any UIKitRowList, prepare: () -> Void = {}) {
      self.dataSource = dataSource
      hostLifetime = TableHostLifetime(of: dataSource)
      textSizeObserver = engine.map {
        TextSizeObserver(engine: $0, notification: UIContentSizeCategory.didChangeNotification)
      }
      objc_setAssociatedObject(scrollView, &Self.associatedKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      prepare()
      connect(true)
      scrollView.reloadData()
      #if os(iOS)
        startAvoidingKeyboard()
      #endif
    }

    /// The host installed on `scrollView` by `attach(_:)`, if any.
    static func installed(on scrollView: UIScrollView) -> UIKitRowHost? {
      objc_getAssociatedObject(scrollView, &associatedKey) as? UIKitRowHost
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

    /// The engine's tint (`TableEngine.tint`) as the scroll view's `tintColor`, which its index,
    /// its editing controls and its cells inherit. One the engine never tinted keeps the app's.
    func showEngineTint() {
      let tint = engine?.tint
      guard let scrollView, tint != shownEngineTint else { return }
      scrollView.tintColor = tint?.uiColor
      shownEngineTint = tint
    }

    /// tvOS's remote reaches rows, not their controls.
    #if os(tvOS)
      static let controlsReachable = false
    #else
      static let controlsReachable = true
    #endif

    // MARK: What a subclass answers

    /// Whether the view controller that shows the scroll view moves it out of the keyboard's
    /// way itself.
    var avoidsKeyboardItself: Bool { false }

    /// Makes the host the scroll view's data source and delegate, or neither.
    func connect(_ isConnected: Bool) {}

    // MARK: Forwarding

    /// Through `nil`, or UIKit does not ask `respondsToSelector:` again
    /// (https://github.com/Augustyniak/RATreeView/issues/154). Setting the data source reloads
    /// the rows, which can end a text field's editing inside UIKit's pass: a host update.
    private func refreshScrollViewCaches() {
      guard scrollView != nil, let dataSource else { return }
      dataSource.performHostUpdate {
        connect(false)
        connect(true)
      }
    }

    /// Forwards to `delegate` (`TableEngine.tableViewDelegate`,
    /// `TableEngine.collectionViewDelegate`), unless it is the host or the scroll view:
    /// forwarding to either loops forever. UIKit's caches are refreshed now and the moment the
    /// delegate is deallocated, so no message UIKit was told is answered reaches a missing target: an observer is an associated object of the delegate, released with it
    /// when a weak load already reads `nil`
    /// (https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:)),
    /// and taken off again when the delegate is replaced or the host goes, so that a long-lived
    /// delegate does not collect one per host.
    package func forward(to delegate: (any NSObjectProtocol)?) {
      stopWatchingForwardee()
      forwardee = delegate === self || delegate === scrollView ? nil : delegate
      refreshScrollViewCaches()
      guard let forwardee else { return }
      let observer = DeallocationObserver { [weak self] in
        let refresh: @Sendable () -> Void = { [weak self] in
          MainActor.assumeIsolated {
            guard let self, self.forwardee == nil else { return }
            self.refreshScrollViewCaches()
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

    /// One key per host: two scroll views may forward to the same delegate.
    nonisolated private var forwardeeKey: UnsafeRawPointer {
      UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
    }

    /// As TableKit's `TableDirector`
    /// (https://github.com/maxsokolov/TableKit/blob/master/Sources/TableDirector.swift).
    nonisolated override package func responds(to aSelector: Selector!) -> Bool {
      super.responds(to: aSelector) || forwardee?.responds(to: aSelector) == true
    }

    /// Never `self`, which loops (NSObject's `forwardingTarget(for:)` documentation).
    nonisolated override package func forwardingTarget(for aSelector: Selector!) -> Any? {
      if let forwardee, forwardee.responds(to: aSelector) { return forwardee }
      return super.forwardingTarget(for: aSelector)
    }
  }
#endif
