import Foundation

/// Keeps an engine's heights following the user's text size (Dynamic Type): when the size
/// changes, every cached height and measured estimate was taken with the old fonts, so the
/// engine drops them all (``TableEngine/invalidateAllHeights()``) and the host lays out again.
/// Without it a self-sizing row keeps its old measured height as its estimate, and a component
/// whose `height(for:width:)` reads the font metrics keeps its old height until its data
/// changes.
///
/// The UIKit host makes one for its engine with `UIContentSizeCategory.didChangeNotification`
/// (https://developer.apple.com/documentation/uikit/uicontentsizecategory/didchangenotification),
/// which UIKit posts on the main thread; it is platform-free so that what it does is tested where
/// UIKit cannot run.
@MainActor
package final class TextSizeObserver {
  private let token: NotificationRegistration

  /// Drops `engine`'s heights whenever `notification` is posted on `center`. The engine is
  /// held weakly; the observation ends when this object goes.
  package init(engine: TableEngine, notification: Notification.Name, center: NotificationCenter = .default) {
    let box = WeakEngine(engine)
    token = NotificationRegistration(name: notification, center: center) { box.engine?.invalidateAllHeights() }
  }
}

/// The engine a registration's closure reaches, held weakly.
@MainActor
private final class WeakEngine {
  weak var engine: TableEngine?
  init(_ engine: TableEngine) { self.engine = engine }
}

/// A notification registration, removed when released. A class of its own so that the
/// non-sendable token is released from a nonisolated deinit.
private final class NotificationRegistration: @unchecked Sendable {
  private let token: any NSObjectProtocol
  private let center: NotificationCenter

  init(name: Notification.Name, center: NotificationCenter, onPost: @escaping @MainActor () -> Void) {
    self.center = center
    token = center.addObserver(forName: name, object: nil, queue: nil) { _ in
      // UIKit posts on the main thread; anything else hops there.
      if Thread.isMainThread {
        MainActor.assumeIsolated { onPost() }
      } else {
        Task { @MainActor in onPost() }
      }
    }
  }

  deinit { center.removeObserver(token) }
}
