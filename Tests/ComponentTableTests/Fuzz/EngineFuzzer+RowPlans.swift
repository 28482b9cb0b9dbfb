import ComponentTable
import Foundation

/// The fuzzer's row calls: append, insert, remove, move and replace rows, and a handle's
/// `addCell`/`addCells`.
extension EngineFuzzer {
  /// One new row (`single`) or none to three; with `invalid`, the one row is one the engine
  /// must refuse, and among several one is poisoned.
  func newRows(single: Bool, invalid: Bool) -> [FuzzRow] {
    let rows = single ? [newRow()] : (0..<random.int(in: 0...3)).map { _ in newRow() }
    guard invalid else { return rows }
    return single ? [invalidRow()] : poisoned(rows)
  }

  /// `addCell` (one row) or `addCells` (none to three) at the end of a section.
  func planAppendRows(_ model: FuzzModel, invalid: Bool, single: Bool) -> Plan {
    let count = model.sections.count
    let mode = invalid || count == 0 ? (count == 0 ? 0 : random.below(3)) : -1
    let section = mode == 0 || mode == 2 ? badSectionIndex(count, allowingEnd: false) : random.below(count)
    let rows = newRows(single: single, invalid: mode >= 1)
    let animation = randomAnimation()
    let components = rows.map(\.component)
    let operation = single ? "addCell(_:toSection:animation:)" : "addCells(_:toSection:animation:)"
    let name = single ? "addCell(\(rows[0].summary)" : "addCells(\(summary(rows))"
    return plan(
      "\(name), toSection: \(section), \(animation))", in: model, effect: rows.isEmpty ? .untouched : .touched,
      checks: [{ _ in model.sectionError(section, operation) }, { $0.register(rows, operation: operation) }],
      change: { $0.sections[section].rows.append(contentsOf: rows) }
    ) { [engine] in
      let paths =
        single
        ? [try engine.addCell(components[0], toSection: section, animation: animation)]
        : try engine.addCells(components, toSection: section, animation: animation)
      let start = model.sections[section].rows.count
      guard paths == (start..<start + rows.count).map({ IndexPath(row: $0, section: section) }) else {
        throw FuzzWrongResult(message: "\(operation) returned \(paths)")
      }
      return nil
    }
  }

  /// `insertCell` (one row) or `insertCells` (none to three).
  func planInsertCells(_ model: FuzzModel, invalid: Bool, single: Bool) -> Plan {
    let mode = invalid || model.sections.isEmpty ? (model.sections.isEmpty ? 0 : random.below(3)) : -1
    let path = mode == 0 || mode == 2 ? badPath(in: model, allowingEnd: true) : insertionPath(in: model)
    let rows = newRows(single: single, invalid: mode >= 1)
    let animation = randomAnimation()
    let components = rows.map(\.component)
    let operation = single ? "insertCell(_:at:animation:)" : "insertCells(_:at:animation:)"
    let name = single ? "insertCell(\(rows[0].summary)" : "insertCells(\(summary(rows))"
    return plan(
      "\(name), at: \(format(path)), \(animation))", in: model, effect: rows.isEmpty ? .untouched : .touched,
      checks: [
        { _ in model.rowError(path, operation, allowingEnd: true) },
        { $0.register(rows, operation: operation) },
      ],
      change: { $0.sections[path.section].rows.insert(contentsOf: rows, at: path.row) }
    ) { [engine] in
      if single {
        try engine.insertCell(components[0], at: path, animation: animation)
      } else {
        try engine.insertCells(components, at: path, animation: animation)
      }
      return nil
    }
  }

  func planRemoveRow(_ model: FuzzModel, invalid: Bool) -> Plan {
    let path = invalid || model.rowCount == 0 ? badPath(in: model, allowingEnd: false) : randomPath(in: model)
    let animation = randomAnimation()
    return plan(
      "removeCell(at: \(format(path)), \(animation))", in: model, effect: .touched,
      checks: [{ _ in model.rowError(path, "removeCell(at:animation:)") }],
      change: { $0.sections[path.section].rows.remove(at: path.row) }
    ) { [engine] in
      try engine.removeCell(at: path, animation: animation)
      return nil
    }
  }

  func planRemoveRows(_ model: FuzzModel, invalid: Bool) -> Plan {
    let all = model.allPaths
    var paths = Array(shuffled(all).prefix(random.chance(10) ? 0 : random.int(in: 1...max(1, min(4, all.count)))))
    if invalid || all.isEmpty {
      if !paths.isEmpty, random.chance(50) {
        paths.insert(random.pick(paths), at: random.int(in: 0...paths.count))
      } else {
        paths.insert(badPath(in: model, allowingEnd: false), at: random.int(in: 0...paths.count))
      }
    }
    let animation = randomAnimation()
    let operation = "removeCells(at:animation:)"
    let final = paths
    return plan(
      "removeCells(at: \(formatAll(paths)), \(animation))", in: model, effect: paths.isEmpty ? .untouched : .touched,
      checks: [
        { _ in
          var seen = Set<IndexPath>()
          for path in final {
            if let error = model.rowError(path, operation) { return error }
            if !seen.insert(path).inserted { return .duplicateIndexPath(operation: operation, indexPath: path) }
          }
          return nil
        }
      ],
      change: { model in
        for path in final.sorted(by: >) { model.sections[path.section].rows.remove(at: path.row) }
      }
    ) { [engine] in
      try engine.removeCells(at: final, animation: animation)
      return nil
    }
  }

  func planMoveRow(_ model: FuzzModel, invalid: Bool) -> Plan {
    let count = model.sections.count
    let empty = model.rowCount == 0
    var from = IndexPath(row: 0, section: 0)
    var to = IndexPath(row: 0, section: 0)
    if !empty {
      from = randomPath(in: model)
      let section = random.chance(50) ? from.section : random.below(count)
      let rowsAfter = model.sections[section].rows.count - (section == from.section ? 1 : 0)
      to = IndexPath(row: random.int(in: 0...rowsAfter), section: section)
      if to == from, rowsAfter > 0, !random.chance(10) {
        // A move to where the row is changes nothing: worth a few, not a third of them.
        to.row = (to.row + 1 + random.below(rowsAfter)) % (rowsAfter + 1)
      }
    }
    if invalid || empty {
      switch empty ? 0 : random.below(4) {
      case 0: from = badPath(in: model, allowingEnd: false)
      case 1: to = IndexPath(row: 0, section: badSectionIndex(count, allowingEnd: false))
      case 2: to = random.chance(50) ? IndexPath(index: 0) : IndexPath(indexes: [0, 0, 0])
      default:
        let rowsAfter = model.sections[to.section].rows.count - (to.section == from.section ? 1 : 0)
        to.row = random.chance(40) ? -1 - random.below(2) : rowsAfter + 1 + random.below(2)
      }
    }
    let animation = randomAnimation()
    let operation = "moveCell(at:to:animation:)"
    let (source, destination) = (from, to)
    return plan(
      "moveCell(at: \(format(from)), to: \(format(to)), \(animation))", in: model,
      effect: from == to ? .untouched : .touched,
      checks: [
        { _ in model.rowError(source, operation) },
        { _ in
          // A malformed destination is refused as any malformed path is.
          destination.count == 2
            ? model.sectionError(destination.section, operation) : model.rowError(destination, operation)
        },
        { _ in
          // The destination counts its section without the moved row.
          let rowsAfter =
            model.sections[destination.section].rows.count - (destination.section == source.section ? 1 : 0)
          guard destination.row >= 0, destination.row <= rowsAfter else {
            return .rowOutOfRange(operation: operation, indexPath: destination, rowCount: rowsAfter)
          }
          return nil
        },
      ],
      change: {
        let row = $0.sections[source.section].rows.remove(at: source.row)
        $0.sections[destination.section].rows.insert(row, at: destination.row)
      }
    ) { [engine] in
      try engine.moveCell(at: source, to: destination, animation: animation)
      return nil
    }
  }

  func planReplaceRow(_ model: FuzzModel, invalid: Bool) -> Plan {
    let empty = model.rowCount == 0
    let mode = invalid || empty ? (empty ? 0 : random.below(3)) : -1
    let path = mode == 0 || mode == 2 ? badPath(in: model, allowingEnd: false) : randomPath(in: model)
    let row = mode >= 1 ? invalidRow() : (mode == 0 ? newRow() : replacement(for: model[path]))
    let animation = randomAnimation()
    let component = row.component
    let operation = "updateCell(at:with:animation:)"
    return plan(
      "updateCell(at: \(format(path)), with: \(row.summary), \(animation))", in: model, effect: .touched,
      checks: [{ _ in model.rowError(path, operation) }, { $0.register([row], operation: operation) }],
      change: { $0.sections[path.section].rows[path.row] = row }
    ) { [engine] in
      try engine.updateCell(at: path, with: component, animation: animation)
      return nil
    }
  }

  func planReplaceRows(_ model: FuzzModel, invalid: Bool) -> Plan {
    let all = model.allPaths
    var paths = Array(shuffled(all).prefix(random.chance(10) ? 0 : random.int(in: 1...max(1, min(3, all.count)))))
    var rows = paths.map { replacement(for: model[$0]) }
    if invalid || all.isEmpty {
      switch all.isEmpty ? 0 : random.below(4) {
      case 0:
        if rows.isEmpty || random.chance(50) { rows.append(newRow()) } else { rows.removeLast() }
      case 1:
        let position = random.int(in: 0...paths.count)
        paths.insert(random.pick(all), at: position)
        rows.insert(newRow(), at: position)
        if Set(paths).count == paths.count {
          // The random path may not repeat one; make it repeat.
          paths[position] = paths[(position + 1) % paths.count]
        }
      case 2:
        let position = random.int(in: 0...paths.count)
        paths.insert(badPath(in: model, allowingEnd: false), at: position)
        rows.insert(newRow(), at: position)
      default:
        if rows.isEmpty {
          paths.append(random.pick(all))
          rows.append(invalidRow())
        } else {
          rows[random.below(rows.count)] = invalidRow()
        }
      }
    }
    let animation = randomAnimation()
    let operation = "updateCells(at:with:animation:)"
    let (finalPaths, finalRows) = (paths, rows)
    let components = rows.map(\.component)
    return plan(
      "updateCells(at: \(formatAll(paths)), with: \(summary(rows)), \(animation))", in: model,
      effect: paths.isEmpty && rows.isEmpty ? .untouched : .touched,
      checks: [
        { _ in
          finalPaths.count == finalRows.count
            ? nil : .countMismatch(operation: operation, indexPaths: finalPaths.count, components: finalRows.count)
        },
        { _ in
          var seen = Set<IndexPath>()
          for path in finalPaths {
            if let error = model.rowError(path, operation) { return error }
            if !seen.insert(path).inserted { return .duplicateIndexPath(operation: operation, indexPath: path) }
          }
          return nil
        },
        { $0.register(finalRows, operation: operation) },
      ],
      change: { model in
        for (path, row) in zip(finalPaths, finalRows) { model.sections[path.section].rows[path.row] = row }
      }
    ) { [engine] in
      try engine.updateCells(at: finalPaths, with: components, animation: animation)
      return nil
    }
  }

  /// `TableSectionHandle.addCell` (one row) or `addCells` (none to three), through a handle the
  /// fuzzer kept: a handle of a removed section must refuse.
  func planHandleAppendRows(_ model: FuzzModel, invalid: Bool, single: Bool) -> Plan {
    let live = handles.filter { model.index(ofKey: $0.key) != nil }
    let stale = handles.filter { model.index(ofKey: $0.key) == nil }
    var rows = single ? [newRow()] : (0..<random.int(in: 0...3)).map { _ in newRow() }
    let tracked: (handle: TableSectionHandle, key: Int)
    if invalid, !stale.isEmpty, live.isEmpty || random.chance(50) {
      tracked = random.pick(stale)
    } else {
      tracked = random.pick(live.isEmpty ? stale : live)
      if invalid { rows = single ? [invalidRow()] : poisoned(rows) }
    }
    let animation = randomAnimation()
    let components = rows.map(\.component)
    let operation = single ? "addCell(_:animation:)" : "addCells(_:animation:)"
    let key = tracked.key
    let handle = tracked.handle
    let name = single ? "addCell(\(rows[0].summary)" : "addCells(\(summary(rows))"
    let start = model.index(ofKey: key).map { model.sections[$0].rows.count }
    return plan(
      "\(name), \(animation)) on the handle of section key \(key)", in: model,
      effect: rows.isEmpty ? .untouched : .touched,
      checks: [
        { _ in model.index(ofKey: key) == nil ? .sectionRemoved(operation: operation) : nil },
        { $0.register(rows, operation: operation) },
      ],
      change: { model in
        if let index = model.index(ofKey: key) { model.sections[index].rows.append(contentsOf: rows) }
      }
    ) {
      let paths: [IndexPath]
      if single {
        paths = [try handle.addCell(components[0], animation: animation)]
      } else {
        paths = try handle.addCells(components, animation: animation)
      }
      if let start, let section = model.index(ofKey: key),
        paths != (start..<start + components.count).map({ IndexPath(row: $0, section: section) })
      {
        throw FuzzWrongResult(message: "\(operation) returned \(paths)")
      }
      return nil
    }
  }
}
