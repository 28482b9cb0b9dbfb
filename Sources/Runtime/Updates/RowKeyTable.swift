import ComponentTableComponents
import Foundation

/// The pairing keys of every row of one version of the table, with its components by their
/// number through the table, for the diff's content check of every paired row.
///
/// The keys and the components are held unretained: the section records being compared keep
/// the components alive for as long as the table exists. A flat array instead of one per
/// section, because reading an element of a nested array retains and releases the inner one.
@MainActor
struct RowKeyTable {
  /// The keys, one array per section, as `SectionedDiff` takes them.
  let sections: [[RowKey]]
  /// Whether any row names its own reuse identifier: only then can two rows of one class come
  /// from different reuse pools.
  let hasCustomReusePools: Bool
  /// The components, numbered through the table as `SectionedDiff` numbers rows.
  let components: [Unmanaged<AnyComponentBox>]

  /// The keys of `records`' rows, no `AnyHashable` for `Int` identities.
  init(_ records: [SectionRecord], matchingValues: Bool) {
    var sections: [[RowKey]] = []
    sections.reserveCapacity(records.count)
    var components: [Unmanaged<AnyComponentBox>] = []
    components.reserveCapacity(records.reduce(0) { $0 + $1.rows.count })
    var hasCustomReusePools = false
    for record in records {
      let start = components.count
      Self.appendBoxes(of: record.rows, to: &components)
      let made = Self.keys(of: components[start...], matchingValues: matchingValues)
      sections.append(made.keys)
      hasCustomReusePools = hasCustomReusePools || made.hasCustomReusePools
    }
    self.sections = sections
    self.components = components
    self.hasCustomReusePools = hasCustomReusePools
  }

  /// The records of `sections` and the keys of their rows, made in one pass over the new
  /// components that also registers their classes with `engine`. Throws before the table
  /// changes, as registration does; the records made so far are then dropped.
  static func makeRecords(
    of sections: [TableSection], registeringWith engine: TableEngine, operation: String
  ) throws(TableError) -> (records: [SectionRecord], keys: RowKeyTable) {
    var records: [SectionRecord] = []
    records.reserveCapacity(sections.count)
    var keysBySection: [[RowKey]] = []
    keysBySection.reserveCapacity(sections.count)
    var boxes: [Unmanaged<AnyComponentBox>] = []
    boxes.reserveCapacity(sections.reduce(0) { $0 + $1.rows.count })
    var hasCustomReusePools = false
    for section in sections {
      if let header = section.header { try engine.register(header, role: .headerFooter, operation: operation) }
      if let footer = section.footer { try engine.register(footer, role: .headerFooter, operation: operation) }
      let start = boxes.count
      Self.appendBoxes(of: section.rows, to: &boxes)
      let made = Self.keys(of: boxes[start...], matchingValues: false)
      // Registration looks at a row only where the class changes: the keys name the classes.
      // A row with its own reuse identifier is registered by that identifier, row by row.
      var lastChecked: ObjectIdentifier?
      if made.hasCustomReusePools {
        for component in section.rows { try engine.register(component, following: &lastChecked, operation: operation) }
      } else {
        for index in made.keys.indices where made.keys[index].classID != lastChecked {
          try engine.register(section.rows[index], following: &lastChecked, operation: operation)
        }
      }
      records.append(SectionRecord(section, key: 0))
      keysBySection.append(made.keys)
      hasCustomReusePools = hasCustomReusePools || made.hasCustomReusePools
    }
    let keys = RowKeyTable(
      sections: keysBySection, components: boxes,
      hasCustomReusePools: hasCustomReusePools)
    return (records, keys)
  }

  /// Appends the box of every row to `boxes`, unretained. By index: a row copied out of the
  /// array retains its component.
  private static func appendBoxes(of rows: [RowRecord], to boxes: inout [Unmanaged<AnyComponentBox>]) {
    for index in rows.indices { boxes.append(Unmanaged.passUnretained(rows[index].component.box)) }
  }

  private static func appendBoxes(of rows: [TableComponent], to boxes: inout [Unmanaged<AnyComponentBox>]) {
    for index in rows.indices { boxes.append(Unmanaged.passUnretained(rows[index].box)) }
  }

  /// The keys of `boxes`, and whether any of them names its own reuse identifier.
  ///
  /// Nonisolated, so that it can lend itself each box without retaining it: a main-actor
  /// closure would have its executor checked on every call, and a reference read from an
  /// array is retained around every call made on it. The caller, on the main actor, keeps the
  /// boxes alive.
  private nonisolated static func keys(
    of boxes: ArraySlice<Unmanaged<AnyComponentBox>>, matchingValues: Bool
  ) -> (keys: [RowKey], hasCustomReusePools: Bool) {
    var keys: [RowKey] = []
    keys.reserveCapacity(boxes.count)
    var hasCustomReusePools = false
    for box in boxes {
      box._withUnsafeGuaranteedRef { box in
        keys.append(RowKey(box, matchingValues: matchingValues))
        if box.hasCustomReuseIdentifier { hasCustomReusePools = true }
      }
    }
    return (keys, hasCustomReusePools)
  }

  private init(
    sections: [[RowKey]], components: [Unmanaged<AnyComponentBox>],
    hasCustomReusePools: Bool
  ) {
    self.sections = sections
    self.components = components
    self.hasCustomReusePools = hasCustomReusePools
  }

  /// For every new row, whether it is paired with an old row whose content differs.
  ///
  /// One loop, nonisolated so that it can lend itself each component without retaining it: a
  /// main-actor closure would have its executor checked on every call, and a retained
  /// reference costs two atomic operations; either costs more than comparing most rows' data.
  /// The caller, on the main actor, keeps every component alive (both tables' records hold
  /// them).
  nonisolated static func contentChanges(
    _ oldRowForNewRow: [Int], old: [Unmanaged<AnyComponentBox>], new: [Unmanaged<AnyComponentBox>]
  ) -> [Bool] {
    var changed = [Bool](repeating: false, count: oldRowForNewRow.count)
    for newRow in 0..<oldRowForNewRow.count {
      let oldRow = oldRowForNewRow[newRow]
      guard oldRow >= 0 else { continue }
      changed[newRow] = old[oldRow]._withUnsafeGuaranteedRef { oldBox in
        new[newRow]._withUnsafeGuaranteedRef { newBox in !oldBox.hasSameContentAndState(as: newBox) }
      }
    }
    return changed
  }

  /// Why the table's unretained components are not exactly the rows of `records`, in order,
  /// or `nil`: the records are what keeps those components alive.
  @MainActor
  func brokenInvariant(against records: [SectionRecord]) -> String? {
    guard sections.count == records.count else {
      return "keys of \(sections.count) sections for \(records.count) sections"
    }
    var number = 0
    for (index, record) in records.enumerated() {
      guard sections[index].count == record.rows.count else {
        return "section \(index) has \(sections[index].count) keys for \(record.rows.count) rows"
      }
      for row in record.rows.indices {
        guard number < components.count,
          components[number].toOpaque() == Unmanaged.passUnretained(record.rows[row].component.box).toOpaque()
        else { return "row \(row) of section \(index) is not the component the keys hold" }
        number += 1
      }
    }
    return number == components.count ? nil : "the keys hold \(components.count) components for \(number) rows"
  }

  /// Stops the process when ``brokenInvariant(against:)`` finds a problem and invariant
  /// checks are compiled in; nothing otherwise.
  @MainActor @inline(__always)
  func checkInvariants(against records: [SectionRecord]) {
    #if COMPONENT_TABLE_INVARIANTS
      if let broken = brokenInvariant(against: records) {
        preconditionFailure("RowKeyTable invariant broken: \(broken)")
      }
    #endif
  }
}
