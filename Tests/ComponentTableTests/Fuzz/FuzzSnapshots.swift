import ComponentTable
import Foundation

@testable import ComponentTableTerminal

/// What a component is, compared field by field between the engine and the model.
struct FuzzComponentSnapshot: Equatable, CustomStringConvertible {
  var viewClass: String
  /// nil when the engine's component has data of another type than its class shows.
  var text: String?
  var reuseIdentifier: String
  var id: AnyHashable?

  var description: String {
    "\(viewClass.split(separator: ".").last ?? "")(\(text ?? "?")) reuse=\(reuseIdentifier.split(separator: ".").last ?? "")"
      + (id.map { " id=\($0)" } ?? "")
  }
}

extension FuzzComponentSnapshot {
  /// The snapshot of what the engine holds.
  @MainActor
  init(_ component: TableComponent) {
    let viewClass: AnyObject.Type = component.viewClass
    self.viewClass = fuzzName(of: viewClass)
    switch ObjectIdentifier(viewClass) {
    case ObjectIdentifier(FuzzCell.self): text = component.data(as: FuzzCell.Data.self)
    case ObjectIdentifier(FuzzOtherCell.self): text = component.data(as: FuzzOtherCell.Data.self)
    case ObjectIdentifier(FuzzAutoCell.self): text = component.data(as: FuzzAutoCell.Data.self)
    case ObjectIdentifier(FuzzWrappingCell.self): text = component.data(as: FuzzWrappingCell.Data.self)
    case ObjectIdentifier(FuzzOpaqueCell.self): text = component.data(as: FuzzOpaqueCell.Data.self)?.text
    case ObjectIdentifier(FuzzEquatableCell.self): text = component.data(as: FuzzEquatableCell.Data.self)?.text
    case ObjectIdentifier(FuzzHeaderView.self): text = component.data(as: FuzzHeaderView.Data.self)
    case ObjectIdentifier(FuzzFooterView.self): text = component.data(as: FuzzFooterView.Data.self)
    default: text = nil
    }
    // The documented derivation (the module-qualified class name), from the cache.
    reuseIdentifier = component.customReuseIdentifier ?? self.viewClass
    id = component.id
  }
}

struct FuzzSectionSnapshot: Equatable, CustomStringConvertible {
  var id: AnyHashable?
  var headerTitle: String?
  var footerTitle: String?
  var header: FuzzComponentSnapshot?
  var footer: FuzzComponentSnapshot?
  var rows: [FuzzComponentSnapshot]

  var description: String {
    var text = "section id=\(id.map { "\($0)" } ?? "nil") title=\(headerTitle ?? "nil") note=\(footerTitle ?? "nil")"
    text += " header=\(header.map { "\($0)" } ?? "nil") footer=\(footer.map { "\($0)" } ?? "nil")"
    for row in rows { text += "\n    \(row)" }
    return text
  }
}

extension FuzzSectionSnapshot {
  /// The snapshot of a section the engine holds.
  @MainActor
  init(_ section: TableSection) {
    id = section.id
    headerTitle = section.headerTitle
    footerTitle = section.footerTitle
    header = section.header.map(FuzzComponentSnapshot.init)
    footer = section.footer.map(FuzzComponentSnapshot.init)
    rows = section.rows.map(FuzzComponentSnapshot.init)
  }
}
