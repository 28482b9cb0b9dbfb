import ComponentTable
import Foundation

/// The fuzzer's section calls: add, insert, remove, move, replace, remove all, section handles.
extension EngineFuzzer {
  /// A new section with the next key the engine will give it; with `invalid`, one of its
  /// components is one the engine must refuse.
  func newKeyedSection(invalid: Bool) -> FuzzSection {
    var section = invalid ? poisoned(newSection()) : newSection()
    section.key = takeKey()
    return section
  }

  func planAddSection(_ model: FuzzModel, invalid: Bool) -> Plan {
    let section = newKeyedSection(invalid: invalid)
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

  func planInsertSection(_ model: FuzzModel, invalid: Bool) -> Plan {
    let count = model.sections.count
    let mode = invalid ? random.below(3) : -1
    let index = mode == 0 || mode == 2 ? badSectionIndex(count, allowingEnd: true) : random.int(in: 0...count)
    let section = newKeyedSection(invalid: mode >= 1)
    let animation = randomAnimation()
    let final = section
    let value = section.tableSection
    let operation = "insertSection(_:at:animation:)"
    return plan(
      "insertSection(\(section.summary), at: \(index), \(animation))", in: model, effect: .touched,
      handleKey: section.key,
      checks: [
        { _ in model.sectionError(index, operation, allowingEnd: true) },
        { $0.register([final], operation: operation) },
      ],
      change: { $0.sections.insert(final, at: index) }
    ) { [engine] in try engine.insertSection(value, at: index, animation: animation) }
  }

  func planRemoveSection(_ model: FuzzModel, invalid: Bool) -> Plan {
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

  func planMoveSection(_ model: FuzzModel, invalid: Bool) -> Plan {
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

  func planReplaceSection(_ model: FuzzModel, invalid: Bool) -> Plan {
    let count = model.sections.count
    let mode = invalid || count == 0 ? (count == 0 ? 0 : random.below(3)) : -1
    let index = mode == 0 || mode == 2 ? badSectionIndex(count, allowingEnd: false) : random.below(count)
    let section = mode >= 1 ? poisoned(newSection()) : newSection()
    let animation = randomAnimation()
    let value = section.tableSection
    let operation = "updateSection(at:with:animation:)"
    return plan(
      "updateSection(at: \(index), with: \(section.summary), \(animation))", in: model, effect: .touched,
      checks: [{ _ in model.sectionError(index, operation) }, { $0.register([section], operation: operation) }],
      change: {
        // The section keeps its identity: its handle stays valid.
        var replacement = section
        replacement.key = $0.sections[index].key
        $0.sections[index] = replacement
      }
    ) { [engine] in
      try engine.updateSection(at: index, with: value, animation: animation)
      return nil
    }
  }

  func planRemoveAll(_ model: FuzzModel) -> Plan {
    let animation = randomAnimation()
    return plan(
      "removeAll(\(animation))", in: model, effect: model.sections.isEmpty ? .untouched : .touched, checks: [],
      change: { $0.sections.removeAll() }
    ) { [engine] in
      try engine.removeAll(animation: animation)
      return nil
    }
  }

  func planSectionHandle(_ model: FuzzModel, invalid: Bool) -> Plan {
    let count = model.sections.count
    let index = invalid || count == 0 ? badSectionIndex(count, allowingEnd: false) : random.below(count)
    let key = model.sections.indices.contains(index) ? model.sections[index].key : nil
    return plan(
      "sectionHandle(at: \(index))", in: model, effect: .untouched, handleKey: key,
      checks: [{ _ in model.sectionError(index, "sectionHandle(at:)") }], change: { _ in }
    ) { [engine] in try engine.sectionHandle(at: index) }
  }
}
