import ComponentTable
import Foundation

/// A host shaped like the UIKit one, for what the engine must tell such a host. As in UIKit, a
/// table view (``FakeTableView``) keeps an adapter alive (UIKit: an associated object), the
/// adapter keeps the engine and the host, and the host holds the table view weakly. Nothing
/// runs when the table view goes away but the release of what it held. The host sizes the
/// table header and footer only when told to, and records every call that is not a question.
@MainActor
final class UIKitShapedHost: TableHost {
  /// Stands for `UITableView`: all it does here is keep the adapter, and go away.
  @MainActor
  final class FakeTableView {
    var adapter: Adapter?
  }

  /// What the table view keeps: the data source and the host, strongly, and the lifetime
  /// token, unless the host was made without one.
  @MainActor
  final class Adapter {
    let dataSource: any TableViewDataSource
    let host: UIKitShapedHost
    let lifetime: TableHostLifetime?

    init(_ dataSource: some TableViewDataSource, host: UIKitShapedHost) {
      self.dataSource = dataSource
      self.host = host
      lifetime = host.keepsLifetimeToken ? TableHostLifetime(of: dataSource) : nil
    }
  }

  private(set) weak var tableView: FakeTableView?

  /// Whether the adapter keeps a ``TableHostLifetime``, as the UIKit one does. Without it,
  /// nothing at all tells the engine that the table view went away: the host as it was before
  /// the token, for the tests that show what the token fixes.
  let keepsLifetimeToken: Bool

  init(tableView: FakeTableView, keepsLifetimeToken: Bool = true) {
    self.tableView = tableView
    self.keepsLifetimeToken = keepsLifetimeToken
  }

  /// A host on a new table view; the caller keeps the table view, which keeps the rest.
  static func make(keepsLifetimeToken: Bool = true) -> (FakeTableView, UIKitShapedHost) {
    let tableView = FakeTableView()
    return (tableView, UIKitShapedHost(tableView: tableView, keepsLifetimeToken: keepsLifetimeToken))
  }

  var calls: [String] = []
  /// The animation of every batch update, in order.
  var animations: [TableAnimation] = []
  var width: CGFloat = 40
  var onScreen = false

  /// The row counts the host was last told (UIKit reads them on a reload and moves them on with
  /// each batch), and every call made while the data source said otherwise, with UIKit's
  /// message where UIKit has one.
  private(set) var toldRowCounts: [Int]?
  private(set) var inconsistencies: [String] = []

  private var currentRowCounts: [Int]? {
    guard let source = tableView?.adapter?.dataSource else { return nil }
    return (0..<source.numberOfSections).map { source.numberOfRows(inSection: $0) }
  }

  /// Records `call` when the data source's counts are not the ones the host was last told.
  private func checkCounts(_ call: String) {
    guard let told = toldRowCounts, let current = currentRowCounts, told != current else { return }
    inconsistencies.append("\(call): told \(told), the data source says \(current)")
  }

  func attach(_ dataSource: any TableViewDataSource) {
    tableView?.adapter = Adapter(dataSource, host: self)
    toldRowCounts = currentRowCounts
    calls.append("attach")
  }

  let views = ViewCatalog.terminal

  func register(_ viewClass: AnyObject.Type, forReuseIdentifier identifier: String, role: TableViewRole)
    throws(TableError)
  {}

  func dequeueReusableView(withIdentifier identifier: String, role: TableViewRole) -> AnyObject {
    preconditionFailure("UIKitShapedHost shows no views")
  }

  /// Runs inside every `reloadData()`, after the host read the new counts: what UIKit does
  /// then on its own (a text field whose cell the reload removes ends editing).
  var duringReload: (() -> Void)?

  func reloadData() {
    toldRowCounts = currentRowCounts
    calls.append("reloadData")
    duringReload?()
  }

  /// Runs inside every `setEditing(_:animated:)`: what UIKit does then on its own (a text
  /// field whose cell leaves editing mode ends editing).
  var duringEditingChange: (() -> Void)?

  func setEditing(_ editing: Bool, animated: Bool) {
    calls.append("setEditing(\(editing))")
    duringEditingChange?()
  }

  /// A broken host, for the test that shows the conformance check can fail: it runs the
  /// model change of a batch but forgets the batch.
  var dropsBatches = false

  func performBatchUpdates(
    _ update: TableBatchUpdate, animation: TableAnimation, updateModel: () -> Void
  ) {
    if dropsBatches {
      updateModel()
      return
    }
    calls.append("performBatchUpdates")
    animations.append(animation)
    let before = toldRowCounts ?? currentRowCounts ?? []
    updateModel()
    let after = currentRowCounts ?? []
    do {
      _ = try BatchUpdateValidator.validate(update, rowCountsBefore: before, rowCountsAfter: after)
    } catch {
      inconsistencies.append("performBatchUpdates: \(error.message)")
    }
    toldRowCounts = after
  }

  func reloadTableHeaderAndFooter() {
    checkCounts("reloadTableHeaderAndFooter")
    calls.append("reloadTableHeaderAndFooter")
  }
  func tableHeaderAndFooterNeedLayout() {
    checkCounts("tableHeaderAndFooterNeedLayout")
    calls.append("tableHeaderAndFooterNeedLayout")
  }
  func reloadSectionIndexTitles() {
    checkCounts("reloadSectionIndexTitles")
    calls.append("reloadSectionIndexTitles")
  }
  func invalidateLayout() {
    checkCounts("invalidateLayout")
    calls.append("invalidateLayout")
  }

  var availableWidth: CGFloat { width }
  var isOnScreen: Bool { onScreen }
  func visibleView(forRowAt indexPath: IndexPath) -> AnyObject? { nil }
  func reconfigureHeadersAndFooters(inSections sections: [Int]) {}

  /// How often the engine made the call named `name`.
  func count(_ name: String) -> Int { calls.filter { $0 == name }.count }
}
