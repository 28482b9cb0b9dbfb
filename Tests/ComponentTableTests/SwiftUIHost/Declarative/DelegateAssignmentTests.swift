import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

@testable import ComponentTableSwiftUI

/// How `ComponentTableView` hands SwiftUI's delegates to its engine on every update: only when
/// they are other objects, since on iOS assigning a table view delegate reloads the whole table.
@MainActor
@Suite struct DelegateAssignmentTests {
  /// Counts assignments, as the UIKit host would count reloads.
  final class Holder {
    private(set) var assignments = 0
    weak var delegate: (any TableEngineDelegate)? {
      didSet { assignments += 1 }
    }
  }

  @Test func theSameDelegateOnEveryUpdateIsAssignedOnce() {
    let holder = Holder()
    let delegate = RecordingDelegate()
    #expect(assignIfChanged(delegate, to: \.delegate, of: holder))
    for _ in 0..<3 {
      #expect(!assignIfChanged(delegate, to: \.delegate, of: holder), "an update with the same delegate")
    }
    #expect(holder.assignments == 1)
    #expect(holder.delegate === delegate)
  }

  @Test func anotherObjectOrNilIsAssigned() {
    let holder = Holder()
    let first = RecordingDelegate()
    let second = RecordingDelegate()
    #expect(!assignIfChanged(nil, to: \.delegate, of: holder), "nil where nil is")
    #expect(assignIfChanged(first, to: \.delegate, of: holder))
    #expect(assignIfChanged(second, to: \.delegate, of: holder), "another object, though of the same class")
    #expect(holder.delegate === second)
    #expect(assignIfChanged(nil, to: \.delegate, of: holder))
    #expect(holder.delegate == nil)
    #expect(holder.assignments == 3)
  }

  @Test func aDelegateThatWentAwayIsReplacedByTheNewOne() {
    let holder = Holder()
    do {
      let gone = RecordingDelegate()
      assignIfChanged(gone, to: \.delegate, of: holder)
    }
    #expect(holder.delegate == nil, "held weakly")
    let delegate = RecordingDelegate()
    #expect(assignIfChanged(delegate, to: \.delegate, of: holder))
    #expect(holder.delegate === delegate)
  }

  @Test func theEngineKeepsItsDelegateUntilAnotherComes() throws {
    let (engine, host) = makeTable(width: 20, height: 5)
    let delegate = RecordingDelegate()
    engine.delegate = delegate
    #expect(!assignIfChanged(delegate, to: \.delegate, of: engine))
    let other = RecordingDelegate()
    #expect(assignIfChanged(other, to: \.delegate, of: engine))
    try engine.addSection(TableSection(rows: [label("a")]))
    _ = host.render()
    host.selectRow(at: IndexPath(row: 0, section: 0))
    #expect(engine.delegate === other)
    #expect(delegate.events.isEmpty, "the replaced delegate hears nothing")
    #expect(!other.events.isEmpty)
  }

  @Test func identityNotEqualityDecides() {
    let first = RecordingDelegate()
    #expect(isSameObject(first, first))
    #expect(!isSameObject(first, RecordingDelegate()))
    #expect(isSameObject(nil as RecordingDelegate?, nil))
    #expect(!isSameObject(first, nil))
  }
}
