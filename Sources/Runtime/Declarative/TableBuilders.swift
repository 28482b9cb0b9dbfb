/// Builds the sections of a table from a description with `if`, `switch` and `for`:
///
/// ```swift
/// try engine.apply {
///   TableSection(id: "network", header: TableComponent.sectionTitle("Network")) {
///     TableComponent.switchRow("Wi-Fi", isOn: .value(model.wifi)) { model.wifi = $0; refresh() }
///     if model.wifi {
///       TableComponent.valueRow("Network", value: model.network)
///     }
///   }
///   if model.signedIn {
///     TableSection(id: "account") { TableComponent.buttonRow("Sign Out", role: .destructive) { _ in signOut() } }
///   }
/// }
/// ```
///
/// The result is the same `[TableSection]` the incremental API takes.
@MainActor
@resultBuilder
public enum TableSectionsBuilder {
  /// One section on a line of the description.
  public static func buildExpression(_ section: TableSection) -> [TableSection] { [section] }
  /// Several sections on one line (the result of a `map`, say).
  public static func buildExpression(_ sections: [TableSection]) -> [TableSection] { sections }
  /// The sections of every line, in order.
  public static func buildBlock(_ parts: [TableSection]...) -> [TableSection] { parts.flatMap { $0 } }
  /// The sections of an `if` without `else`: none when the condition is false.
  public static func buildOptional(_ part: [TableSection]?) -> [TableSection] { part ?? [] }
  /// The sections of the first branch of an `if`/`else` or a `switch`.
  public static func buildEither(first part: [TableSection]) -> [TableSection] { part }
  /// The sections of the other branch of an `if`/`else` or a `switch`.
  public static func buildEither(second part: [TableSection]) -> [TableSection] { part }
  /// The sections of every pass of a `for` loop, in order.
  public static func buildArray(_ parts: [[TableSection]]) -> [TableSection] { parts.flatMap { $0 } }
  /// The sections of an `if #available` branch.
  public static func buildLimitedAvailability(_ part: [TableSection]) -> [TableSection] { part }
}

/// Builds the rows of a section from a description with `if`, `switch` and `for`; a
/// component or an array of components (a radio group) can stand on each line.
@MainActor
@resultBuilder
public enum TableRowsBuilder {
  /// One row on a line of the description.
  public static func buildExpression(_ row: TableComponent) -> [TableComponent] { [row] }
  /// Several rows on one line: a radio group, or the result of a `map`.
  public static func buildExpression(_ rows: [TableComponent]) -> [TableComponent] { rows }
  /// The rows of every line, in order.
  public static func buildBlock(_ parts: [TableComponent]...) -> [TableComponent] { parts.flatMap { $0 } }
  /// The rows of an `if` without `else`: none when the condition is false.
  public static func buildOptional(_ part: [TableComponent]?) -> [TableComponent] { part ?? [] }
  /// The rows of the first branch of an `if`/`else` or a `switch`.
  public static func buildEither(first part: [TableComponent]) -> [TableComponent] { part }
  /// The rows of the other branch of an `if`/`else` or a `switch`.
  public static func buildEither(second part: [TableComponent]) -> [TableComponent] { part }
  /// The rows of every pass of a `for` loop, in order.
  public static func buildArray(_ parts: [[TableComponent]]) -> [TableComponent] { parts.flatMap { $0 } }
  /// The rows of an `if #available` branch.
  public static func buildLimitedAvailability(_ part: [TableComponent]) -> [TableComponent] { part }
}

extension TableSection {
  /// A section whose rows are described by a builder.
  public init(
    id: AnyHashable? = nil, header: TableComponent? = nil, footer: TableComponent? = nil,
    headerTitle: String? = nil, footerTitle: String? = nil, indexTitle: String? = nil,
    @TableRowsBuilder rows: () -> [TableComponent]
  ) {
    self.init(
      id: id, header: header, footer: footer, headerTitle: headerTitle, footerTitle: footerTitle,
      indexTitle: indexTitle, rows: rows())
  }
}

extension TableEngine {
  /// Makes the described sections the content of the table, animating the difference; see
  /// ``apply(_:animation:)``.
  public func apply(animation: TableAnimation = .automatic, @TableSectionsBuilder _ content: () -> [TableSection])
    throws(TableError)
  {
    try apply(content(), animation: animation)
  }
}
