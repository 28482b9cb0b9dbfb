import Foundation

/// Runs an action once, when it is released, unless it was cancelled first.
///
/// Tied to another object's life (the UIKit host attaches it to the external
/// `UITableViewDelegate` as an associated object), it tells when that object goes away, which a
/// weak reference cannot: a weak reference only reads `nil` the next time someone asks. The
/// UIKit host uses it to make `UITableView` ask `respondsToSelector:` again the moment the
/// delegate it forwards to is gone, so a message UIKit was told is answered never reaches a
/// missing target.
///
/// The action runs on the thread that releases the observer; it must be safe to call there.
package final class DeallocationObserver: @unchecked Sendable {
  // Guarded by `lock`: `cancel()` runs on the main actor while the last release may happen on
  // another thread.
  private var action: (@Sendable () -> Void)?
  private let lock = NSLock()

  /// An observer that runs `action` when it is released.
  package init(_ action: @escaping @Sendable () -> Void) {
    self.action = action
  }

  /// Whether the action will still run on release.
  package var isArmed: Bool {
    lock.lock()
    defer { lock.unlock() }
    return action != nil
  }

  /// Drops the action: releasing the observer now does nothing (the observed object was
  /// replaced, not released).
  package func cancel() {
    lock.lock()
    action = nil
    lock.unlock()
  }

  deinit {
    lock.lock()
    let pending = action
    action = nil
    lock.unlock()
    pending?()
  }
}
