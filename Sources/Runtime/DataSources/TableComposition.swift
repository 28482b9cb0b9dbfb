import Foundation

/// Several data sources shown one after another in one table, each addressed by its own
/// indices — HTTableViewDataSourceDelegate's composite data source.
///
/// ```swift
/// let composition = TableComposition(engine: engine)
/// let pinned = composition.addSource()
/// let contacts = composition.addSource()
/// try contacts.addSection(TableSection(rows: people))
/// try pinned.addSection(TableSection(rows: favourites))   // shown above `contacts`
/// try contacts.insertCell(newPerson, at: IndexPath(row: 0, section: 0))   // contacts' own section 0
/// ```
///
/// A source's section 0 is its own first section wherever the source sits in the table, so
/// code that fills one list never adds up the sizes of the lists above it. Sources keep the
/// order they were added in; each one's sections stay together, in front of the sections of
/// the sources after it.
///
/// The composition works through the engine's public model (section handles), so it can be
/// mixed with direct engine calls: a section removed through the engine leaves its source too.
@MainActor
public final class TableComposition {
  /// The engine whose table the sources share.
  public let engine: TableEngine
  /// The sources still in use, in table order. A source nobody keeps any more is dropped; its
  /// sections stay in the table, owned by no source.
  public var sources: [TableSource] {
    entries.compactMap(\.source)
  }

  private struct Entry {
    weak var source: TableSource?
  }

  private var entries: [Entry] = []

  /// A composition of sources in `engine`'s table. The engine keeps no reference to it: keep
  /// the composition (or its sources) for as long as you address the table through it.
  public init(engine: TableEngine) {
    self.engine = engine
  }

  /// Adds an empty source after the others and returns it.
  @discardableResult
  public func addSource() -> TableSource {
    let source = TableSource(composition: self)
    entries.removeAll { $0.source == nil }
    entries.append(Entry(source: source))
    return source
  }

  /// The source that owns the section at `tableSection` (a section index of the whole table),
  /// or `nil` when no source owns it. O(sections).
  public func source(forTableSection tableSection: Int) -> TableSource? {
    guard tableSection >= 0, tableSection < engine.sectionCount else { return nil }
    let key = engine.sections[tableSection].key
    return sources.first { $0.ownedKeys.contains(key) }
  }

  /// Where a source with no sections inserts its first one: before the first section of the
  /// next source that has any, else at the end of the table.
  func anchor(after source: TableSource) -> Int {
    let sources = self.sources
    guard let position = sources.firstIndex(where: { $0 === source }) else { return engine.sectionCount }
    for later in sources[(position + 1)...] {
      if let first = later.tableSectionIndices().first { return first }
    }
    return engine.sectionCount
  }
}
