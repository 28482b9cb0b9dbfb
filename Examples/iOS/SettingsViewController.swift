import ComponentTable
import ComponentTableSettings
import ComponentTableUIKit
import UIKit

/// The example settings screen on iOS: `SettingsScreen`, written once for every host, in an
/// inset-grouped table, its built-in rows drawn with the UIKit host's cells
/// (`ViewCatalog.uiKit`). The terminal demo shows the same screen with the terminal's views.
///
/// The controller is the table's external delegate twice over. As `TableEngineDelegate` it
/// hears about a selection after the row's own closure ran. As `UITableViewDelegate` it gets
/// every call the engine does not answer: `scrollViewDidScroll(_:)` (which the engine uses too,
/// and passes on) fades the name into the navigation bar once the profile card has scrolled
/// away, and `scrollViewWillBeginDragging(_:)` (which the engine does not implement, so it is
/// forwarded by the runtime) closes the keyboard.
///
/// Add this file and every file of `Examples/SettingsScreen` (`SettingsModel.swift`,
/// `SettingsScreen.swift`, `SettingsScreen+Children.swift`) to an app target; see README.md
/// here.
final class SettingsViewController: UIViewController, TableEngineDelegate, UITableViewDelegate {
  /// The settings, kept in the app's defaults between launches.
  private let model = SettingsModel(store: UserDefaultsSettingsStore())
  private let tableView = UITableView(frame: .zero, style: .insetGrouped)
  /// The name in the navigation bar, faded in as the profile card leaves the screen.
  private let titleLabel = UILabel()
  /// The navigation stack whose root this controller's table shows.
  private var navigation: UIKitTableNavigator?

  override func viewDidLoad() {
    super.viewDidLoad()
    // The table ends where the keyboard begins (`keyboardLayoutGuide`, iOS 15:
    // apple:uikit/adjusting-your-layout-with-keyboard-layout-guide), so the text-field rows
    // can be scrolled above it; a table laid out otherwise gets a bottom inset from the
    // framework instead. The view's background fills in under the home indicator.
    view.backgroundColor = .systemGroupedBackground
    // Without the keyboard the guide's top is the safe area's bottom unless told otherwise
    // (https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/usesbottomsafearea):
    // the table then reaches the screen's bottom and scrolls its rows under the home indicator.
    if #available(iOS 17.0, *) { view.keyboardLayoutGuide.usesBottomSafeArea = false }
    tableView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
    ])

    titleLabel.text = model.name
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    titleLabel.alpha = 0
    titleLabel.sizeToFit()
    navigationItem.titleView = titleLabel

    // The screen shows in this controller's table; the screens its disclosure rows open are
    // pushed on this controller's navigation controller. The table keeps the root's engine
    // alive; this controller keeps the navigation.
    do {
      navigation = try UIKitTableNavigator(
        root: SettingsScreen.screen(model: model), tableView: tableView, in: self,
        tableViewDelegate: self)
      navigation?.navigator.top.engine?.delegate = self
      // A search field in this controller's navigation bar that finds rows on every screen.
      navigation?.addSearch(placeholder: "Search Settings")
    } catch {
      assertionFailure("The settings screen could not be built: \(error)")
    }
  }

  /// Opens the screen a Spotlight result or Handoff brought back (the Passcode & Backup
  /// screen registers one while it is shown): call it from the scene delegate's
  /// `scene(_:continue:)`. The path in the activity's `userInfo` names the screen.
  func open(_ activity: NSUserActivity) {
    guard let navigator = navigation?.navigator, let path = TablePath(userInfo: activity.userInfo ?? [:]) else {
      return
    }
    do {
      try navigator.open(path)
    } catch {
      // A screen that no longer exists: the nearest one that does is open; say why.
      UIAccessibility.post(notification: .announcement, argument: error.description)
    }
  }

  // MARK: UITableViewDelegate, passed on by the engine

  /// Passed on by hand: the engine implements this method itself (to tell its own delegate).
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
    titleLabel.alpha = min(1, max(0, (scrolled - 60) / 40))
  }

  /// Forwarded by the runtime: the engine does not implement this method.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    view.endEditing(true)
  }

  // MARK: TableEngineDelegate

  /// Called after the row's closure ran (and the row was deselected): the model's log already
  /// holds what the tap did.
  func tableEngine(_ engine: TableEngine, didSelectRowAt indexPath: IndexPath) {
    if let entry = model.log.last { print("Settings:", entry) }
  }
}
