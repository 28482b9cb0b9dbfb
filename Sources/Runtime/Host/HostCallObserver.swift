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
  /// The host reloads: it shows the counts from now on.
  case reload
  /// The host reads the counts to lay out.
  case layout
  /// The host applied `update`, which started from `before`.
  case batch(TableBatchUpdate, before: [Int])
  /// The host lays out again without a change (UIKit's empty batch update).
  case emptyBatch
  /// Another call of the host contract, by name.
  case other(String)
}
