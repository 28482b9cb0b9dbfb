import ComponentTable
import ComponentTableSettings
import ComponentTableUIKit
import UIKit

/// The example settings screen on iOS: `SettingsScreen`, written once for every host, in an
/// inset-grouped table, its built-in rows drawn with the UIKit host's cells
/// (`ViewCatalog.uiKit`), or, with `rowsView` changed to `.list(.insetGrouped)`, in a
/// `UICollectionView` list with its list cells (`ViewCatalog.uiKitList`). The terminal demo shows
/// the same screen with the terminal's views.
///
/// The controller is the rows' external delegate twice over. As `TableEngineDelegate` it
/// hears about a selection after the row's own closure ran. As `UITableViewDelegate` (or
/// `UICollectionViewDelegate`, for the list) it gets every call the engine does not answer:
/// `scrollViewDidScroll(_:)` (which the engine uses too, and passes on) fades the name into the
/// navigation bar once the profile card has scrolled away, and `scrollViewWillBeginDragging(_:)`
/// (which the engine does not implement, so it is forwarded by the runtime) closes the keyboard.
///
/// Add this file and every file of `Examples/SettingsScreen` (`SettingsModel.swift`,
/// `SettingsScreen.swift`, `SettingsScreen+Children.swift`) to an app target; see README.md
/// here.
final class SettingsViewController: UIViewController, TableEngineDelegate, UITableViewDelegate,
  UICollectionViewDelegate
{
  /// The view every screen shows its rows in. Change it to `.list(.insetGrouped)` and the same
  /// screens, and those their rows open, show in a `UICollectionView` list.
  private let rowsView = UIKitRowsView.table(.insetGrouped)
  /// The settings, kept in the app's defaults between launches.
  private let model = SettingsModel(store: UserDefaultsSettingsStore())
  /// The name in the navigation bar, faded in as the profile card leaves the screen.
  private let titleLabel = UILabel()
  /// The navigation stack whose root this controller's rows show.
  private var navigation: UIKitTableNavigator?

  override func viewDidLoad() {
    super.viewDidLoad()
    // The screen shows in this controller's rows; the screens its disclosure rows open are
    // pushed on this controller's navigation controller, in the same kind of view. The rows'
    // view keeps the root's engine alive; this controller keeps the navigation.
    let rows: UIScrollView
    do {
      let made = try makeRows()
      (rows, navigation) = (made.view, made.navigation)
    } catch {
      return assertionFailure("The settings screen could not be built: \(error)")
    }
    navigation?.navigator.top.engine?.delegate = self
    // A search field in this controller's navigation bar that finds rows on every screen.
    navigation?.addSearch(placeholder: "Search Settings")

    // The rows end where the keyboard begins (`keyboardLayoutGuide`, iOS 15:
    // apple:uikit/adjusting-your-layout-with-keyboard-layout-guide), so the text-field rows
    // can be scrolled above it; rows laid out otherwise get a bottom inset from the
    // framework instead. The view's background fills in under the home indicator.
    view.backgroundColor = .systemGroupedBackground
    // Without the keyboard the guide's top is the safe area's bottom unless told otherwise
    // (https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/usesbottomsafearea):
    // the rows then reach the screen's bottom and scroll under the home indicator.
    if #available(iOS 17.0, *) { view.keyboardLayoutGuide.usesBottomSafeArea = false }
    rows.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(rows)
    NSLayoutConstraint.activate([
      rows.topAnchor.constraint(equalTo: view.topAnchor),
      rows.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      rows.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      rows.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
    ])

    titleLabel.text = model.name
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    titleLabel.alpha = 0
    titleLabel.sizeToFit()
    navigationItem.titleView = titleLabel
  }

  /// The view `rowsView` names, and the navigator whose root shows in it, with this controller
  /// as the view's delegate.
  private func makeRows() throws(TableError) -> (view: UIScrollView, navigation: UIKitTableNavigator) {
    let root = SettingsScreen.screen(model: model)
    switch rowsView {
    case .table(let style):
      let tableView = UITableView(frame: .zero, style: style)
      let navigation = try UIKitTableNavigator(
        root: root, tableView: tableView, in: self, tableViewDelegate: self)
      return (tableView, navigation)
    case .list(let appearance):
      let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      let navigation = try UIKitTableNavigator(
        root: root, collectionView: collectionView, appearance: appearance, in: self,
        collectionViewDelegate: self)
      return (collectionView, navigation)
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

  // MARK: UITableViewDelegate and UICollectionViewDelegate, passed on by the engine

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
