import ComponentTable
import Foundation

// UITableView keeps the section and row counts it was last told — read by `reloadData()`, then
// moved on by each batch update — and does not ask the data source again until the next reload. Every batch is checked against those counts, not against what the data source says
// before the batch; an empty batch (how `invalidateLayout()` lays out again) is checked the same
// way. So a data source whose counts changed without a batch or a reload makes UIKit raise
// NSInternalInconsistencyException at the next such call. The terminal
// table keeps the same counts, so that tests see that class of bug here.
extension TerminalTableView {
  /// The data source's counts now.
  func currentRowCounts(of dataSource: any TableViewDataSource) -> [Int] {
    // A loop, not `map`: a closure made here is checked for main-actor isolation on each call,
    // and an off-screen table built row by row asks after every row.
    let count = dataSource.numberOfSections
    var counts: [Int] = []
    counts.reserveCapacity(count)
    var section = 0
    while section < count {
      counts.append(dataSource.numberOfRows(inSection: section))
      section += 1
    }
    return counts
  }

  /// Makes the counts the table was told the data source's counts now: in place when the
  /// number of sections is the same, so that a burst of reloads (an off-screen table built row
  /// by row reloads after every row) allocates nothing.
  func refreshToldRowCounts(from dataSource: any TableViewDataSource) {
    let count = dataSource.numberOfSections
    guard toldRowCounts?.count == count else {
      toldRowCounts = currentRowCounts(of: dataSource)
      return
    }
    var section = 0
    while section < count {
      toldRowCounts![section] = dataSource.numberOfRows(inSection: section)
      section += 1
    }
  }

  /// Checks that the data source still has the counts the table was last told, before a call
  /// that relies on them; `call` names that call in the message.
  ///
  /// An `invalidateLayout()` is UIKit's empty batch update, so it fails with the batch update's
  /// own message; any other call fails with a message naming the call and the counts.
  /// - Returns: whether the counts agreed (or were not known yet).
  @discardableResult
  func checkToldCounts(before call: String, asEmptyBatch: Bool = false) -> Bool {
    guard let told = toldRowCounts, let dataSource else { return true }
    let current = currentRowCounts(of: dataSource)
    guard current != told else { return true }
    let inconsistency: TableUpdateInconsistency
    if asEmptyBatch, let error = emptyBatchError(told: told, current: current) {
      inconsistency = error
    } else {
      inconsistency = .staleCounts(call: call, told: told, current: current)
    }
    report(inconsistency)
    return false
  }

  /// UIKit's message for an empty batch between `told` and `current`.
  private func emptyBatchError(told: [Int], current: [Int]) -> TableUpdateInconsistency? {
    do {
      _ = try BatchUpdateValidator.validate(TableBatchUpdate(), rowCountsBefore: told, rowCountsAfter: current)
      return nil
    } catch {
      return error
    }
  }

  /// Records or traps on `inconsistency`, as the policy says; recording reloads, so that the
  /// table shows the data source's table again.
  func report(_ inconsistency: TableUpdateInconsistency) {
    switch inconsistencyPolicy {
    case .trap: preconditionFailure(inconsistency.message)
    case .record:
      inconsistencies.append(inconsistency)
      reloadData()
    }
  }
}
