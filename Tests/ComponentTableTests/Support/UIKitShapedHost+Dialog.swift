import ComponentTable
import Foundation

/// The UIKit host presents confirmations itself (an alert or an action sheet), so the host
/// shaped like it does too: it records what it was asked to present.
extension UIKitShapedHost: DialogPresenting {
  func presentDialog(_ confirmation: TableDialog, forRowAt indexPath: IndexPath?, of engine: TableEngine) {
    calls.append("presentDialog \(confirmation.title) at \(indexPath.map { "\($0)" } ?? "table")")
  }
}
