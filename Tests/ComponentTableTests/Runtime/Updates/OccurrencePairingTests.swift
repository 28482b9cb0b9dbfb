import ComponentTableTerminal
import Foundation
import Testing

@testable import ComponentTable

/// `pairOccurrences(_:_:)`: the k-th occurrence of an identity in the old list pairs with its
/// k-th occurrence in the new list, by each of its three paths (the open-addressing table for
/// `Int` and for the engine's `RowKey`, a dictionary for any other identity).
@MainActor
@Suite struct OccurrencePairingTests {
  /// The rule written out plainly: O(old · new), for comparison.
  func reference<ID: Hashable>(_ old: [ID], _ new: [ID]) -> (newForOld: [Int], oldForNew: [Int]) {
    var newForOld = [Int](repeating: -1, count: old.count)
    var oldForNew = [Int](repeating: -1, count: new.count)
    for (newIndex, id) in new.enumerated() {
      if let oldIndex = old.indices.first(where: { old[$0] == id && newForOld[$0] == -1 }) {
        newForOld[oldIndex] = newIndex
        oldForNew[newIndex] = oldIndex
      }
    }
    return (newForOld, oldForNew)
  }

  @Test func theKthOccurrencePairsWithTheKth() {
    let pairs = pairOccurrences([1, 2, 1, 3], [1, 1, 4, 2])
    #expect(pairs.newForOld == [0, 3, 1, -1])
    #expect(pairs.oldForNew == [0, 2, -1, 1])
    let strings = pairOccurrences(["a", "b", "a", "c"], ["a", "a", "d", "b"])
    #expect(strings.newForOld == pairs.newForOld)
    #expect(strings.oldForNew == pairs.oldForNew)
  }

  @Test func emptySidesPairNothing() {
    #expect(pairOccurrences([Int](), [1, 2]) == ([], [-1, -1]))
    #expect(pairOccurrences([1, 2], [Int]()) == ([-1, -1], []))
    #expect(pairOccurrences([String](), [String]()) == ([], []))
  }

  /// Lists with many repeats and identities that share table slots (multiples of a large
  /// power of two, negative numbers): every path answers what the plain rule answers.
  @Test(arguments: 0..<40)
  func everyPathFollowsThePlainRule(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed) &* 0x9E37_79B9)
    let spread = [3, 50, 1 << 40][seed % 3]
    func list() -> [Int] {
      (0..<Int.random(in: 0...60, using: &random)).map { _ in
        Int.random(in: -spread...spread, using: &random) &* (seed % 2 == 0 ? 1 : 1 << 32)
      }
    }
    let (old, new) = (list(), list())
    let expected = reference(old, new)
    let byTable = pairOccurrences(old, new)
    #expect(byTable.newForOld == expected.newForOld)
    #expect(byTable.oldForNew == expected.oldForNew)
    let byDictionary = pairOccurrences(old.map(String.init), new.map(String.init))
    #expect(byDictionary.newForOld == expected.newForOld)
    #expect(byDictionary.oldForNew == expected.oldForNew)
  }

  /// Row keys pair by identity and view class: the same id shown by another class is another
  /// row, and rows without an identity pair by their order within their class.
  @Test func rowKeysPairByIdentityAndClass() {
    let old = [
      TableComponent(LabelCell.self, data: "a", id: 1), TableComponent(LabelCell.self, data: "b", id: 2),
      TableComponent(ValueCell.self, data: TitleValue(title: "plain", value: "")),
    ]
    let new = [
      TableComponent(ValueCell.self, data: TitleValue(title: "other plain", value: "")),
      TableComponent(MultilineCell.self, data: "x", id: 1),
      TableComponent(LabelCell.self, data: "b again", id: 2),
    ]
    let pairs = pairOccurrences(
      old.map { RowKey($0.box, matchingValues: false) }, new.map { RowKey($0.box, matchingValues: false) })
    #expect(pairs.newForOld == [-1, 2, 0])
    #expect(pairs.oldForNew == [2, -1, 1])
  }
}
