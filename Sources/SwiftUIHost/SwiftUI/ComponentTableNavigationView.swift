#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import ComponentTableUIKit
  import SwiftUI
  import UIKit

  /// A tree of table screens in SwiftUI: the root ``TableScreen`` in a `UINavigationController`
  /// of its own, where the screens its rows open are pushed (``UIKitTableNavigator``) — a
  /// settings tree, or a `Settings.bundle`, inside a SwiftUI app.
  ///
  /// ```swift
  /// TabView {
  ///   ComponentTableNavigationView { SettingsScreen.screen(model: model) }
  ///     .tabItem { Label("Settings", systemImage: "gear") }
  /// }
  /// ```
  ///
  /// It brings its own navigation bar, with the screens' titles: show it where a navigation
  /// controller fits (a tab, a sheet, the whole window), not inside a `NavigationStack`, whose
  /// stack SwiftUI manages and UIKit controllers must not be pushed on.
  ///
  /// With `searchable: true` the root's bar gets the search field that finds rows on every
  /// screen (``UIKitTableSearch``), as `.searchable` would give a SwiftUI stack. SwiftUI's
  /// `.searchable` modifier cannot be used here: its field is drawn by the enclosing SwiftUI
  /// navigation container
  /// (https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)),
  /// and this view's bar belongs to a `UINavigationController`.
  ///
  /// ```swift
  /// ComponentTableNavigationView(searchable: true) { bundle.rootScreen(store: store) }
  /// ```
  @MainActor
  public struct ComponentTableNavigationView: UIViewControllerRepresentable {
    private let makeRoot: @MainActor () -> TableScreen
    private let rowsView: UIKitRowsView
    private let searchable: Bool
    private let searchLocale: Locale?

    /// A navigation controller showing the screen `root` makes. `root` runs once, when SwiftUI
    /// makes the view: a screen can be on one stack only, so each presentation needs its own.
    ///
    /// - Parameters:
    ///   - rowsView: The view every screen's rows show in: a table (the default, `.settings`)
    ///     or a collection view list.
    ///   - searchable: Whether the root's bar has a search field over every screen (not on
    ///     tvOS, whose navigation bar has none).
    ///   - searchLocale: The language the screens are shown in, for matching.
    ///   - root: Makes the root screen.
    public init(
      rowsView: UIKitRowsView = .settings, searchable: Bool = false, searchLocale: Locale? = nil,
      root: @escaping @MainActor () -> TableScreen
    ) {
      self.rowsView = rowsView
      self.searchable = searchable
      self.searchLocale = searchLocale
      makeRoot = root
    }

    /// Makes the navigation controller and the navigator (which its controllers keep alive).
    public func makeUIViewController(context: Context) -> UINavigationController {
      let root = makeRoot()
      do {
        let controller = try UIKitTableNavigator.rootViewController(for: root, rowsView: rowsView)
        #if !os(tvOS)
          if searchable { controller.navigation.addSearch(locale: searchLocale) }
        #endif
        let navigation = UINavigationController(rootViewController: controller)
        // Large titles do not exist on tvOS
        // (https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles).
        #if !os(tvOS)
          navigation.navigationBar.prefersLargeTitles = true
        #endif
        return navigation
      } catch {
        // Only a screen already on another stack, or sections the engine refuses, get here.
        TableDiagnostic.report(failed: error)
        return UINavigationController()
      }
    }

    /// Nothing to do: the screens' builders read the app's model, and a screen made
    /// `revealBehavior: .refresh` is built again when the user comes back to it.
    public func updateUIViewController(_ controller: UINavigationController, context: Context) {}
  }
#endif
