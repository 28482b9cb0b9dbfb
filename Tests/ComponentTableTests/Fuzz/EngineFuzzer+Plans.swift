import ComponentTable
import Foundation

/// The calls the fuzzer makes: each is planned against the model (the refusal the engine must
/// throw, in the order the engine checks, or the table it must end up with) before it runs.
extension EngineFuzzer {
  enum Mutation: CaseIterable {
    case addSection, insertSection, removeSection, moveSection, replaceSection, removeAll
    case appendRow, insertRow, insertRows, removeRow, removeRows, moveRow, replaceRow, replaceRows
    case addCell, addCells, sectionHandle
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
      case .replaceSection: return weight(sectionsOK, 4)
      case .removeAll: return 1
      case .appendRow, .insertRow: return weight(sectionsOK, crowded ? 1 : 8)
      case .insertRows: return weight(sectionsOK, crowded ? 1 : 5)
      case .removeRow: return weight(rowsOK, crowded ? 10 : 6)
      case .removeRows: return weight(rowsOK, crowded ? 8 : 4)
      case .moveRow: return weight(rowsOK, 10)
      case .replaceRow: return weight(rowsOK, 8)
      case .replaceRows: return weight(rowsOK, 5)
      case .addCell: return weight(handleOK, crowded ? 1 : 5)
      case .addCells: return weight(handleOK, crowded ? 1 : 2)
      case .sectionHandle: return weight(sectionsOK, 2)
      }
    }
    switch Mutation.allCases[random.weighted(weights)] {
    case .addSection: return planAddSection(model, invalid: invalid)
    case .insertSection: return planInsertSection(model, invalid: invalid)
    case .removeSection: return planRemoveSection(model, invalid: invalid)
    case .moveSection: return planMoveSection(model, invalid: invalid)
    case .replaceSection: return planReplaceSection(model, invalid: invalid)
    case .removeAll: return planRemoveAll(model)
    case .appendRow: return planAppendRow(model, invalid: invalid)
    case .insertRow: return planInsertRows(model, invalid: invalid, single: true)
    case .insertRows: return planInsertRows(model, invalid: invalid, single: false)
    case .removeRow: return planRemoveRow(model, invalid: invalid)
    case .removeRows: return planRemoveRows(model, invalid: invalid)
    case .moveRow: return planMoveRow(model, invalid: invalid)
    case .replaceRow: return planReplaceRow(model, invalid: invalid)
    case .replaceRows: return planReplaceRows(model, invalid: invalid)
    case .addCell: return planAddCells(model, invalid: invalid, single: true)
    case .addCells: return planAddCells(model, invalid: invalid, single: false)
    case .sectionHandle: return planSectionHandle(model, invalid: invalid)
    }
  }

  /// A plan refused with the first error of `checks` (each runs only when the ones before it
  /// passed, as the engine checks in order; registration checks update the registry as they
  /// go), and otherwise changing the model with `change`.
  private func plan(
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

  // MARK: Sections

  private func planAddSection(_ model: FuzzModel, invalid: Bool) -> Plan {
    var section = invalid ? poisoned(newSection()) : newSection()
    section.key = takeKey()
    let animation = randomAnimation()
    let final = section
    let value = section.tableSection
    let operation = "addSection(_:animation:)"
    return plan(
      "addSection(\(section.summary), \(animation))", in: model, effect: .touched, handleKey: section.key,
      checks: [{ $0.register([final], operation: operation) }],
      change: { $0.sections.append(final) }
    ) { [engine] in try engine.addSection(value, animation: animation) }
  }

  private func planInsertSection(_ model: FuzzModel, invalid: Bool) -> Plan {
    let count = model.sections.count
    let mode = invalid ? random.below(3) : -1
    let index = mode == 0 || mode == 2 ? badSectionIndex(count, allowingEnd: true) : random.int(in: 0...count)
    var section = mode >= 1 ? poisoned(newSection()) : newSection()
    section.key = takeKey()
    let animation = randomAnimation()
    let final = section
    let value = section.tableSection
    let operation = "insertSection(_:at:animation:)"
    return plan(
      "insertSection(\(section.summary), at: \(index), \(animation))", in: model, effect: .touched, handleKey: section.key,
      checks: [
        { _ in model.sectionError(index, operation, allowingEnd: true) },
        { $0.register([final], operation: operation) },
      ],
      change: { $0.sections.insert(final, at: index) }
    ) { [engine] in try engine.insertSection(value, at: index, animation: animation) }
  }

  private func planRemoveSection(_ model: FuzzModel, invalid: Bool) -> Plan {
    let count = model.sections.count
    let index = invalid || count == 0 ? badSectionIndex(count, allowingEnd: false) : random.below(count)
    let animation = randomAnimation()
    return plan(
      "removeSection(at: \(index), \(animation))", in: model, effect: .touched,
      checks: [{ _ in model.sectionError(index, "removeSection(at:animation:)") }],
      change: { $0.sections.remove(at: index) }
    ) { [engine] in
      try engine.removeSection(at: index, animation: animation)
      return nil
    }
  }

  private func planMoveSection(_ model: FuzzModel, invalid: Bool) -> Plan {
    let count = model.sections.count
    var from = count == 0 ? 0 : random.below(count)
    // A move to where the section is changes nothing: worth a few, not half of them.
    var to = count < 2 || random.chance(10) ? from : (from + 1 + random.below(count - 1)) % count
    if invalid || count == 0 {
      if count == 0 || random.chance(50) {
        from = badSectionIndex(count, allowingEnd: false)
      } else {
        to = badSectionIndex(count, allowingEnd: false)
      }
    }
    let animation = randomAnimation()
    let operation = "moveSection(at:to:animation:)"
    return plan(
      "moveSection(at: \(from), to: \(to), \(animation))", in: model, effect: from == to ? .untouched : .touched,
      checks: [{ _ in model.sectionError(from, operation) }, { _ in model.sectionError(to, operation) }],
      change: { $0.sections.insert($0.sections.remove(at: from), at: to) }
    ) { [engine] in
      try engine.moveSection(at: from, to: to, animation: animation)
      return nil
    }
  }

  private func planReplaceSection(_ model: FuzzModel, invalid: Bool) -> Plan {
    let count = model.sections.count
    let mode = invalid || count == 0 ? (count == 0 ? 0 : random.below(3)) : -1
    let index = mode == 0 || mode == 2 ? badSectionIndex(count, allowingEnd: false) : random.below(count)
    let section = mode >= 1 ? poisoned(newSection()) : newSection()
    let animation = randomAnimation()
    let value = section.tableSection
    let operation = "replaceSection(at:with:animation:)"
    return plan(
      "replaceSection(at: \(index), with: \(section.summary), \(animation))", in: model, effect: .touched,
      checks: [{ _ in model.sectionError(index, operation) }, { $0.register([section], operation: operation) }],
      change: {
        // The section keeps its identity: its handle stays valid.
        var replacement = section
        replacement.key = $0.sections[index].key
        $0.sections[index] = replacement
      }
    ) { [engine] in
      try engine.replaceSection(at: index, with: value, animation: animation)
      return nil
    }
  }

  private func planRemoveAll(_ model: FuzzModel) -> Plan {
    let animation = randomAnimation()
    return plan(
      "removeAll(\(animation))", in: model, effect: model.sections.isEmpty ? .untouched : .touched, checks: [],
      change: { $0.sections.removeAll() }
    ) { [engine] in
      try engine.removeAll(animation: animation)
      return nil
    }
  }

  private func planSectionHandle(_ model: FuzzModel, invalid: Bool) -> Plan {
    let count = model.sections.count
    let index = invalid || count == 0 ? badSectionIndex(count, allowingEnd: false) : random.below(count)
    let key = model.sections.indices.contains(index) ? model.sections[index].key : nil
    return plan(
      "sectionHandle(at: \(index))", in: model, effect: .untouched, handleKey: key,
      checks: [{ _ in model.sectionError(index, "sectionHandle(at:)") }], change: { _ in }
    ) { [engine] in try engine.sectionHandle(at: index) }
  }

  // MARK: Rows

  private func planAppendRow(_ model: FuzzModel, invalid: Bool) -> Plan {
    let count = model.sections.count
    let mode = invalid || count == 0 ? (count == 0 ? 0 : random.below(3)) : -1
    let section = mode == 0 || mode == 2 ? badSectionIndex(count, allowingEnd: false) : random.below(count)
    let row = mode >= 1 ? invalidRow() : newRow()
    let animation = randomAnimation()
    let component = row.component
    let operation = "appendRow(_:toSection:animation:)"
    return plan(
      "appendRow(\(row.summary), toSection: \(section), \(animation))", in: model, effect: .touched,
      checks: [{ _ in model.sectionError(section, operation) }, { $0.register([row], operation: operation) }],
      change: { $0.sections[section].rows.append(row) }
    ) { [engine] in
      let path = try engine.appendRow(component, toSection: section, animation: animation)
      guard path == IndexPath(row: model.sections[section].rows.count, section: section) else {
        throw FuzzWrongResult(message: "appendRow returned \(path)")
      }
      return nil
    }
  }

  /// `insertRow` (one row) or `insertRows` (none to three).
  private func planInsertRows(_ model: FuzzModel, invalid: Bool, single: Bool) -> Plan {
    let mode = invalid || model.sections.isEmpty ? (model.sections.isEmpty ? 0 : random.below(3)) : -1
    let path = mode == 0 || mode == 2 ? badPath(in: model, allowingEnd: true) : insertionPath(in: model)
    var rows = single ? [newRow()] : (0..<random.int(in: 0...3)).map { _ in newRow() }
    if mode >= 1 {
      if single { rows = [invalidRow()] } else { rows = poisoned(rows) }
    }
    let animation = randomAnimation()
    let components = rows.map(\.component)
    let operation = single ? "insertRow(_:at:animation:)" : "insertRows(_:at:animation:)"
    let name = single ? "insertRow(\(rows[0].summary)" : "insertRows(\(summary(rows))"
    return plan(
      "\(name), at: \(format(path)), \(animation))", in: model, effect: rows.isEmpty ? .untouched : .touched,
      checks: [
        { _ in model.rowError(path, operation, allowingEnd: true) },
        { $0.register(rows, operation: operation) },
      ],
      change: { $0.sections[path.section].rows.insert(contentsOf: rows, at: path.row) }
    ) { [engine] in
      if single {
        try engine.insertRow(components[0], at: path, animation: animation)
      } else {
        try engine.insertRows(components, at: path, animation: animation)
      }
      return nil
    }
  }

  private func planRemoveRow(_ model: FuzzModel, invalid: Bool) -> Plan {
    let path = invalid || model.rowCount == 0 ? badPath(in: model, allowingEnd: false) : randomPath(in: model)
    let animation = randomAnimation()
    return plan(
      "removeRow(at: \(format(path)), \(animation))", in: model, effect: .touched,
      checks: [{ _ in model.rowError(path, "removeRow(at:animation:)") }],
      change: { $0.sections[path.section].rows.remove(at: path.row) }
    ) { [engine] in
      try engine.removeRow(at: path, animation: animation)
      return nil
    }
  }

  private func planRemoveRows(_ model: FuzzModel, invalid: Bool) -> Plan {
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
    let operation = "removeRows(at:animation:)"
    let final = paths
    return plan(
      "removeRows(at: \(formatAll(paths)), \(animation))", in: model, effect: paths.isEmpty ? .untouched : .touched,
      checks: [{ _ in
        var seen = Set<IndexPath>()
        for path in final {
          if let error = model.rowError(path, operation) { return error }
          if !seen.insert(path).inserted { return .duplicateIndexPath(operation: operation, indexPath: path) }
        }
        return nil
      }],
      change: { model in
        for path in final.sorted(by: >) { model.sections[path.section].rows.remove(at: path.row) }
      }
    ) { [engine] in
      try engine.removeRows(at: final, animation: animation)
      return nil
    }
  }

  private func planMoveRow(_ model: FuzzModel, invalid: Bool) -> Plan {
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
      switch empty ? 0 : random.below(3) {
      case 0: from = badPath(in: model, allowingEnd: false)
      case 1: to = IndexPath(row: 0, section: badSectionIndex(count, allowingEnd: false))
      default:
        let rowsAfter = model.sections[to.section].rows.count - (to.section == from.section ? 1 : 0)
        to.row = random.chance(40) ? -1 - random.below(2) : rowsAfter + 1 + random.below(2)
      }
    }
    let animation = randomAnimation()
    let operation = "moveRow(at:to:animation:)"
    let (source, destination) = (from, to)
    return plan(
      "moveRow(at: \(format(from)), to: \(format(to)), \(animation))", in: model,
      effect: from == to ? .untouched : .touched,
      checks: [
        { _ in model.rowError(source, operation) },
        { _ in model.sectionError(destination.section, operation) },
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
      try engine.moveRow(at: source, to: destination, animation: animation)
      return nil
    }
  }

  private func planReplaceRow(_ model: FuzzModel, invalid: Bool) -> Plan {
    let empty = model.rowCount == 0
    let mode = invalid || empty ? (empty ? 0 : random.below(3)) : -1
    let path = mode == 0 || mode == 2 ? badPath(in: model, allowingEnd: false) : randomPath(in: model)
    let row = mode >= 1 ? invalidRow() : (mode == 0 ? newRow() : replacement(for: model[path]))
    let animation = randomAnimation()
    let component = row.component
    let operation = "replaceRow(at:with:animation:)"
    return plan(
      "replaceRow(at: \(format(path)), with: \(row.summary), \(animation))", in: model, effect: .touched,
      checks: [{ _ in model.rowError(path, operation) }, { $0.register([row], operation: operation) }],
      change: { $0.sections[path.section].rows[path.row] = row }
    ) { [engine] in
      try engine.replaceRow(at: path, with: component, animation: animation)
      return nil
    }
  }

  private func planReplaceRows(_ model: FuzzModel, invalid: Bool) -> Plan {
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
    let operation = "replaceRows(at:with:animation:)"
    let (finalPaths, finalRows) = (paths, rows)
    let components = rows.map(\.component)
    return plan(
      "replaceRows(at: \(formatAll(paths)), with: \(summary(rows)), \(animation))", in: model,
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
      try engine.replaceRows(at: finalPaths, with: components, animation: animation)
      return nil
    }
  }

  /// `TableSectionHandle.addCell` (one row) or `addCells` (none to three), through a handle the
  /// fuzzer kept: a handle of a removed section must refuse.
  private func planAddCells(_ model: FuzzModel, invalid: Bool, single: Bool) -> Plan {
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
      "\(name), \(animation)) on the handle of section key \(key)", in: model, effect: rows.isEmpty ? .untouched : .touched,
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

  // MARK: Apply

  /// `apply` with a new list made from the table: sections and rows deleted, inserted, moved,
  /// changed in content, class or pool; duplicate identities; sections with and without ids.
  func planApply(in model: FuzzModel, insideGroup: Bool) -> Plan {
    var list = applyList(from: model)
    if random.chance(10) {
      if list.isEmpty {
        list.append(poisoned(newSection()))
      } else {
        let index = random.below(list.count)
        list[index] = poisoned(list[index])
      }
    }
    let animation = randomAnimation()
    let values = list.map(\.tableSection)
    let final = list
    let operation = "apply(_:animation:)"
    return plan(
      "apply([\(list.map(\.summary).joined(separator: ", "))], \(animation))", in: model, effect: .any,
      checks: [
        { _ in
          insideGroup ? .reentrantMutation(operation: operation, during: "a performBatchUpdates group is open") : nil
        },
        { $0.register(final, operation: operation) },
      ],
      change: { $0.sections = keyed(final, matching: model.sections) }
    ) { [engine] in
      try engine.apply(values, animation: animation)
      return nil
    }
  }

  /// Gives `list` the keys the engine's pairing gives it: the k-th section with an id pairs
  /// with the k-th old section with that id, the k-th without an id with the k-th old one
  /// without; the others are new sections.
  private func keyed(_ list: [FuzzSection], matching old: [FuzzSection]) -> [FuzzSection] {
    var oldKeys: [String?: [Int]] = [:]
    for section in old { oldKeys[section.id, default: []].append(section.key) }
    var seen: [String?: Int] = [:]
    return list.map { section in
      var section = section
      let occurrence = seen[section.id, default: 0]
      seen[section.id] = occurrence + 1
      if let keys = oldKeys[section.id], occurrence < keys.count {
        section.key = keys[occurrence]
      } else {
        section.key = takeKey()
      }
      return section
    }
  }

  private func applyList(from model: FuzzModel) -> [FuzzSection] {
    var list: [FuzzSection] = []
    for old in model.sections where !random.chance(12) {
      var section = old
      section.key = -1
      if random.chance(8) { section.id = randomSectionID() }
      if random.chance(10) { section.headerTitle = randomTitle() }
      if random.chance(8) { section.header = random.chance(70) ? newSupplementary() : nil }
      if random.chance(8) { section.footer = random.chance(70) ? newSupplementary() : nil }
      if random.chance(8) { section.footerTitle = randomNote() }
      var rows: [FuzzRow] = []
      for row in old.rows where !random.chance(12) {
        if random.chance(15) {
          rows.append(replacement(for: row))
        } else if random.chance(10) {
          // Equal data in a new component value: unchanged for Equatable data only.
          rows.append(FuzzRow(row.kind, row.text, id: row.explicitID))
        } else {
          rows.append(row)
        }
      }
      for _ in 0..<(random.chance(30) ? random.int(in: 1...2) : 0) {
        let row = !rows.isEmpty && random.chance(25) ? duplicate(of: random.pick(rows)) : newRow()
        rows.insert(row, at: random.int(in: 0...rows.count))
      }
      section.rows = rows
      list.append(section)
    }
    if random.chance(40) {
      for _ in 0..<random.int(in: 1...3) {
        let filled = list.indices.filter { !list[$0].rows.isEmpty }
        guard !filled.isEmpty else { break }
        let from = random.pick(filled)
        let row = list[from].rows.remove(at: random.below(list[from].rows.count))
        let to = random.below(list.count)
        list[to].rows.insert(row, at: random.int(in: 0...list[to].rows.count))
      }
    }
    if list.count > 1, random.chance(30) {
      for _ in 0..<random.int(in: 1...2) {
        let section = list.remove(at: random.below(list.count))
        list.insert(section, at: random.int(in: 0...list.count))
      }
    }
    if random.chance(25) {
      for _ in 0..<random.int(in: 1...2) { list.insert(newSection(), at: random.int(in: 0...list.count)) }
    }
    while list.reduce(0, { $0 + $1.rows.count }) > 45 {
      let filled = list.indices.filter { !list[$0].rows.isEmpty }
      let section = random.pick(filled)
      list[section].rows.remove(at: random.below(list[section].rows.count))
    }
    return list
  }

  // MARK: Values

  func randomAnimation() -> TableAnimation {
    random.chance(85) ? random.pick([.none, .automatic, .fade]) : random.pick([.left, .right, .top, .bottom, .middle])
  }

  func takeKey() -> Int {
    defer { nextKey += 1 }
    return nextKey
  }

  /// Texts come from a small set, so that identities repeat.
  func randomText() -> String { "r\(random.below(24))" }

  func newRow() -> FuzzRow {
    FuzzRow(random.pick(FuzzRowKind.valid), randomText(), id: random.chance(25) ? "k\(random.below(8))" : nil)
  }

  /// The same identity and data again, in a new component value.
  private func duplicate(of row: FuzzRow) -> FuzzRow { FuzzRow(row.kind, row.text, id: row.explicitID) }

  /// A row to put in place of `row`: new data of the same kind (same id, so it is paired),
  /// the same identity and data in the other pool of the same class (which needs a view of
  /// the new pool), or anything.
  private func replacement(for row: FuzzRow) -> FuzzRow {
    switch random.below(3) {
    case 0:
      return FuzzRow(row.kind, randomText(), id: row.explicitID)
    case 1 where row.kind == .plain || row.kind == .pooled:
      let kind: FuzzRowKind = row.kind == .plain ? .pooled : .plain
      return FuzzRow(kind, random.chance(50) ? row.text : randomText(), id: row.explicitID)
    default:
      let fresh = newRow()
      return FuzzRow(fresh.kind, fresh.text, id: random.chance(50) ? row.explicitID : fresh.explicitID)
    }
  }

  /// A row the engine must refuse: an empty reuse identifier, an identifier registered for
  /// another class, or a class the host cannot show as a row.
  func invalidRow() -> FuzzRow {
    let text = "bad\(random.below(4))"
    switch random.below(3) {
    case 0:
      return FuzzRow(.emptyIdentifier, text)
    case 1:
      let stealable = registry.identifiers(of: .cell, notFor: FuzzOtherCell.self)
      return FuzzRow(stealable.isEmpty ? .emptyIdentifier : .stolen(random.pick(stealable)), text)
    default:
      return FuzzRow(.headerClass, text)
    }
  }

  private func invalidSupplementary() -> FuzzSupplementary {
    let text = "bad\(random.below(4))"
    switch random.below(3) {
    case 0:
      return FuzzSupplementary(.emptyIdentifier, text)
    case 1:
      let stealable = registry.identifiers(of: .headerFooter, notFor: FuzzFooterView.self)
      return FuzzSupplementary(stealable.isEmpty ? .emptyIdentifier : .stolen(random.pick(stealable)), text)
    default:
      return FuzzSupplementary(.cellClass, text)
    }
  }

  private func newSupplementary() -> FuzzSupplementary {
    FuzzSupplementary(random.pick(FuzzSupplementaryKind.valid), "h\(random.below(6))")
  }

  private func randomSectionID() -> String? { random.chance(75) ? "s\(random.below(6))" : nil }
  private func randomTitle() -> String? { random.chance(60) ? random.pick(["Alpha", "Beta", "Gamma"]) : nil }
  private func randomNote() -> String? {
    random.chance(50) ? random.pick(["note", "a longer note that wraps around", "x y z"]) : nil
  }

  func newSection() -> FuzzSection {
    var section = FuzzSection()
    section.id = random.chance(80) ? randomSectionID() : nil
    section.headerTitle = random.chance(40) ? randomTitle() : nil
    section.header = random.chance(25) ? newSupplementary() : nil
    section.footer = random.chance(20) ? newSupplementary() : nil
    section.footerTitle = random.chance(25) ? randomNote() : nil
    section.rows = (0..<random.int(in: 0...4)).map { _ in newRow() }
    return section
  }

  /// `section` with one refused component: its header, its footer or one of its rows.
  private func poisoned(_ section: FuzzSection) -> FuzzSection {
    var section = section
    switch random.below(3) {
    case 0: section.header = invalidSupplementary()
    case 1: section.footer = invalidSupplementary()
    default: section.rows = poisoned(section.rows)
    }
    return section
  }

  private func poisoned(_ rows: [FuzzRow]) -> [FuzzRow] {
    var rows = rows
    rows.insert(invalidRow(), at: random.int(in: 0...rows.count))
    return rows
  }

  private func shuffled<Element>(_ elements: [Element]) -> [Element] {
    var elements = elements
    for index in elements.indices.reversed() where index > 0 {
      elements.swapAt(index, random.below(index + 1))
    }
    return elements
  }

  // MARK: Positions

  func badSectionIndex(_ count: Int, allowingEnd: Bool) -> Int {
    random.chance(40) ? -1 - random.below(3) : (allowingEnd ? count + 1 : count) + random.below(3)
  }

  /// An index path the engine must refuse: malformed, in no section, or past the rows.
  func badPath(in model: FuzzModel, allowingEnd: Bool) -> IndexPath {
    let count = model.sections.count
    switch random.below(count == 0 ? 2 : 4) {
    case 0:
      return random.chance(50) ? IndexPath(index: 0) : IndexPath(indexes: [0, 0, 0])
    case 1:
      return IndexPath(row: 0, section: badSectionIndex(count, allowingEnd: false))
    case 2:
      return IndexPath(row: -1 - random.below(2), section: random.below(count))
    default:
      let section = random.below(count)
      let rows = model.sections[section].rows.count
      return IndexPath(row: (allowingEnd ? rows + 1 : rows) + random.below(2), section: section)
    }
  }

  /// A row of the table, each as likely; the table must have one.
  func randomPath(in model: FuzzModel) -> IndexPath {
    var row = random.below(model.rowCount)
    for (section, content) in model.sections.enumerated() {
      if row < content.rows.count { return IndexPath(row: row, section: section) }
      row -= content.rows.count
    }
    preconditionFailure("randomPath(in:) of a table without rows")
  }

  private func insertionPath(in model: FuzzModel) -> IndexPath {
    let section = random.below(model.sections.count)
    return IndexPath(row: random.int(in: 0...model.sections[section].rows.count), section: section)
  }

  func summary(_ rows: [FuzzRow]) -> String { "[" + rows.map(\.summary).joined(separator: ", ") + "]" }

  func formatAll(_ paths: [IndexPath]) -> String { "[" + paths.map(format).joined(separator: ", ") + "]" }

  func format(_ path: IndexPath) -> String {
    path.count == 2 ? "[\(path.section),\(path.row)]" : "malformed\(Array(path))"
  }
}

/// A call that returned something other than what it promises.
struct FuzzWrongResult: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
