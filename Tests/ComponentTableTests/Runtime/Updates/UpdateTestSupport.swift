import Foundation

@testable import ComponentTable

/// The index path of `row` in `section`; shorter to read in batches than `IndexPath(row:section:)`.
func rowPath(_ row: Int, in section: Int) -> IndexPath { IndexPath(row: row, section: section) }
/// The same place as a staged model names it.
func position(_ row: Int, in section: Int) -> SectionedDiff.RowPosition {
  SectionedDiff.RowPosition(section: section, row: row)
}

/// A table for update tests: sections and rows with an identity and a content version.
struct DiffTestTable: Equatable, CustomStringConvertible {
  struct Row: Hashable {
    var id: Int
    var version = 0
  }

  struct Section: Equatable {
    var id: Int
    var version = 0
    var rows: [Row]
  }

  var sections: [Section]

  init(_ sections: [Section]) {
    self.sections = sections
  }

  /// Sections given as `(id, [row id])`, all versions 0.
  init(ids: [(Int, [Int])]) {
    sections = ids.map { Section(id: $0.0, rows: $0.1.map { Row(id: $0) }) }
  }

  var rowCounts: [Int] { sections.map { $0.rows.count } }
  var identities: [(id: Int, rows: [Int])] { sections.map { ($0.id, $0.rows.map { $0.id }) } }

  subscript(_ path: IndexPath) -> Row { sections[path.section].rows[path.row] }

  var description: String {
    sections.map { section in
      "\(section.id)v\(section.version):["
        + section.rows.map { "\($0.id)v\($0.version)" }
        .joined(separator: " ") + "]"
    }.joined(separator: " ")
  }

  /// The diff to `new`, with content compared by version.
  func diff(to new: DiffTestTable) -> SectionedDiff {
    SectionedDiff(
      from: identities, to: new.identities,
      rowContentChanged: { self[$0.indexPath].version != new[$1.indexPath].version },
      sectionContentChanged: { self.sections[$0].version != new.sections[$1].version })
  }
}

/// Plays staged batches on a simulated table view, as UIKit would, and reports the first thing
/// that goes wrong: a batch the validator refuses, a view that lands on the wrong identity,
/// content that does not match the stage's model, fresh views where none were asked for.
struct StagedUpdateReplay {
  /// A row view: the identity it was created for and the content it shows.
  struct RowView: Equatable {
    var identity: Int
    var shown: DiffTestTable.Row
  }

  let old: DiffTestTable
  let new: DiffTestTable

  /// The replay's verdict: nil when every stage is consistent and the table ends up as `new`.
  func failure(of update: StagedUpdate) -> String? {
    var rows = old.sections.map { $0.rows.map { RowView(identity: $0.id, shown: $0) } }
    var headers = old.sections.map { $0.id }
    var rowCounts = old.rowCounts
    var previousKind: UpdateStage.Kind?
    for (number, stage) in update.stages.enumerated() {
      func stageDescription() -> String { "stage \(number) (\(stage.kind), \(stage.batch))" }
      if let previous = previousKind, order(previous) >= order(stage.kind) {
        return "\(stageDescription()): stages out of order"
      }
      previousKind = stage.kind
      if let mixed = kindViolation(stage) { return "\(stageDescription()): \(mixed)" }
      let mapping: BatchUpdateMapping
      do {
        mapping = try BatchUpdateValidator.validate(
          stage.batch, rowCountsBefore: rowCounts, rowCountsAfter: stage.rowCounts)
      } catch {
        return "\(stageDescription()): refused: \(error.message)"
      }
      if let problem = replayHeaders(stage, mapping, &headers) { return "\(stageDescription()): \(problem)" }
      if let problem = replayRows(stage, mapping, &rows) { return "\(stageDescription()): \(problem)" }
      rowCounts = stage.rowCounts
    }
    if let last = update.stages.last {
      for section in last.sections.indices {
        let staged = last.sections[section]
        guard staged.content == .new(section) else { return "last model: section \(section)" }
        for row in staged.rows.indices {
          guard case .new(let path) = staged.rows[row], path.section == section, path.row == row
          else { return "last model: row \(row) of section \(section) is \(staged.rows[row])" }
        }
      }
    }
    let shown = rows.map { $0.map { $0.shown } }
    guard shown == new.sections.map({ $0.rows }), headers == new.sections.map({ $0.id }) else {
      return "ends showing \(shown), expected \(new)"
    }
    return nil
  }

  private func order(_ kind: UpdateStage.Kind) -> Int {
    switch kind {
    case .rowUpdates: 0
    case .deletions: 1
    case .sectionInsertionsAndMoves: 2
    case .rowInsertionsAndMoves: 3
    }
  }

  /// Each stage may only hold its own kind of change.
  private func kindViolation(_ stage: UpdateStage) -> String? {
    var allowed = TableBatchUpdate()
    let batch = stage.batch
    switch stage.kind {
    case .rowUpdates:
      allowed.reloadedRows = batch.reloadedRows
      allowed.reconfiguredRows = batch.reconfiguredRows
    case .deletions:
      allowed.deletedSections = batch.deletedSections
      allowed.deletedRows = batch.deletedRows
    case .sectionInsertionsAndMoves:
      allowed.insertedSections = batch.insertedSections
      allowed.movedSections = batch.movedSections
    case .rowInsertionsAndMoves:
      allowed.insertedRows = batch.insertedRows
      allowed.movedRows = batch.movedRows
    }
    return allowed == batch ? nil : "holds changes of another kind"
  }

  private func content(_ source: StagedSource<SectionedDiff.RowPosition>) -> DiffTestTable.Row {
    switch source {
    case .old(let path): old[path.indexPath]
    case .new(let path): new[path.indexPath]
    }
  }

  private func sectionID(_ source: StagedSource<Int>) -> Int {
    switch source {
    case .old(let index): old.sections[index].id
    case .new(let index): new.sections[index].id
    }
  }

  private func replayHeaders(
    _ stage: UpdateStage, _ mapping: BatchUpdateMapping, _ headers: inout [Int]
  ) -> String? {
    var moved = [Int?](repeating: nil, count: stage.sections.count)
    for (oldSection, header) in headers.enumerated() {
      guard let newSection = mapping.newSection(forOld: oldSection) else { continue }
      guard moved[newSection] == nil else { return "two headers land on section \(newSection)" }
      moved[newSection] = header
    }
    let fresh = Set(stage.batch.insertedSections + stage.batch.reloadedSections)
    guard Set(mapping.freshSections) == fresh else { return "fresh sections \(mapping.freshSections)" }
    for (section, staged) in stage.sections.enumerated() {
      let expected = sectionID(staged.content)
      guard (moved[section] == nil) == fresh.contains(section) else {
        return "section \(section) fresh/kept mismatch"
      }
      guard (moved[section] ?? expected) == expected else {
        return "header of \(moved[section]!) lands on section \(section), which is \(expected)"
      }
      moved[section] = expected
    }
    headers = moved.map { $0! }
    return nil
  }

  private func replayRows(
    _ stage: UpdateStage, _ mapping: BatchUpdateMapping, _ rows: inout [[RowView]]
  ) -> String? {
    // Plain loops and `RowPosition` instead of `enumerated()` and `IndexPath`: this runs for
    // every row of every stage of 100,000 tables in a debug build.
    let batch = stage.batch
    var landed = stage.sections.map { [RowView?](repeating: nil, count: $0.rows.count) }
    for section in rows.indices {
      let views = rows[section]
      for row in views.indices {
        let old = RowPosition(section: section, row: row)
        guard let target = mapping.newPosition(forOld: old) else { continue }
        guard landed[target.section][target.row] == nil else { return "two views land on \(target)" }
        landed[target.section][target.row] = views[row]
      }
    }
    // Reloads keep their index path (the validator insists), so their fresh view is at `path`.
    var fresh = Set((batch.insertedRows + batch.reloadedRows).map(RowPosition.init))
    guard Set(mapping.freshRows.map(RowPosition.init)) == fresh else {
      return "fresh rows \(mapping.freshRows)"
    }
    for section in batch.insertedSections + batch.reloadedSections {
      for row in stage.sections[section].rows.indices {
        fresh.insert(RowPosition(section: section, row: row))
      }
    }
    guard mapping.reconfiguredRows.count == batch.reconfiguredRows.count else {
      return "reconfigured rows \(mapping.reconfiguredRows)"
    }
    for path in mapping.reconfiguredRows {
      guard let view = landed[path.section][path.row] else { return "reconfigured \(path) lost" }
      let value = content(stage.sections[path.section].rows[path.row])
      guard view.identity == value.id else {
        return "reconfigure turns \(view.identity) into \(value.id) at \(path)"
      }
      landed[path.section][path.row]!.shown = value
    }
    for section in stage.sections.indices {
      let sources = stage.sections[section].rows
      for row in sources.indices {
        let position = RowPosition(section: section, row: row)
        let value = content(sources[row])
        guard let view = landed[section][row] else {
          guard fresh.contains(position), mapping.needsFreshView(at: position) else {
            return "nothing lands on \(position)"
          }
          landed[section][row] = RowView(identity: value.id, shown: value)
          continue
        }
        guard !fresh.contains(position), !mapping.needsFreshView(at: position) else {
          return "a kept view lands on fresh \(position)"
        }
        guard view.identity == value.id else {
          return "view of \(view.identity) lands on \(position), which is \(value.id)"
        }
        guard view.shown == value else {
          return "\(position) shows \(view.shown), model says \(value) (\(sources[row]))"
        }
      }
    }
    rows = landed.map { $0.map { $0! } }
    return nil
  }
}
