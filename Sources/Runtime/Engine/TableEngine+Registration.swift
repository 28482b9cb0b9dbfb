import Foundation

struct RegistryKey: Hashable {
  let role: TableViewRole
  let identifier: String
}

extension TableEngine {
  /// The reuse identifier of a component already checked by `register`.
  func reuseIdentifier(of box: AnyComponentBox) -> String {
    if let custom = box.options?.reuseIdentifier { return custom }
    let classID = box.viewClassID
    for entry in derivedIdentifierList where entry.classID == classID { return entry.identifier }
    let derived = TableComponent.derivedReuseIdentifier(for: box.viewClass)
    derivedIdentifierList.append((classID, derived))
    return derived
  }

  /// Registers the classes of `section` with the host, once per identifier, before any of
  /// them enters the table. Throws, before anything changed, for an empty identifier or one
  /// used for two classes.
  func register(_ section: TableSection, operation: String) throws(TableError) {
    if let header = section.header { try register(header, role: .headerFooter, operation: operation) }
    if let footer = section.footer { try register(footer, role: .headerFooter, operation: operation) }
    try register(section.rows, operation: operation)
  }

  func register(_ rows: [TableComponent], operation: String) throws(TableError) {
    // Rows of a screen come in runs of the same class; checking the last class seen first
    // keeps adding 100,000 rows from hashing an identifier 100,000 times.
    // Only a custom reuse identifier changes that: rows with other options (an explicit `id`)
    // are skipped like plain ones, so applying a table of identified rows registers nothing again.
    var lastChecked: ObjectIdentifier?
    for row in rows { try register(row, following: &lastChecked, operation: operation) }
  }

  /// Registers the class of one row of a run of rows; `lastChecked` is the class of the row
  /// before (`nil` for none), and becomes this row's.
  @inline(__always)
  func register(
    _ row: TableComponent, following lastChecked: inout ObjectIdentifier?, operation: String
  ) throws(TableError) {
    let box = row.box
    guard box.options?.reuseIdentifier == nil else {
      try register(row, role: .cell, operation: operation)
      lastChecked = nil
      return
    }
    let classID = box.viewClassID
    if classID == lastChecked { return }
    if !registeredDerivedCellClasses.contains(classID) {
      try register(row, role: .cell, operation: operation)
      registeredDerivedCellClasses.append(classID)
    }
    lastChecked = classID
  }

  func register(_ component: TableComponent, role: TableViewRole, operation: String) throws(TableError) {
    let box = component.box
    let identifier = reuseIdentifier(of: box)
    guard !identifier.isEmpty else {
      throw .emptyReuseIdentifier(operation: operation, viewClass: String(reflecting: box.viewClass))
    }
    let key = RegistryKey(role: role, identifier: identifier)
    if let registered = registry[key] {
      guard ObjectIdentifier(registered) == box.viewClassID else {
        throw .reuseIdentifierConflict(
          identifier: identifier, registeredClass: String(reflecting: registered),
          newClass: String(reflecting: box.viewClass))
      }
      return
    }
    guard let drawingClass = box.drawingClass(in: views) else {
      throw .noViewRegistered(operation: operation, dataType: String(reflecting: type(of: box.anyData)))
    }
    try host?.register(drawingClass, forReuseIdentifier: identifier, role: role)
    registry[key] = box.viewClass
  }
}
