import ComponentTable
import Foundation
import Testing

/// Table header and footer views, which UIKit does not reuse, are made from the registered
/// class and kept per identifier once replaced.
@MainActor
@Suite struct ViewPoolTests {
  final class View {}

  @Test func aReplacedViewIsReusedForItsIdentifier() {
    var pool = ViewPool<View>()
    var made = 0
    pool.register("header") {
      made += 1
      return View()
    }
    pool.register("footer") { View() }
    let first = pool.dequeue("header")
    let second = pool.dequeue("header")
    #expect(made == 2)
    pool.recycle(first, keeping: second)
    #expect(pool.dequeue("footer") !== first)
    #expect(pool.dequeue("header") === first)
    #expect(made == 2)
  }

  @Test func aViewShownAgainOrNotMadeByThePoolIsNotKept() {
    var pool = ViewPool<View>()
    pool.register("header") { View() }
    let shown = pool.dequeue("header")
    pool.recycle(shown, keeping: shown)
    pool.recycle(View(), keeping: nil)
    pool.recycle(nil, keeping: shown)
    #expect(pool.dequeue("header") !== shown)
  }
}
