import ComponentTable
import Foundation

@testable import ComponentTableTerminal

/// Module-qualified class names, which are also the derived reuse identifiers. Cached:
/// `String(reflecting:)` on every check was a fifth of the run time.
@MainActor
func fuzzName(of viewClass: AnyObject.Type) -> String {
  let key = ObjectIdentifier(viewClass)
  if let name = fuzzNames[key] { return name }
  let name = String(reflecting: viewClass)
  fuzzNames[key] = name
  return name
}

@MainActor private var fuzzNames: [ObjectIdentifier: String] = [:]

/// The kinds of rows the fuzzer makes. The last three can never enter a table: each is refused
/// with its own `TableError`.
enum FuzzRowKind: Equatable, CustomStringConvertible {
  /// `FuzzCell`, derived reuse identifier.
  case plain
  /// `FuzzCell` in its own reuse pool: the same class under a second identifier.
  case pooled
  case other
  case opaque
  case equatable
  case auto
  /// Self-sizing with a height that depends on the width.
  case wrapping
  /// `FuzzCell` with an empty reuse identifier.
  case emptyIdentifier
  /// `FuzzOtherCell` under an identifier already registered for another class.
  case stolen(String)
  /// A header class as a row, which the terminal host cannot show.
  case headerClass

  static let valid: [FuzzRowKind] = [.plain, .pooled, .other, .opaque, .equatable, .auto, .wrapping]
  static let pool = "fuzz.pool"

  var viewClass: AnyObject.Type {
    switch self {
    case .plain, .pooled, .emptyIdentifier: return FuzzCell.self
    case .other, .stolen: return FuzzOtherCell.self
    case .opaque: return FuzzOpaqueCell.self
    case .equatable: return FuzzEquatableCell.self
    case .auto: return FuzzAutoCell.self
    case .wrapping: return FuzzWrappingCell.self
    case .headerClass: return FuzzHeaderView.self
    }
  }

  @MainActor
  var reuseIdentifier: String {
    switch self {
    case .pooled: return Self.pool
    case .emptyIdentifier: return ""
    case .stolen(let identifier): return identifier
    default: return fuzzName(of: viewClass)
    }
  }

  /// Whether the data is `Hashable`, so that it is the identity when no `id` is given.
  var dataIsHashable: Bool {
    switch self {
    case .opaque, .equatable: return false
    default: return true
    }
  }

  var description: String {
    switch self {
    case .plain: return "plain"
    case .pooled: return "pooled"
    case .other: return "other"
    case .opaque: return "opaque"
    case .equatable: return "equatable"
    case .auto: return "auto"
    case .wrapping: return "wrapping"
    case .emptyIdentifier: return "EMPTY-ID"
    case .stolen(let identifier): return "STOLEN(\(identifier.split(separator: ".").last ?? ""))"
    case .headerClass: return "HEADER-AS-ROW"
    }
  }

  /// The lines a row of this kind takes at `width`.
  func lines(_ text: String, width: Int) -> Int {
    switch self {
    case .plain, .pooled, .opaque, .equatable, .emptyIdentifier, .headerClass:
      return FuzzMetrics.cellLines(text, width: width)
    case .other, .stolen: return Int(FuzzMetrics.otherHeight(text).rounded(.up))
    case .auto: return FuzzMetrics.autoLines(text)
    case .wrapping: return FuzzMetrics.wrappingLines(text, width: width)
    }
  }

  @MainActor
  func makeComponent(text: String, id: String?) -> TableComponent {
    let id = id.map { AnyHashable($0) }
    switch self {
    case .plain: return TableComponent(FuzzCell.self, data: text, id: id)
    case .pooled: return TableComponent(FuzzCell.self, data: text, reuseIdentifier: Self.pool, id: id)
    case .other: return TableComponent(FuzzOtherCell.self, data: text, id: id)
    case .opaque: return TableComponent(FuzzOpaqueCell.self, data: FuzzOpaqueData(text: text), id: id)
    case .equatable: return TableComponent(FuzzEquatableCell.self, data: FuzzEquatableData(text: text), id: id)
    case .auto: return TableComponent(FuzzAutoCell.self, data: text, id: id)
    case .wrapping: return TableComponent(FuzzWrappingCell.self, data: text, id: id)
    case .emptyIdentifier: return TableComponent(FuzzCell.self, data: text, reuseIdentifier: "", id: id)
    case .stolen(let identifier):
      return TableComponent(FuzzOtherCell.self, data: text, reuseIdentifier: identifier, id: id)
    case .headerClass: return TableComponent(FuzzHeaderView.self, data: text, id: id)
    }
  }
}

/// A row of the model. `component` is the value handed to the engine: keeping it lets an
/// `apply` hand back the very same value, which is the only way rows without `Equatable` data
/// count as unchanged.
@MainActor
struct FuzzRow {
  let kind: FuzzRowKind
  let text: String
  let explicitID: String?
  let component: TableComponent
  /// What the engine must hold for this row; the identity is the explicit id, else the data
  /// when it is `Hashable`.
  let expected: FuzzComponentSnapshot

  init(_ kind: FuzzRowKind, _ text: String, id: String? = nil) {
    self.kind = kind
    self.text = text
    explicitID = id
    component = kind.makeComponent(text: text, id: id)
    let identity: AnyHashable? = id.map { AnyHashable($0) } ?? (kind.dataIsHashable ? AnyHashable(text) : nil)
    expected = FuzzComponentSnapshot(
      viewClass: fuzzName(of: kind.viewClass), text: text, reuseIdentifier: kind.reuseIdentifier, id: identity)
  }

  var summary: String { "\(kind):\(text)" + (explicitID.map { "#\($0)" } ?? "") }
}

/// The kinds of header and footer components. The last three are refused.
enum FuzzSupplementaryKind: Equatable, CustomStringConvertible {
  case header
  case footer
  case emptyIdentifier
  /// `FuzzFooterView` under an identifier registered for another header/footer class.
  case stolen(String)
  /// A cell class as a header or footer.
  case cellClass

  static let valid: [FuzzSupplementaryKind] = [.header, .footer]

  var viewClass: AnyObject.Type {
    switch self {
    case .header, .emptyIdentifier: return FuzzHeaderView.self
    case .footer, .stolen: return FuzzFooterView.self
    case .cellClass: return FuzzCell.self
    }
  }

  @MainActor
  var reuseIdentifier: String {
    switch self {
    case .emptyIdentifier: return ""
    case .stolen(let identifier): return identifier
    default: return fuzzName(of: viewClass)
    }
  }

  var description: String {
    switch self {
    case .header: return "H"
    case .footer: return "F"
    case .emptyIdentifier: return "EMPTY-ID"
    case .stolen(let identifier): return "STOLEN(\(identifier.split(separator: ".").last ?? ""))"
    case .cellClass: return "CELL-AS-HEADER"
    }
  }

  func lines(_ text: String, width: Int) -> Int {
    switch self {
    case .header, .emptyIdentifier, .cellClass: return FuzzMetrics.headerLines(text)
    case .footer, .stolen: return FuzzMetrics.footerLines(text, width: width)
    }
  }

  @MainActor
  func makeComponent(text: String) -> TableComponent {
    switch self {
    case .header: return TableComponent(FuzzHeaderView.self, data: text)
    case .footer: return TableComponent(FuzzFooterView.self, data: text)
    case .emptyIdentifier: return TableComponent(FuzzHeaderView.self, data: text, reuseIdentifier: "")
    case .stolen(let identifier): return TableComponent(FuzzFooterView.self, data: text, reuseIdentifier: identifier)
    case .cellClass: return TableComponent(FuzzCell.self, data: text)
    }
  }
}

@MainActor
struct FuzzSupplementary {
  let kind: FuzzSupplementaryKind
  let text: String
  let component: TableComponent
  let expected: FuzzComponentSnapshot

  init(_ kind: FuzzSupplementaryKind, _ text: String) {
    self.kind = kind
    self.text = text
    component = kind.makeComponent(text: text)
    expected = FuzzComponentSnapshot(
      viewClass: fuzzName(of: kind.viewClass), text: text, reuseIdentifier: kind.reuseIdentifier, id: AnyHashable(text))
  }

  var summary: String { "\(kind):\(text)" }
}

/// A section of the model. `key` stands for the engine's section identity: what a
/// `TableSectionHandle` follows.
@MainActor
struct FuzzSection {
  var key = -1
  var id: String?
  var headerTitle: String?
  var footerTitle: String?
  var header: FuzzSupplementary?
  var footer: FuzzSupplementary?
  var rows: [FuzzRow] = []

  var tableSection: TableSection {
    TableSection(
      id: id.map { AnyHashable($0) }, header: header?.component, footer: footer?.component,
      headerTitle: headerTitle, footerTitle: footerTitle, rows: rows.map(\.component))
  }

  var expected: FuzzSectionSnapshot {
    FuzzSectionSnapshot(
      id: id.map { AnyHashable($0) }, headerTitle: headerTitle, footerTitle: footerTitle,
      header: header?.expected, footer: footer?.expected, rows: rows.map(\.expected))
  }

  /// Lines of the header, the way the terminal host lays it out.
  func headerLines(section: Int, width: Int) -> Int {
    if let header { return header.kind.lines(header.text, width: width) }
    if headerTitle != nil { return 2 }
    return section > 0 ? 1 : 0
  }

  func footerLines(width: Int) -> Int {
    if let footer { return footer.kind.lines(footer.text, width: width) }
    if let footerTitle { return TerminalText.wrap(TerminalText.lines(footerTitle), toWidth: width).count }
    return 0
  }

  var summary: String {
    var parts: [String] = []
    if let id { parts.append("id=\(id)") }
    if let headerTitle { parts.append("title=\"\(headerTitle)\"") }
    if let header { parts.append("header=\(header.summary)") }
    if let footer { parts.append("footer=\(footer.summary)") }
    if let footerTitle { parts.append("note=\"\(footerTitle)\"") }
    parts.append("[" + rows.map(\.summary).joined(separator: ", ") + "]")
    return "{" + parts.joined(separator: " ") + "}"
  }
}

/// The table as it must be: the sections, in order. Registrations and section keys live in the
/// fuzzer, because a group that is undone keeps both.
@MainActor
struct FuzzModel {
  var sections: [FuzzSection] = []
  /// The views above and below all sections (`setTableHeader`, `setTableFooter`).
  var tableHeader: FuzzSupplementary?
  var tableFooter: FuzzSupplementary?

  var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

  func index(ofKey key: Int) -> Int? { sections.firstIndex { $0.key == key } }

  var allPaths: [IndexPath] {
    sections.enumerated().flatMap { section, content in
      content.rows.indices.map { IndexPath(row: $0, section: section) }
    }
  }

  subscript(path: IndexPath) -> FuzzRow { sections[path.section].rows[path.row] }

  /// The error the engine throws for a section index, as `checkSection` words it.
  func sectionError(_ section: Int, _ operation: String, allowingEnd: Bool = false) -> TableError? {
    let limit = allowingEnd ? sections.count : sections.count - 1
    guard section >= 0, section <= limit else {
      return .sectionOutOfRange(operation: operation, section: section, sectionCount: sections.count)
    }
    return nil
  }

  /// The error the engine throws for a row's index path, as `checkRow` words it.
  func rowError(_ path: IndexPath, _ operation: String, allowingEnd: Bool = false) -> TableError? {
    guard path.count == 2 else {
      return .rowOutOfRange(operation: operation, indexPath: IndexPath(row: -1, section: -1), rowCount: 0)
    }
    if let error = sectionError(path.section, operation) { return error }
    let count = sections[path.section].rows.count
    guard path.row >= 0, path.row <= (allowingEnd ? count : count - 1) else {
      return .rowOutOfRange(operation: operation, indexPath: path, rowCount: count)
    }
    return nil
  }

  var snapshot: [FuzzSectionSnapshot] { sections.map(\.expected) }
}
