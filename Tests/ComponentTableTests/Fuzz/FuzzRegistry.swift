import ComponentTable
import Foundation

@testable import ComponentTableTerminal

/// The engine's registry of reuse identifiers as the model sees it: what the engine must refuse
/// follows from which identifiers earlier calls registered, refused calls included (a call that
/// is refused keeps what it registered before the refusal).
struct FuzzRegistry {
  var classes: [TableViewRole: [String: String]] = [:]

  /// Registers one component as the engine does and returns the error the engine must throw.
  @MainActor
  mutating func register(viewClass: AnyObject.Type, identifier: String, role: TableViewRole, operation: String)
    -> TableError?
  {
    let name = fuzzName(of: viewClass)
    if identifier.isEmpty { return .emptyReuseIdentifier(operation: operation, viewClass: name) }
    if let registered = classes[role]?[identifier] {
      if registered == name { return nil }
      return .reuseIdentifierConflict(identifier: identifier, registeredClass: registered, newClass: name)
    }
    switch role {
    case .cell where !(viewClass is TerminalTableCell.Type):
      return .unsupportedViewClass(
        viewClass: name, role: role, reason: "the terminal host shows rows with TerminalTableCell subclasses")
    case .headerFooter where !(viewClass is TerminalHeaderFooterView.Type):
      return .unsupportedViewClass(
        viewClass: name, role: role,
        reason: "the terminal host shows headers and footers with TerminalHeaderFooterView subclasses")
    default:
      classes[role, default: [:]][identifier] = name
      return nil
    }
  }

  @MainActor
  mutating func register(_ rows: [FuzzRow], operation: String) -> TableError? {
    for row in rows {
      if let error = register(
        viewClass: row.kind.viewClass, identifier: row.kind.reuseIdentifier, role: .cell, operation: operation)
      {
        return error
      }
    }
    return nil
  }

  /// Header, footer, then rows, section by section: the engine's order.
  @MainActor
  mutating func register(_ sections: [FuzzSection], operation: String) -> TableError? {
    for section in sections {
      for supplementary in [section.header, section.footer].compactMap({ $0 }) {
        if let error = register(
          viewClass: supplementary.kind.viewClass, identifier: supplementary.kind.reuseIdentifier,
          role: .headerFooter, operation: operation)
        {
          return error
        }
      }
      if let error = register(section.rows, operation: operation) { return error }
    }
    return nil
  }

  /// Identifiers of `role` registered for a class other than `viewClass`: stealing one of them
  /// is a conflict.
  @MainActor
  func identifiers(of role: TableViewRole, notFor viewClass: AnyObject.Type) -> [String] {
    let name = fuzzName(of: viewClass)
    return (classes[role] ?? [:]).filter { $0.value != name }.map(\.key).sorted()
  }
}
