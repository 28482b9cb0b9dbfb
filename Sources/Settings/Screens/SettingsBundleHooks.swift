import ComponentTable
import Foundation

/// What a bundle's screens ask the app, for what InAppSettingsKit bundles leave to the app:
/// button taps, screens it makes, URLs, mail, custom rows, options known only at run time,
/// and keys to hide.
///
/// Pass one to ``SettingsBundle/rootScreen(store:title:hooks:)``; its
/// child screens share it. Every hook has a default that does nothing (or supplies nothing),
/// so a bundle shows without any.
///
/// ```swift
/// let hooks = SettingsBundleHooks()
/// hooks.buttonTapped = { key, _ in if key == "logout" { session.end() } }
/// hooks.openURL = { url in UIApplication.shared.open(url) }
/// hooks.hiddenKeys = ["advanced"]   // the rows disappear, animated, from every shown screen
/// ```
@MainActor
public final class SettingsBundleHooks {
  /// Called when an `IASKButtonSpecifier` row is tapped, with its `Key` and title.
  public var buttonTapped: @MainActor (_ key: String, _ title: String) -> Void = { _, _ in }
  /// Called with the URL of an `IASKOpenURLSpecifier` row (or a child pane whose `File` is a
  /// URL; an `.html` page is a file URL inside the bundle).
  public var openURL: @MainActor (URL) -> Void = { _ in }
  /// Called when an `IASKMailComposeSpecifier` row is tapped.
  public var composeMail: @MainActor (SettingsSpecifier.MailCompose) -> Void = { _ in }
  /// Makes the screen of a child pane that names a view controller, a segue or a storyboard
  /// identifier; `nil` (the default) leaves the row doing nothing.
  public var appScreen: @MainActor (SettingsSpecifier.AppPane) -> TableScreen? = { _ in nil }
  /// The row of an `IASKCustomViewSpecifier` (by `Key` and title); `nil` (the default) shows
  /// a plain row with its title.
  public var customRow: @MainActor (_ key: String, _ title: String?) -> TableComponent? = {
    _, _ in nil
  }
  /// The titles and values of the multi-value or radio group of `key`, supplied at run time
  /// (InAppSettingsKit's `titlesForSpecifier:`/`valuesForSpecifier:`); `nil` (the default)
  /// keeps the bundle's. Asked every time the screen is built.
  public var options: @MainActor (_ key: String) -> (titles: [String], values: [SettingsValue])? = { _ in nil }

  /// The keys (`SettingsSpecifier.identifier`) whose rows are not shown. Changing it updates
  /// every shown screen of the bundle at once, with an animated update.
  public var hiddenKeys: Set<String> = [] {
    didSet { if hiddenKeys != oldValue { changes.notify(SettingsChange(keys: nil)) } }
  }

  let changes = SettingsObservers()

  /// Hooks that do nothing and hide nothing.
  public init() {}
}
