// Not on tvOS: the built-in settings cells need UISwitch, UISlider and UIStepper, which tvOS
// does not have, so the UIKit host draws no built-in row there (`ViewCatalog.uiKit` is empty)
// and a bundle's screens could not be shown.
#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import ComponentTable
  import ComponentTableSettings
  import ComponentTableUIKit
  import UIKit

  extension SettingsBundle {
    /// A view controller showing the root pane, to push onto a navigation controller: child
    /// panes and multi-value pickers are pushed on the same one, every row bound to `store`.
    ///
    /// ```swift
    /// let url = Bundle.main.url(forResource: "Settings", withExtension: "bundle")!
    /// let settings = try SettingsBundle(contentsOf: url).makeViewController()
    /// navigationController?.pushViewController(settings, animated: true)
    /// ```
    ///
    /// The screens are the ones the terminal shows, drawn with the UIKit host's cells and
    /// presented by `UIKitTableNavigator`; the controller keeps them alive. It takes what
    /// ``rootScreen(store:title:hooks:)`` takes, so InAppSettingsKit
    /// buttons, URLs, mail, app-made screens and custom rows reach the app here too.
    ///
    /// - Parameters:
    ///   - store: Where values are read and written. By default the defaults the Settings app
    ///     keeps this bundle's values in: its app group's suite when the root pane names one
    ///     (`ApplicationGroupContainerIdentifier`), else the standard defaults
    ///     (`UserDefaultsSettingsStore(for:)`).
    ///   - title: The root screen's title. By default the root pane's `Title`, else
    ///     "Settings".
    ///   - hooks: What the screens ask the app; by default nothing is asked and nothing hidden.
    ///   - rowsView: The view every screen's rows show in: a table (the default, `.settings`)
    ///     or a collection view list.
    /// - Throws: `TableError` when the engine refuses the root pane's sections. The bundle's
    ///   diagnostics are reported (`TableDiagnostic.report(_:)`) when the root screen is first
    ///   shown.
    @MainActor
    public func makeViewController(
      store: (any SettingsStore)? = nil, title: String? = nil,
      hooks: SettingsBundleHooks = SettingsBundleHooks(),
      rowsView: UIKitRowsView = .settings
    ) throws(TableError) -> UIViewController {
      let screen = rootScreen(
        store: store ?? UserDefaultsSettingsStore(for: self), title: title,
        hooks: hooks)
      let controller = try UIKitTableNavigator.rootViewController(for: screen, rowsView: rowsView)
      controller.title = screen.title
      return controller
    }
  }
#endif
