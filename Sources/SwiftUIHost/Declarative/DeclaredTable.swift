import ComponentTable
import Foundation

/// Keeps a table showing the sections a SwiftUI view declares, however often and from wherever
/// the view asks.
///
/// ``ComponentTableView`` hands it the sections of every evaluation of its builder; this class
/// holds the decisions, so they run (and are tested) where SwiftUI does not exist:
///
/// - The first sections appear without animation: a screen that opens is not an update.
///   Later ones are the minimal update (``TableEngine/apply(_:animation:)``), animated when
///   the caller says so (``animates(transactionHasAnimation:disablesAnimations:)``: when the
///   SwiftUI transaction carries an animation).
/// - When the engine cannot take a change (SwiftUI re-evaluated the view from inside a row's
///   selection closure, or while a view is being configured), the sections are kept and applied
///   as soon as the engine can take them (``TableEngine/performWhenIdle(_:)``); if newer
///   sections arrive meanwhile, only the newest are applied.
/// - Sections the engine refuses (an empty reuse identifier, one identifier for two classes)
///   change nothing and are reported as ``TableDiagnostic/Kind/failed(_:)``: there is nobody
///   to throw at in a SwiftUI update.
///
/// ```swift fragment
/// let table = DeclaredTable(engine: engine)
/// table.update(to: sections(for: state))   // after every state change
/// ```
@MainActor
package final class DeclaredTable {
  /// The engine the sections go to.
  package let engine: TableEngine

  /// How many times sections reached the engine (a deferred update counts once, when applied).
  package private(set) var appliedUpdateCount = 0

  /// Whether sections wait for the engine to become free.
  package var hasPendingUpdate: Bool { pending != nil }

  private var pending: (sections: [TableSection], animated: Bool)?
  private var isFlushScheduled = false

  /// A declared table on `engine`. The engine's current sections are replaced by the first
  /// update.
  package init(engine: TableEngine) {
    self.engine = engine
  }

  /// Whether an update made in a SwiftUI transaction animates: only when the transaction
  /// carries an animation (`withAnimation`, an `.animation` modifier, a binding's animation) —
  /// `Transaction.animation` is "the animation, if any, associated with the current state
  /// change" (https://developer.apple.com/documentation/swiftui/transaction/animation) — and
  /// does not disable animations. `disablesAnimations` alone is true only "during the initial
  /// phase of a two-part transition update"
  /// (https://developer.apple.com/documentation/swiftui/transaction/disablesanimations), so
  /// reading it alone animated every state change, also those made without animation.
  package static func animates(transactionHasAnimation: Bool, disablesAnimations: Bool) -> Bool {
    transactionHasAnimation && !disablesAnimations
  }

  /// Makes `sections` the table's content: at once when the engine is free, else as soon as it
  /// is. `animated: false` applies without animation.
  ///
  /// - Complexity: One ``TableEngine/apply(_:animation:)``: O(n) expected in the number of rows.
  package func update(to sections: [TableSection], animated: Bool = true) {
    pending = (sections, animated)
    flush()
  }

  private func flush() {
    guard let (sections, animated) = pending else { return }
    let animation: TableAnimation = animated && appliedUpdateCount > 0 ? .automatic : .none
    do {
      try engine.apply(sections, animation: animation)
      pending = nil
      appliedUpdateCount += 1
    } catch .reentrantMutation {
      scheduleFlush()
    } catch {
      pending = nil
      TableDiagnostic.report(failed: error)
    }
  }

  /// Tries again as soon as the engine can take a change: after the update or group being
  /// applied, or after the host's layout. A table nobody keeps by then applies nothing.
  private func scheduleFlush() {
    guard !isFlushScheduled else { return }
    isFlushScheduled = true
    engine.performWhenIdle { [weak self] in
      guard let self else { return }
      isFlushScheduled = false
      flush()
    }
  }
}
