import ComponentTable
import Foundation

/// The fuzzer's `apply` calls: a new list of sections made from the table, and the keys the
/// engine's pairing gives its sections.
extension EngineFuzzer {
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
  func keyed(_ list: [FuzzSection], matching old: [FuzzSection]) -> [FuzzSection] {
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

  func applyList(from model: FuzzModel) -> [FuzzSection] {
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
}
