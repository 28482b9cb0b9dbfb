import ComponentTable
import Foundation
import Testing

/// The UIKit host's guard against forwarding to a delegate that is gone: an observer tied to
/// the delegate's life tells the adapter at once, and the adapter makes the table ask
/// `respondsToSelector:` again. Here: the observer fires exactly when its owner goes, once,
/// and not after it was cancelled (a delegate replaced, not released).
@Suite struct DeallocationObserverTests {
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func increment() {
      lock.lock()
      value += 1
      lock.unlock()
    }
    var count: Int {
      lock.lock()
      defer { lock.unlock() }
      return value
    }
  }

  /// Stands for the external delegate, which holds the observer as UIKit's associated object.
  final class Delegate {
    var observer: DeallocationObserver?
  }

  @Test func firesOnceWhenTheObservedObjectGoes() {
    let counter = Counter()
    var delegate: Delegate? = Delegate()
    delegate?.observer = DeallocationObserver { counter.increment() }
    #expect(delegate?.observer?.isArmed == true)
    #expect(counter.count == 0)
    delegate = nil
    #expect(counter.count == 1)
  }

  @Test func aCancelledObserverDoesNothing() {
    let counter = Counter()
    var delegate: Delegate? = Delegate()
    let observer = DeallocationObserver { counter.increment() }
    delegate?.observer = observer
    observer.cancel()
    #expect(!observer.isArmed)
    delegate = nil
    withExtendedLifetime(observer) {}
    #expect(counter.count == 0)
  }
}
