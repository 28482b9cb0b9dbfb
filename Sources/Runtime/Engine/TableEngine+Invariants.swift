import ComponentTableComponents
import Foundation

// The rules the engine's storage keeps that the type system does not: the sign-bit encoding of
// a row's cached height, the section keys handles point at, the registry every shown class is
// in, and the components held unretained. Each mutation ends by calling
// `checkInvariants()`; built with `-Xswiftc -DCOMPONENT_TABLE_INVARIANTS` (CI builds the fuzz
// suites that way) it checks them all and stops at the first one broken, naming it. Without the
// flag it compiles to nothing.
extension TableEngine {
  /// Stops the process with a message naming the broken rule, if any. O(rows) and a string
  /// per row: for tests and fuzzing only.
  @inline(__always)
  func checkInvariants() {
    #if COMPONENT_TABLE_INVARIANTS
      if let broken = brokenInvariant() { preconditionFailure("TableEngine invariant broken: \(broken)") }
    #endif
  }

  /// The first rule of the engine's storage that does not hold, in words, or `nil` when all
  /// hold. Always compiled, so that tests can break a rule on purpose and see it named.
  func brokenInvariant() -> String? {
    if groupDepth < 0 { return "the group depth is \(groupDepth)" }
    if groupDepth == 0 && !groupHostRequests.isEmpty {
      return "host requests of a group are left over with no group open"
    }
    var keys = Set<Int>()
    for (index, section) in sections.enumerated() {
      if section.key < 0 || section.key >= nextSectionKey {
        return "section \(index) has key \(section.key), outside 0..<\(nextSectionKey)"
      }
      if !keys.insert(section.key).inserted { return "section \(index) has the key \(section.key) of another section" }
      for edge in [section.header, section.footer] {
        if let broken = problem(of: edge, role: .headerFooter) { return "section \(index): \(broken)" }
      }
      for (row, record) in section.rows.enumerated() {
        if let broken = problem(of: record, role: .cell) { return "row \(row) of section \(index): \(broken)" }
      }
    }
    for edge in [tableHeaderRecord, tableFooterRecord] {
      if let broken = problem(of: edge, role: .tableHeaderFooter) { return "the table header or footer: \(broken)" }
    }
    for (position, entry) in derivedIdentifierList.enumerated()
    where derivedIdentifierList[..<position].contains(where: { $0.classID == entry.classID }) {
      return "the derived identifier of \(entry.identifier) is listed twice"
    }
    if Set(registeredDerivedCellClasses).count != registeredDerivedCellClasses.count {
      return "a cell class is listed twice as registered"
    }
    return nil
  }

  /// The one rule of every row, header and footer: its cached height is a valid encoding, and
  /// its view can be dequeued in `role` (its reuse identifier is registered for its class).
  private func problem(of record: RowRecord?, role: TableViewRole) -> String? {
    guard let record else { return nil }
    if let broken = record.brokenInvariant() { return broken }
    let box = record.component.box
    let identifier = box.options?.reuseIdentifier ?? TableComponent.derivedReuseIdentifier(for: box.viewClass)
    guard let registered = registry[RegistryKey(role: role, identifier: identifier)] else {
      return "its reuse identifier \(identifier) is not registered as a \(role)"
    }
    if ObjectIdentifier(registered) != box.viewClassID {
      return "its reuse identifier \(identifier) is registered for \(String(reflecting: registered)), not its class"
    }
    return nil
  }
}

extension RowRecord {
  /// Why the record's cached height is not a valid encoding, or `nil`: `storedHeight` is NaN
  /// (nothing cached) or finite. Every other value reads back as itself, its sign the kind.
  func brokenInvariant() -> String? {
    storedHeight.isNaN || storedHeight.isFinite ? nil : "the cached height is \(storedHeight)"
  }
}
