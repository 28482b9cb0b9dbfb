// Not on tvOS: the built-in settings cells need UISwitch, UISlider and UIStepper, which tvOS
// does not have, so UIKitSettingsKit is left out there.
#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import ComponentTable
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
    /// The screens are the ones the terminal shows, built with `UIKitSettingsKit` and
    /// presented by `UIKitTableNavigator`; the controller keeps them alive.
    ///
    /// - Parameter store: Where values are read and written; the standard user defaults, the
    ///   domain the system Settings app writes a Settings.bundle's values to, by default.
    /// - Throws: `NavigationError` when the engine refuses the root pane's sections.
    @MainActor
    public func makeViewController(
      store: any SettingsStore = UserDefaultsSettingsStore(),
      style: UITableView.Style = .settings
    ) throws(NavigationError) -> UIViewController {
      let controller = try UIKitTableNavigator.rootViewController(
        for: rootScreen(UIKitSettingsKit.self, store: store), style: style)
      controller.title = root.title ?? "Settings"
      return controller
    }
  }
#endif
