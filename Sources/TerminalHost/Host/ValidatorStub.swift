// TEMPORARY STUB until the validator lands. Delete.
import ComponentTable
import Foundation
public struct TableUpdateInconsistency: Error, Equatable { public let message: String }
struct BatchUpdateMapping {
  func newIndexPath(forOld: IndexPath) -> IndexPath? { nil }
  func newSection(forOld: Int) -> Int? { nil }
}
enum BatchUpdateValidator {
  static func validate(_ u: TableBatchUpdate, rowCountsBefore: [Int], rowCountsAfter: [Int]) throws(TableUpdateInconsistency) -> BatchUpdateMapping { BatchUpdateMapping() }
}
