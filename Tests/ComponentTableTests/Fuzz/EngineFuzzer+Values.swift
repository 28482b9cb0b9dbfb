import ComponentTable
import Foundation

/// The values the fuzzer's calls are made of: rows, sections, supplementary views, animations,
/// and positions in and out of the table.
extension EngineFuzzer {
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
  func duplicate(of row: FuzzRow) -> FuzzRow { FuzzRow(row.kind, row.text, id: row.explicitID) }

  /// A row to put in place of `row`: new data of the same kind (same id, so it is paired),
  /// the same identity and data in the other pool of the same class (which needs a view of
  /// the new pool), or anything.
  func replacement(for row: FuzzRow) -> FuzzRow {
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
    let kind = invalidKind(
      role: .cell, notFor: FuzzOtherCell.self, empty: FuzzRowKind.emptyIdentifier, stolen: { .stolen($0) },
      otherRole: .headerClass)
    return FuzzRow(kind, text)
  }

  /// A header or footer the engine must refuse, drawn as ``invalidRow()`` draws a row.
  func invalidSupplementary() -> FuzzSupplementary {
    let text = "bad\(random.below(4))"
    let kind = invalidKind(
      role: .headerFooter, notFor: FuzzFooterView.self, empty: FuzzSupplementaryKind.emptyIdentifier,
      stolen: { .stolen($0) }, otherRole: .cellClass)
    return FuzzSupplementary(kind, text)
  }

  /// One of the three refused kinds of a component of `role`: `empty` (no reuse identifier),
  /// `stolen` (an identifier registered for another class than `viewClass`; `empty` when there
  /// is none), or `otherRole` (a class the host shows in the other role).
  private func invalidKind<Kind>(
    role: TableViewRole, notFor viewClass: AnyObject.Type, empty: Kind, stolen: (String) -> Kind, otherRole: Kind
  ) -> Kind {
    switch random.below(3) {
    case 0:
      return empty
    case 1:
      let stealable = registry.identifiers(of: role, notFor: viewClass)
      return stealable.isEmpty ? empty : stolen(random.pick(stealable))
    default:
      return otherRole
    }
  }

  func newSupplementary() -> FuzzSupplementary {
    FuzzSupplementary(random.pick(FuzzSupplementaryKind.valid), "h\(random.below(6))")
  }

  func randomSectionID() -> String? { random.chance(75) ? "s\(random.below(6))" : nil }
  func randomTitle() -> String? { random.chance(60) ? random.pick(["Alpha", "Beta", "Gamma"]) : nil }
  func randomNote() -> String? {
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
  func poisoned(_ section: FuzzSection) -> FuzzSection {
    var section = section
    switch random.below(3) {
    case 0: section.header = invalidSupplementary()
    case 1: section.footer = invalidSupplementary()
    default: section.rows = poisoned(section.rows)
    }
    return section
  }

  func poisoned(_ rows: [FuzzRow]) -> [FuzzRow] {
    var rows = rows
    rows.insert(invalidRow(), at: random.int(in: 0...rows.count))
    return rows
  }

  func shuffled<Element>(_ elements: [Element]) -> [Element] {
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

  func insertionPath(in model: FuzzModel) -> IndexPath {
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
