import ComponentTableTerminal
import Foundation

@testable import ComponentTable

/// Holds every call an engine makes of a host that relies on the counts to `UITableView`'s
/// rules, as UIKit would: the counts the host was last told (at a reload, then moved on by each
/// batch) must be what the engine says at a layout and at any other call, and each batch must
/// pass `BatchUpdateValidator` from them. The engine reports the calls, so this holds for every
/// host that carries the oracle (`TableHost.callObserver`).
///
/// It also keeps each host's batches, in order (`updates(_:since:)`): a table keeps only its
/// count and its last one.
///
/// One oracle can watch several hosts (a navigator's screens): it keeps their counts apart.
@MainActor
final class UIKitRulesOracle: HostCallObserver {
  /// What a broken rule does.
  enum Policy {
    /// Stops the program with UIKit's message, as UIKit raises an exception.
    case trap
    /// Records it (`TerminalTableView.inconsistencies`), and the table reloads.
    case record
  }

  let policy: Policy
  private var told: [ObjectIdentifier: [Int]] = [:]
  private var recorded: [ObjectIdentifier: [TableUpdateInconsistency]] = [:]
  private var batches: [ObjectIdentifier: [TableBatchUpdate]] = [:]

  init(policy: Policy) {
    self.policy = policy
  }

  /// The rules `host` broke so far, with UIKit's messages.
  func inconsistencies(of host: any TableHost) -> [TableUpdateInconsistency] {
    recorded[ObjectIdentifier(host), default: []]
  }

  /// The batch updates `host` applied so far, in order, those that broke a rule included.
  func batches(of host: any TableHost) -> [TableBatchUpdate] {
    batches[ObjectIdentifier(host), default: []]
  }

  func host(_ table: any TableHost, relies call: HostCall, on rowCounts: [Int]) -> Bool {
    let key = ObjectIdentifier(table)
    switch call {
    case .request(.reloadData):
      told[key] = rowCounts
      return true
    case .batch(let update, let before):
      batches[key, default: []].append(update)
      // UIKit starts from what it was told, not from what the data source says before the
      // batch: a data source that changed early fails here.
      let start = told[key] ?? before
      do {
        _ = try BatchUpdateValidator.validate(update, rowCountsBefore: start, rowCountsAfter: rowCounts)
        told[key] = rowCounts
        return true
      } catch {
        return report(error, in: table)
      }
    case .layout:
      guard let counts = told[key], counts != rowCounts else {
        told[key] = rowCounts
        return true
      }
      // Recorded once: UIKit would have stopped here, and the host goes on with what it read.
      defer { told[key] = rowCounts }
      return report(.staleCounts(call: "layoutSubviews()", told: counts, current: rowCounts), in: table)
    case .request(.invalidateLayout):
      guard let counts = told[key], counts != rowCounts else { return true }
      // UIKit's empty batch update fails with a batch update's own message.
      do {
        _ = try BatchUpdateValidator.validate(TableBatchUpdate(), rowCountsBefore: counts, rowCountsAfter: rowCounts)
        return report(.staleCounts(call: "invalidateLayout()", told: counts, current: rowCounts), in: table)
      } catch {
        return report(error, in: table)
      }
    case .request(let request):
      guard let counts = told[key], counts != rowCounts else { return true }
      return report(.staleCounts(call: "\(request)()", told: counts, current: rowCounts), in: table)
    }
  }

  /// Traps or records `inconsistency`, as the policy says; `false`, so the table reloads.
  private func report(_ inconsistency: TableUpdateInconsistency, in table: any TableHost) -> Bool {
    switch policy {
    case .trap: preconditionFailure(inconsistency.message)
    case .record: recorded[ObjectIdentifier(table), default: []].append(inconsistency)
    }
    return false
  }
}

extension TerminalTableView {
  /// A table whose every call is held to UIKit's rules, which break as `inconsistencyPolicy`
  /// says.
  convenience init(width: Int, height: Int, inconsistencyPolicy: UIKitRulesOracle.Policy) {
    self.init(width: width, height: height)
    callObserver = UIKitRulesOracle(policy: inconsistencyPolicy)
  }

  /// The rules the table broke under the `.record` policy, with UIKit's messages.
  var inconsistencies: [TableUpdateInconsistency] {
    (engine?.hostCallObserver as? UIKitRulesOracle)?.inconsistencies(of: self) ?? []
  }
}
