#if canImport(UIKit) && !os(watchOS)
  // Left out on tvOS: a navigation item has no search controller there
  // (https://developer.apple.com/documentation/uikit/uinavigationitem/searchcontroller is iOS and
  // visionOS only), and the UIKit host draws none of the built-in rows the results are made of.
  #if !os(tvOS)
    import ComponentTable
    import UIKit

    /// The search field of a ``UIKitTableNavigator``'s root: a `UISearchController` in the root's
    /// navigation bar that searches every screen of the tree (``TableSearch``) and shows the
    /// results in a plain view of the navigator's kind (``UIKitRowsView``: a table, or a list).
    /// Choosing a result closes the search, pushes the screens on the way to the row
    /// (``TableNavigator/open(_:)->IndexPath``), scrolls the row into view, highlights it briefly
    /// and moves VoiceOver's focus to it.
    ///
    /// Made by ``UIKitTableNavigator/addSearch(locale:placeholder:)``. The index is made each
    /// time the search field is activated, from the screens as they are then, without blocking
    /// typing (``TableSearch/prepare()``).
    @MainActor
    public final class UIKitTableSearch: NSObject, UISearchResultsUpdating, UISearchControllerDelegate {
      /// The search controller, in the root's navigation item.
      public let searchController: UISearchController
      /// The language the screens are shown in, whose case and diacritic rules matching follows.
      public var locale: Locale?
      /// What the results show while the index is made, and when nothing is found.
      public var searchingText = "Searching…"
      public var noResultsText = "No Results"

      private unowned let presenter: UIKitTableNavigator
      private let resultsEngine: TableEngine
      private var search: TableSearch?

      init(presenter: UIKitTableNavigator, locale: Locale?, placeholder: String?) {
        self.presenter = presenter
        self.locale = locale
        // The results controller's view keeps the rows' view, which keeps its host.
        let results = UIViewController()
        let rows = presenter.rowsView.styled(.plain).makeView()
        results.view = rows.view
        resultsEngine = TableEngine(host: rows.host)
        searchController = UISearchController(searchResultsController: results)
        super.init()
        searchController.searchResultsUpdater = self
        searchController.delegate = self
        if let placeholder { searchController.searchBar.placeholder = placeholder }
      }

      // MARK: UISearchControllerDelegate

      /// A new index for each search: the screens may have changed since the last one.
      public func willPresentSearchController(_ searchController: UISearchController) {
        guard let root = presenter.navigator.screens.first else { return }
        let search = TableSearch(root: root, locale: locale)
        search.onIndexReady = { [weak self] in self?.showResults() }
        self.search = search
        indexing?.cancel()
        indexing = Task { [weak search] in
          var read = -1
          while !Task.isCancelled {
            let sortingLeft: TableSearch?
            do {
              // Held strongly only for one slice: between slices the search may go.
              guard let current = search, !current.isReady else { return }
              if current.screensIndexed == read {
                sortingLeft = current  // the walk is over: only the sorting is left
              } else {
                read = current.screensIndexed
                current.continueIndexing()
                sortingLeft = nil
              }
            }
            if let sortingLeft {
              await sortingLeft.prepare()
              return
            }
            await Task.yield()
          }
        }
      }

      /// The indexing of the current search: read a slice of screens at a time on the main
      /// actor, and stopped between slices when a new activation replaces the search or it is
      /// dismissed (`TableSearch.prepare()` alone would read every screen of the tree for a
      /// search nobody shows any more).
      private var indexing: Task<Void, Never>?

      /// "Tells the delegate that the search controller was dismissed"
      /// (https://developer.apple.com/documentation/uikit/uisearchcontrollerdelegate/diddismisssearchcontroller(_:)):
      /// its transition is over, so a chosen result opens now.
      public func didDismissSearchController(_ searchController: UISearchController) {
        indexing?.cancel()
        indexing = nil
        search = nil
        try? resultsEngine.apply([], animation: .none)
        openPending()
      }

      // MARK: UISearchResultsUpdating

      /// Called by UIKit on every change of the field's text.
      public func updateSearchResults(for searchController: UISearchController) {
        search?.query = searchController.searchBar.text ?? ""
        showResults()
      }

      private func showResults() {
        guard let search else { return }
        let sections = TableComponent.searchResultSections(
          for: search, searching: searchingText, noResults: noResultsText
        ) { [weak self] entry in self?.open(entry) }
        try? resultsEngine.apply(sections, animation: .none)
      }

      /// Opens a result once the search has gone: dismissing the search is an animated
      /// transition of its own, so the stack changes after it, as one replacement
      /// (`TableNavigator.changeStackAtOnce(_:)`), not in the same turn.
      private func open(_ entry: SearchEntry) {
        pendingOpen = entry
        if searchController.isActive {
          searchController.isActive = false  // `didDismissSearchController` opens it
        } else {
          openPending()
        }
      }

      /// The result chosen, until the search has been dismissed.
      private var pendingOpen: SearchEntry?

      /// Opens the chosen result. One that cannot be opened (the screens changed since the
      /// index was made) has nobody to throw at: VoiceOver announces why nothing opened, and
      /// the error is reported as `TableDiagnostic.Kind.failed`.
      private func openPending() {
        guard let entry = pendingOpen else { return }
        pendingOpen = nil
        do {
          let navigator = presenter.navigator!
          let row = try navigator.changeStackAtOnce { () throws(TableError) in try navigator.open(entry) }
          presenter.reveal(row)
        } catch {
          UIAccessibility.post(notification: .announcement, argument: error.description)
          TableDiagnostic.report(failed: error)
        }
      }
    }

    extension UIKitTableNavigator {
      /// Adds a search field to the root's navigation bar that finds rows on every screen of
      /// the tree (see ``UIKitTableSearch``), as the Settings app's does. Call it once, after
      /// making the navigator; the navigator keeps the search.
      ///
      /// - Parameters:
      ///   - locale: The language the screens are shown in (a Settings.bundle's
      ///     `localization`), whose case and diacritic rules matching follows.
      ///   - placeholder: The search field's placeholder; UIKit's ("Search") by default.
      @discardableResult
      public func addSearch(locale: Locale? = nil, placeholder: String? = nil) -> UIKitTableSearch {
        if let search { return search }
        let search = UIKitTableSearch(presenter: self, locale: locale, placeholder: placeholder)
        self.search = search
        rootViewController?.navigationItem.searchController = search.searchController
        // The results cover the root only, not the screens pushed from it.
        rootViewController?.definesPresentationContext = true
        return search
      }
    }
  #endif
#endif
