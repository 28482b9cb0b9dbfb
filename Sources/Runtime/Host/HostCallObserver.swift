import Foundation

/// Sees every call after which a host relies on the engine's counts (UIKit caches them at a
/// reload and moves them on with each batch), with the counts at that moment: the package's
/// tests hold every host's calls to UIKit's rules through one. An engine takes it from its host
/// when it is made (`TableHost.callObserver`) and reports to it, so no host checks anything
/// itself.
@MainActor
package protocol HostCallObserver: AnyObject {
  /// `host` is about to rely on the engine's counts, `rowCounts` now, for `call`. Returns
  /// whether the engine may go on; `false` makes it reload the host instead (after a batch, or
  /// in place of another call; ignored for a reload and a layout).
  func host(_ host: any TableHost, relies call: HostCall, on rowCounts: [Int]) -> Bool
}

/// A call after which a host relies on the engine's counts.
package enum HostCall {
  /// The engine made `request` of the host.
  case request(HostRequest)
  /// The host reads the counts to lay out.
  case layout
  /// The host applied `update`, which started from `before`.
  case batch(TableBatchUpdate, before: [Int])
}

/// A call of the host contract the engine makes that says nothing of what changed: named as
/// the `TableHost` requirement it makes.
package enum HostRequest: Hashable, Sendable {
  /// The host reads the counts again and shows them from now on.
  case reloadData
  /// The host lays out again without a change (UIKit's empty batch update).
  case invalidateLayout
  case reloadTableHeaderAndFooter
  case tableHeaderAndFooterNeedLayout
  case reloadSectionIndexTitles

  /// Makes this call of `host`.
  @MainActor
  func make(of host: any TableHost) {
    switch self {
    case .reloadData: host.reloadData()
    case .invalidateLayout: host.invalidateLayout()
    case .reloadTableHeaderAndFooter: host.reloadTableHeaderAndFooter()
    case .tableHeaderAndFooterNeedLayout: host.tableHeaderAndFooterNeedLayout()
    case .reloadSectionIndexTitles: host.reloadSectionIndexTitles()
    }
  }
}
