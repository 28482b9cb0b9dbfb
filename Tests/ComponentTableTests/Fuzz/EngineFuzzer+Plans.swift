import ComponentTable
import Foundation

/// The calls the fuzzer makes: each is planned against the model (the refusal the engine must
/// throw, in the order the engine checks, or the table it must end up with) before it runs.
extension EngineFuzzer {
  enum Mutation: CaseIterable {
    case addSection, insertSection, removeSection, moveSection, updateSection, removeAll
    case addCell, addCells, insertCell, insertCells, removeCell, removeCells, moveCell, updateCell, updateCells
    case handleAppendRow, handleAppendRows, sectionHandle
    case setTableHeader, setTableFooter
  }

  /// A random incremental call; about one in eight is one the engine must refuse.
  func planMutation(in model: FuzzModel, insideGroup: Bool) -> Plan {
    // Keeps tables small enough to stay fast, and big enough to scroll.
    let crowded = model.rowCount > 36 || model.sections.count > 7
    let invalid = random.chance(12)
    let sectionsOK = invalid || !model.sections.isEmpty
    let rowsOK = invalid || model.rowCount > 0
    let live = handles.filter { model.index(ofKey: $0.key) != nil }
    let handleOK = !live.isEmpty || (invalid && !handles.isEmpty)
    func weight(_ condition: Bool, _ value: Int) -> Int { condition ? value : 0 }
    let weights: [Int] = Mutation.allCases.map {
      switch $0 {
      case .addSection: return crowded ? 1 : 6
      case .insertSection: return crowded ? 1 : 5
      case .removeSection: return weight(sectionsOK, crowded ? 8 : 3)
      case .moveSection: return weight(sectionsOK, 5)
      case .updateSection: return weight(sectionsOK, 4)
      case .removeAll: return 1
      case .addCell, .insertCell: return weight(sectionsOK, crowded ? 1 : 8)
      case .addCells, .insertCells: return weight(sectionsOK, crowded ? 1 : 5)
      case .removeCell: return weight(rowsOK, crowded ? 10 : 6)
      case .removeCells: return weight(rowsOK, crowded ? 8 : 4)
      case .moveCell: return weight(rowsOK, 10)
      case .updateCell: return weight(rowsOK, 8)
      case .updateCells: return weight(rowsOK, 5)
      case .handleAppendRow: return weight(handleOK, crowded ? 1 : 5)
      case .handleAppendRows: return weight(handleOK, crowded ? 1 : 2)
      case .sectionHandle: return weight(sectionsOK, 2)
      case .setTableHeader, .setTableFooter: return 2
      }
    }
    switch Mutation.allCases[random.weighted(weights)] {
    case .addSection: return planAddSection(model, invalid: invalid)
    case .insertSection: return planInsertSection(model, invalid: invalid)
    case .removeSection: return planRemoveSection(model, invalid: invalid)
    case .moveSection: return planMoveSection(model, invalid: invalid)
    case .updateSection: return planReplaceSection(model, invalid: invalid)
    case .removeAll: return planRemoveAll(model)
    case .addCell: return planAppendRows(model, invalid: invalid, single: true)
    case .addCells: return planAppendRows(model, invalid: invalid, single: false)
    case .insertCell: return planInsertCells(model, invalid: invalid, single: true)
    case .insertCells: return planInsertCells(model, invalid: invalid, single: false)
    case .removeCell: return planRemoveRow(model, invalid: invalid)
    case .removeCells: return planRemoveRows(model, invalid: invalid)
    case .moveCell: return planMoveRow(model, invalid: invalid)
    case .updateCell: return planReplaceRow(model, invalid: invalid)
    case .updateCells: return planReplaceRows(model, invalid: invalid)
    case .handleAppendRow: return planHandleAppendRows(model, invalid: invalid, single: true)
    case .handleAppendRows: return planHandleAppendRows(model, invalid: invalid, single: false)
    case .sectionHandle: return planSectionHandle(model, invalid: invalid)
    case .setTableHeader: return planTableDecoration(model, header: true, invalid: invalid)
    case .setTableFooter: return planTableDecoration(model, header: false, invalid: invalid)
    }
  }

  /// A plan refused with the first error of `checks` (each runs only when the ones before it
  /// passed, as the engine checks in order; registration checks update the registry as they
  /// go), and otherwise changing the model with `change`.
  func plan(
    _ description: String, in model: FuzzModel, effect: Plan.HostEffect, handleKey: Int? = nil,
    checks: [(inout FuzzRegistry) -> TableError?], change: (inout FuzzModel) -> Void,
    run: @escaping () throws -> TableSectionHandle?
  ) -> Plan {
    var registry = self.registry
    var error: TableError?
    for check in checks {
      error = check(&registry)
      if error != nil { break }
    }
    var after = model
    if error == nil { change(&after) }
    return Plan(
      description: description, after: after, registry: registry, error: error,
      hostEffect: error == nil ? effect : .untouched, handleKey: handleKey, run: run)
  }
}
