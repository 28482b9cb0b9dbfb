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

  @MainActor
  init(viewClass: String, text: String?, reuseIdentifier: String, id: AnyHashable?) {
    self.viewClass = viewClass
    self.text = text
    self.reuseIdentifier = reuseIdentifier
    self.id = id
  }

  @MainActor
  init(_ component: TableComponent) {
    let viewClass: AnyObject.Type = component.viewClass
    self.viewClass = fuzzName(of: viewClass)
    switch ObjectIdentifier(viewClass) {
    case ObjectIdentifier(FuzzCell.self): text = component.data(as: FuzzCell.self)
    case ObjectIdentifier(FuzzOtherCell.self): text = component.data(as: FuzzOtherCell.self)
    case ObjectIdentifier(FuzzAutoCell.self): text = component.data(as: FuzzAutoCell.self)
    case ObjectIdentifier(FuzzWrappingCell.self): text = component.data(as: FuzzWrappingCell.self)
    case ObjectIdentifier(FuzzOpaqueCell.self): text = component.data(as: FuzzOpaqueCell.self)?.text
    case ObjectIdentifier(FuzzEquatableCell.self): text = component.data(as: FuzzEquatableCell.self)?.text
    case ObjectIdentifier(FuzzHeaderView.self): text = component.data(as: FuzzHeaderView.self)
    case ObjectIdentifier(FuzzFooterView.self): text = component.data(as: FuzzFooterView.self)
    default: text = nil
    }
    // The documented derivation (the module-qualified class name), from the cache.
    reuseIdentifier = component.customReuseIdentifier ?? self.viewClass
    id = component.id
  }

  var description: String {
    "\(viewClass.split(separator: ".").last ?? "")(\(text ?? "?")) reuse=\(reuseIdentifier.split(separator: ".").last ?? "")"
      + (id.map { " id=\($0)" } ?? "")
  }
}

struct FuzzSectionSnapshot: Equatable, CustomStringConvertible {
  var id: AnyHashable?
  var headerTitle: String?
  var footerTitle: String?
  var header: FuzzComponentSnapshot?
  var footer: FuzzComponentSnapshot?
  var rows: [FuzzComponentSnapshot]

  @MainActor
  init(
    id: AnyHashable?, headerTitle: String?, footerTitle: String?, header: FuzzComponentSnapshot?,
    footer: FuzzComponentSnapshot?, rows: [FuzzComponentSnapshot]
  ) {
    self.id = id
    self.headerTitle = headerTitle
    self.footerTitle = footerTitle
    self.header = header
    self.footer = footer
    self.rows = rows
  }

  @MainActor
  init(_ section: TableSection) {
    id = section.id
    headerTitle = section.headerTitle
    footerTitle = section.footerTitle
    header = section.header.map(FuzzComponentSnapshot.init)
    footer = section.footer.map(FuzzComponentSnapshot.init)
    rows = section.rows.map(FuzzComponentSnapshot.init)
  }

  var description: String {
    var text = "section id=\(id.map { "\($0)" } ?? "nil") title=\(headerTitle ?? "nil") note=\(footerTitle ?? "nil")"
    text += " header=\(header.map { "\($0)" } ?? "nil") footer=\(footer.map { "\($0)" } ?? "nil")"
    for row in rows { text += "\n    \(row)" }
    return text
  }
}
