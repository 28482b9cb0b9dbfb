import Foundation

/// A search of a whole tree of screens, as the Settings app's search field: set ``query`` on
/// every keystroke and show ``results``; open the one the user picks with
/// ``TableNavigator/open(_:)->IndexPath``.
///
/// ```swift
/// let search = TableSearch(root: settingsScreen)
/// search.indexNow()                  // or `await search.prepare()`, which never blocks
/// search.query = "blue"
/// let first = search.results.first   // Settings › Bluetooth
/// let row = try navigator.open(first!.entry)  // pushes Bluetooth's screen; focus `row`
/// ```
///
/// **What is found.** Every row whose data describes itself (``AccessibilityDescribing``, as
/// every built-in row does), by its label, its value, its section's header and footer, and its
/// ``TableComponent/searchKeywords(_:)``; a multi-value row also by the titles of its options.
/// The rows of a screen another row opens are found when that row told search how to make it
/// (``TableComponent/searchDestination(_:)``, which `TableComponent.navigationRow` and every
/// child pane of a Settings.bundle do), down to `maxDepth` screens below the root.
///
/// **What is not.** Rows the builders do not make at the moment of indexing (a conditional
/// row that is off, a Settings.bundle row whose key is hidden), rows made
/// ``TableComponent/hiddenFromSearch()``, rows that do not describe themselves, and screens
/// that rows open only from their selection closures (a screen made in the closure, an
/// option list, a custom `onSelect`).
///
/// **Side effects.** Indexing runs the root's builder (or reads its engine, when it is shown),
/// every destination closure and every child's builder, as pushing would, but makes no engine
/// and no view and runs no row's closure; builders must only read state, as they must for a
/// refresh anyway. A screen that loads what it shows should not tell search its destination.
///
/// **Cost.** Indexing walks the tree on the main actor, a few screens at a time
/// (`continueIndexing(screens:)`) so typing never waits for it, then sorts the words on
/// another thread; `table-bench` measures a tree of 500 screens and 10,000 rows. A query is
/// O(q log w) plus the rows found (<doc:Performance> has the measured times). The index is a
/// snapshot: make a new search when the screens changed (hosts make one each time search
/// starts).
@MainActor
public final class TableSearch {
  /// The language the screens are shown in, whose case and diacritic rules matching follows.
  public let locale: Locale?
  /// The most results a query returns, best first.
  public var resultLimit = 50 {
    didSet { updateResults() }
  }
  /// What the user typed. Setting it updates ``results`` at once when the index is ready, and
  /// when it becomes ready otherwise.
  public var query = "" {
    didSet { if query != oldValue { updateResults() } }
  }
  /// The rows ``query`` finds, best first; empty while the index is being made.
  public private(set) var results: [SearchResult] = []
  /// The index, once made.
  public private(set) var index: SearchIndex?
  /// Called on the main actor after ``results`` changed because the index became ready, so a
  /// host showing results can show them again.
  public var onIndexReady: (@MainActor () -> Void)?

  private var walk: SearchTreeWalk?
  private var build: IndexBuild?

  /// A search of the tree of screens below `root`, not indexed yet: call ``indexNow()``,
  /// ``prepare()`` or `continueIndexing(screens:)`.
  ///
  /// - Parameters:
  ///   - root: The root screen; read as it is shown when it is.
  ///   - locale: The language the screens are shown in.
  ///   - maxDepth: How many screens below the root are searched; the bound on a tree whose
  ///     rows open their own ancestors again. At least 0 (the root only).
  ///   - maxScreens: How many screens are read in all, at least 1.
  public init(root: TableScreen, locale: Locale? = nil, maxDepth: Int = 8, maxScreens: Int = 2_000) {
    self.locale = locale
    walk = SearchTreeWalk(root: root, maxDepth: max(0, maxDepth), maxScreens: max(1, maxScreens))
  }

  /// A search of `entries` made elsewhere (a tree you walk yourself); ready at once.
  public init(entries: [SearchEntry], locale: Locale? = nil) {
    self.locale = locale
    index = SearchIndex(entries: entries, locale: locale)
  }

  /// Whether the index is ready, so ``results`` answer ``query``.
  public var isReady: Bool { index != nil }

  /// How many screens were read so far; 0 for a search made from entries.
  package var screensIndexed: Int { walk?.screensRead ?? 0 }

  /// Whether screens were left out, the tree being deeper than `maxDepth` or larger than
  /// `maxScreens`.
  package var isTruncated: Bool { walk?.isTruncated ?? false }

  /// Does a slice of the indexing: reads up to `screens` more screens, then, once every screen
  /// was read, starts sorting the words on another thread, and picks up its result when it is
  /// done. A host whose run loop is its own (the terminal) calls it between keys until it
  /// returns `true`.
  ///
  /// - Returns: Whether the index is ready.
  @discardableResult
  package func continueIndexing(screens: Int = 16) -> Bool {
    if index != nil { return true }
    if var walk, !walk.isFinished {
      for _ in 0..<max(1, screens) where !walk.isFinished { walk.step() }
      self.walk = walk
      return false
    }
    guard let walk else { return true }
    if build == nil { build = IndexBuild(entries: walk.entries, locale: locale) }
    guard let made = build?.result else { return false }
    finish(with: made)
    return true
  }

  /// Indexes every screen now, on the caller: for tests, and for trees small enough that the
  /// wait does not matter.
  public func indexNow() {
    guard index == nil, var walk else { return }
    while !walk.isFinished { walk.step() }
    self.walk = walk
    finish(with: SearchIndex(entries: walk.entries, locale: locale))
  }

  /// Indexes every screen without blocking the main actor for more than a few screens at a
  /// time; the words are sorted on another thread.
  public func prepare() async {
    while index == nil {
      if continueIndexing() { return }
      if let build {
        finish(with: await build.task.value)
        return
      }
      await Task.yield()
    }
  }

  private func finish(with made: SearchIndex) {
    guard index == nil else { return }
    index = made
    build = nil
    updateResults()
    onIndexReady?()
  }

  private func updateResults() {
    results = index?.search(query, limit: resultLimit) ?? []
  }
}

/// The words of a finished walk, sorted on another thread: what a host polls
/// (`continueIndexing(screens:)`) or awaits (``TableSearch/prepare()``).
private final class IndexBuild: Sendable {
  let task: Task<SearchIndex, Never>
  private let box: ResultBox

  init(entries: [SearchEntry], locale: Locale?) {
    let box = ResultBox()
    self.box = box
    task = Task.detached(priority: .userInitiated) { [box] in
      let index = SearchIndex(entries: entries, locale: locale)
      box.set(index)
      return index
    }
  }

  var result: SearchIndex? { box.value }

  /// The index, written by the sorting thread and read on the main actor.
  private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: SearchIndex?
    var value: SearchIndex? {
      lock.lock()
      defer { lock.unlock() }
      return stored
    }
    func set(_ index: SearchIndex) {
      lock.lock()
      stored = index
      lock.unlock()
    }
  }
}
