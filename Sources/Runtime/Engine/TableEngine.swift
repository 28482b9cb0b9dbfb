import Foundation

/// The engine behind a component table: it owns the sections of components, registers their
/// view classes with the host, hands the host configured views and cached heights, runs
/// selection closures, sends every change
/// to the host as a batch update that UIKit accepts, and passes delegate events on to an
/// external delegate.
///
/// ```swift
/// let engine = TableEngine(tableView: tableView, tableViewDelegate: self)  // UIKit
/// let account = try engine.addSection(TableSection(header: .sectionTitle("Account")))
/// try account.addCell(TableComponent.textRow("Sign In") { selection in
///   try? selection.engine.updateCell(at: selection.indexPath, with: .textRow("Signed In"))
/// })
/// ```
///
/// The host keeps the engine alive (you need not), and the engine holds the host weakly, so
/// nothing leaks when the table view goes away.
///
/// Its API is what screen code calls; the package's hosts call the engine through its data
/// source, which is not public.
///
/// Every change either happens completely or not at all: a refused change throws a
/// ``TableError`` that names the problem and the values, and leaves the table as it was.
@MainActor
public final class TableEngine {
  // The properties marked `@exclusivity(unchecked)` are read on table-bench's rows (the host and
  // the registered classes by every row added, the sections by every cached height, the
  // identifiers by every row shown) and never accessed across user code: the runtime exclusivity
  // checks could not find a conflict there, and cost calls on every read.

  /// The table view the engine drives; `nil` once it is gone.
  @exclusivity(unchecked) package private(set) weak var host: (any TableHost)?

  /// The classes the host draws rows described by their data with.
  let views: ViewCatalog

  /// The external delegate: receives the events the engine does not handle, and the ones it
  /// handles after it is done with them.
  public weak var delegate: (any TableEngineDelegate)? {
    didSet { hasDelegate = delegate != nil }
  }
  /// Spares the weak load of `delegate` on every displayed row when there is none (what
  /// table-bench's scroll row measures).
  var hasDelegate = false

  @exclusivity(unchecked) var sections: [SectionRecord] = []
  var nextSectionKey = 0
  var activity: Activity = .idle
  var groupDepth = 0
  /// What the open group was asked to tell the host; told when the outermost group ends. The
  /// host still shows the table as it was before the group and the model already holds the
  /// group's changes, so a call that makes the host read the model then (UIKit: an empty
  /// batch, a reload) would find counts that disagree with what it was told.
  var groupHostRequests: Set<HostRequest> = []
  /// Actions waiting for the engine to be idle (see `performWhenIdle(_:)`), in order.
  var actionsWaitingForIdle: [@MainActor () -> Void] = []
  var cachedWidth: CGFloat = .nan
  /// Derived reuse identifiers per class (a class name costs an allocation): a list, since a
  /// screen has a handful of classes, and scanning a few beats hashing one.
  @exclusivity(unchecked) var derivedIdentifierList: [(classID: ObjectIdentifier, identifier: String)] = []
  /// Registered classes per role and identifier; the source of the "one identifier, one class"
  /// rule.
  var registry: [RegistryKey: AnyObject.Type] = [:]
  /// Cell classes registered under their derived identifier (the registry only grows), so that
  /// `apply` checks each row against a few pointers instead of hashing a string.
  @exclusivity(unchecked) var registeredDerivedCellClasses: [ObjectIdentifier] = []
  /// The number of changes above which ``apply(_:animation:)`` and grouped updates reload the
  /// table instead of animating: an animation of thousands of rows helps nobody and costs a
  /// lot. Defaults to 1,000.
  public var maximumAnimatedChanges = 1_000 {
    didSet { maximumAnimatedChanges = max(0, maximumAnimatedChanges) }
  }

  /// The views above and below all sections, with their cached heights.
  var tableHeaderRecord: RowRecord?
  var tableFooterRecord: RowRecord?
  /// The room left between sections that have no header or footer: the host's standard
  /// spacing (the gap between groups of a grouped UIKit table), or ``SectionSpacing/none``
  /// for sections that touch. The host lays out again when it changes.
  public var sectionSpacing: SectionSpacing = .standard {
    didSet { if sectionSpacing != oldValue { tell(.invalidateLayout) } }
  }
  /// The screen this engine shows on a navigation stack (see `TableEngine+Navigation`).
  weak var navigationScreen: TableScreen?
  /// Shows the screens that the rows of this table open
  /// (``TableComponent/navigationRow(_:value:id:destination:)``,
  /// ``TableComponent/pickerRow(_:selection:options:id:change:onChange:)``) while the table is on no
  /// navigator's stack: a host with a navigation of its own sets it (SwiftUI's
  /// `ComponentTableView` pushes the screen on the enclosing `NavigationStack`). A navigator,
  /// when there is one, comes first. `nil` by default: such rows then report a
  /// ``TableDiagnostic`` when selected.
  public var screenOpener: (@MainActor (TableScreen) -> Void)?
  /// The language of the package's own words in the descriptions given to assistive
  /// technology (a switch's "On", "Opens Wi-Fi."): the screen's language, so a German screen
  /// is not read with English words. The app's language by default
  /// (``AccessibilityWords/appLanguage``); a ``TableNavigator`` sets it on the engines of its
  /// screens. Views configured after a change get the new words; reload to change them all.
  public var accessibilityWords: AccessibilityWords = .appLanguage
  /// The colour of every row's controls, checkmarks and button titles, unless a row has its
  /// own (``TableComponent/tint(_:)``); `nil` (the default) for the host's own colours. The
  /// UIKit host makes it the table view's `tintColor` too. A ``TableNavigator`` sets it from
  /// the screen's (`TableScreen.tint`). Changing it shows every row again (a reload).
  ///
  /// ```swift
  /// engine.tint = .orange
  /// ```
  public var tint: TableColor? {
    // A table without rows has nothing to show again: its first rows come with the tint.
    didSet { if tint != oldValue, !sections.isEmpty { reloadData() } }
  }
  /// The follower of `follow(animation:_:)` (a `SectionsFollower`; `AnyObject` because that
  /// type needs the systems Observation runs on). The engine owns it, so releasing the engine
  /// ends following.
  var stateFollower: AnyObject?
  /// The asynchronous changes of rows under way (see ``ControlChange``).
  let pendingChanges = PendingChanges()
  /// The dialog a row asked for that waits for an answer (see ``requestDialog(_:forRowAt:)``).
  public internal(set) var shownDialog: ShownDialog?

  /// What the engine reports its calls of the host to (see ``HostCallObserver``): the host's,
  /// read once, when the engine is made for it.
  package var hostCallObserver: (any HostCallObserver)?

  /// The data source handed to the host (``dataSource``), while the host keeps it: held weakly,
  /// because it holds the engine.
  weak var attachedDataSource: TableEngineDataSource?

  /// Creates an engine that drives `host` and gives the host its data source, which keeps the
  /// engine alive. The delegate is set before the host sees the data source.
  package init(host: any TableHost, delegate: (any TableEngineDelegate)? = nil) {
    self.delegate = delegate
    hasDelegate = delegate != nil
    self.host = host
    views = host.views
    hostCallObserver = host.callObserver
    host.attach(dataSource)
  }

  // MARK: Reading

  /// The number of sections.
  public var sectionCount: Int { sections.count }

  /// The number of rows in `section`.
  ///
  /// - Throws: ``TableError/sectionOutOfRange(operation:section:sectionCount:)`` when the table
  ///   has no section `section`.
  public func rowCount(inSection section: Int) throws(TableError) -> Int {
    try checkSection(section, operation: #function)
    return sections[section].rows.count
  }

  /// The component of the row at `indexPath`.
  public func component(at indexPath: IndexPath) throws(TableError) -> TableComponent {
    try checkRow(indexPath, operation: #function)
    return sections[indexPath.section].rows[indexPath.row].component
  }

  /// The section at `index`, with its rows. Costs O(rows in the section).
  public func section(at index: Int) throws(TableError) -> TableSection {
    try checkSection(index, operation: #function)
    return sections[index].tableSection
  }

  /// All sections, with their rows. Costs O(rows).
  public var allSections: [TableSection] { sections.map(\.tableSection) }

  /// The index path of the first row whose identity (`TableComponent.id`) is `id`, or `nil`.
  /// Costs O(rows).
  ///
  /// Identities of different types are different, as when ``apply(_:animation:)`` pairs rows:
  /// `1` does not find a row whose `id` is `1.0`, although `AnyHashable` finds them equal.
  public func indexPath(forRowWithID id: AnyHashable) -> IndexPath? {
    let key = IdentityKey(erased: id)
    for (section, record) in sections.enumerated() {
      let row = record.rows.firstIndex { $0.component.box.identity == id && $0.component.box.identityKey == key }
      if let row { return IndexPath(row: row, section: section) }
    }
    return nil
  }

  /// The handle of the section at `index`, to append rows to it.
  public func sectionHandle(at index: Int) throws(TableError) -> TableSectionHandle {
    try checkSection(index, operation: #function)
    return TableSectionHandle(engine: self, key: sections[index].key)
  }

  // MARK: Checks shared by the API

  func checkSection(_ section: Int, operation: String, allowingEnd: Bool = false) throws(TableError) {
    guard section >= 0, section < sections.count + (allowingEnd ? 1 : 0) else {
      throw .sectionOutOfRange(operation: operation, section: section, sectionCount: sections.count)
    }
  }

  /// `afterRemoving`: the row a move takes out first, one fewer in its section.
  func checkRow(
    _ indexPath: IndexPath, operation: String, allowingEnd: Bool = false, afterRemoving removed: IndexPath? = nil
  ) throws(TableError) {
    guard indexPath.count == 2 else {
      throw .rowOutOfRange(operation: operation, indexPath: IndexPath(row: -1, section: -1), rowCount: 0)
    }
    try checkSection(indexPath.section, operation: operation)
    let count = sections[indexPath.section].rows.count - (removed?.section == indexPath.section ? 1 : 0)
    guard indexPath.row >= 0, indexPath.row < count + (allowingEnd ? 1 : 0) else {
      throw .rowOutOfRange(operation: operation, indexPath: indexPath, rowCount: count)
    }
  }

  func checkIdle(_ operation: String) throws(TableError) {
    guard activity == .idle else { throw .reentrantMutation(operation: operation, during: activity.rawValue) }
  }

  /// Runs `body` in `activity`, restoring the previous one after: activities nest (a view is
  /// configured while an update is being applied).
  func during<T>(_ new: Activity, _ body: () throws -> T) rethrows -> T {
    let previous = activity
    activity = new
    defer {
      activity = previous
      // A view configured from idle is the host laying out: changing the table now would
      // change it under the host's feet, so waiting actions wait for `TableEvent.layoutFinished`.
      if previous == .idle, new != .configuringView, !actionsWaitingForIdle.isEmpty {
        runActionsWaitingForIdle()
      }
    }
    return try body()
  }

  /// Makes `request` of the host now, or, inside a group, at the group's end.
  func askHost(_ request: HostRequest) {
    if groupDepth > 0 { groupHostRequests.insert(request) } else { tell(request) }
  }

  /// Makes `request` of the host, unless the call observer finds that the host would rely on
  /// counts it was not told for it: the host then reloads instead.
  // Inlined: the off-screen path of every row added calls it (table-bench's build row).
  @inline(__always)
  func tell(_ request: HostRequest) {
    guard let host else { return }
    guard let observer = hostCallObserver else { return request.make(of: host) }
    if observer.host(host, relies: .request(request), on: rowCounts) || request == .reloadData {
      request.make(of: host)
    } else {
      _ = observer.host(host, relies: .request(.reloadData), on: rowCounts)
      host.reloadData()
    }
  }

  var rowCounts: [Int] { sections.map(\.rows.count) }

  /// What the engine is doing; the raw value says it in a refusal's words.
  enum Activity: String {
    case idle = "it is idle"
    case updatingHost = "it is applying an update"
    case configuringView = "a view is being configured"
    case applyingSections = "it is applying a new list of sections"
    /// The host runs a pass of its own (UIKit: `reloadData()`, `setEditing(_:animated:)`),
    /// see `TableEngineDataSource.performHostUpdate(_:)`.
    case hostUpdating = "the host is running an update of its own"
  }
}

/// A row, header or footer as the engine stores it: the component and its cached height at
/// `cachedWidth`, one `CGFloat` rather than a `ComponentHeight?`: two words instead of three,
/// and one load and compare on the path every layout takes for every row.
struct RowRecord {
  var component: TableComponent
  /// The cached height: NaN when none is cached; a set sign bit means `.automatic` (heights
  /// are never negative, `measuredHeight` corrects them, so the sign is free; `-0.0` is an
  /// automatic height with a zero estimate).
  var storedHeight: CGFloat = .nan

  init(_ component: TableComponent) { self.component = component }

  var height: ComponentHeight? {
    @inline(__always) get {
      let stored = storedHeight
      if stored.isNaN { return nil }
      return stored.sign == .minus ? .automatic(estimate: -stored) : .fixed(stored)
    }
    @inline(__always) set {
      switch newValue {
      case nil: storedHeight = .nan
      // `magnitude` keeps the sign for the kind alone: `.fixed(-0.0)` (which `measuredHeight`
      // lets through) must not read back as automatic, nor `.automatic(estimate: -0.0)` as fixed.
      case .fixed(let value): storedHeight = value.magnitude
      case .automatic(estimate: let value): storedHeight = -value.magnitude
      }
    }
  }
}

/// A section as the engine stores it.
struct SectionRecord {
  /// Stable for the life of the section; what a `TableSectionHandle` points at.
  var key: Int
  var id: AnyHashable?
  var header: RowRecord?
  var footer: RowRecord?
  var headerTitle: String?
  var footerTitle: String?
  var indexTitle: String?
  var rows: [RowRecord]

  @MainActor
  init(_ section: TableSection, key: Int) {
    self.key = key
    id = section.id
    header = section.header.map(RowRecord.init)
    footer = section.footer.map(RowRecord.init)
    headerTitle = section.headerTitle
    footerTitle = section.footerTitle
    indexTitle = section.indexTitle
    rows = section.rows.map(RowRecord.init)
  }

  @MainActor
  var tableSection: TableSection {
    TableSection(
      id: id, header: header?.component, footer: footer?.component, headerTitle: headerTitle,
      footerTitle: footerTitle, indexTitle: indexTitle, rows: rows.map(\.component))
  }
}
