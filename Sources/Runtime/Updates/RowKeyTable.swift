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

  /// The keys of `records`' rows: one pass, no `AnyHashable` for `Int` identities.
  init(_ records: [SectionRecord], matchingValues: Bool) {
    var sections: [[RowKey]] = []
    sections.reserveCapacity(records.count)
    var components: [Unmanaged<AnyComponentBox>] = []
    components.reserveCapacity(records.reduce(0) { $0 + $1.rows.count })
    var hasCustomReusePools = false
    for record in records {
      var keys: [RowKey] = []
      keys.reserveCapacity(record.rows.count)
      for row in record.rows {
        let box = row.component.box
        keys.append(RowKey(box, matchingValues: matchingValues))
        components.append(Unmanaged.passUnretained(box))
        if let options = box.options, options.reuseIdentifier != nil { hasCustomReusePools = true }
      }
      sections.append(keys)
    }
    self.sections = sections
    self.components = components
    self.hasCustomReusePools = hasCustomReusePools
  }

  /// The records of `sections` and the keys of their rows, made in one pass over the new
  /// components that also registers their classes with `engine`: a long table's components
  /// are touched once instead of three times (records, registration, keys). Throws before the
  /// table changes, as registration does; the records made so far are then dropped.
  static func makeRecords(
    of sections: [TableSection], registeringWith engine: TableEngine, operation: String
  ) throws(TableError) -> (records: [SectionRecord], keys: RowKeyTable) {
    var records: [SectionRecord] = []
    records.reserveCapacity(sections.count)
    var keysBySection: [[RowKey]] = []
    keysBySection.reserveCapacity(sections.count)
    var components: [Unmanaged<AnyComponentBox>] = []
    components.reserveCapacity(sections.reduce(0) { $0 + $1.rows.count })
    var hasCustomReusePools = false
    for section in sections {
      if let header = section.header { try engine.register(header, role: .headerFooter, operation: operation) }
      if let footer = section.footer { try engine.register(footer, role: .headerFooter, operation: operation) }
      var rows: [RowRecord] = []
      rows.reserveCapacity(section.rows.count)
      var keys: [RowKey] = []
      keys.reserveCapacity(section.rows.count)
      var lastChecked: ObjectIdentifier?
      for component in section.rows {
        try engine.register(component, following: &lastChecked, operation: operation)
        let box = component.box
        rows.append(RowRecord(component))
        keys.append(RowKey(box, matchingValues: false))
        components.append(Unmanaged.passUnretained(box))
        if let options = box.options, options.reuseIdentifier != nil { hasCustomReusePools = true }
      }
      records.append(SectionRecord(section, key: 0, rows: rows))
      keysBySection.append(keys)
    }
    let keys = RowKeyTable(
      sections: keysBySection, components: components,
      hasCustomReusePools: hasCustomReusePools)
    return (records, keys)
  }

  private init(
    sections: [[RowKey]], components: [Unmanaged<AnyComponentBox>],
    hasCustomReusePools: Bool
  ) {
    self.sections = sections
    self.components = components
    self.hasCustomReusePools = hasCustomReusePools
  }
}
