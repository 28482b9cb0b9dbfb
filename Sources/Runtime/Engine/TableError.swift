import Foundation

/// Why the engine, a navigator, a search or a dialog refused a call. Every refused call
/// leaves the table (and the navigation stack) exactly as it was, unless its case says
/// otherwise.
///
/// `operation` is the public method that refused, as Swift names it (`removeCell(at:animation:)`):
/// the engine takes it from `#function` at the method itself, so it follows the method through
/// a rename.
public enum TableError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A section index outside the table. `sectionCount` is the number of sections at the time.
  case sectionOutOfRange(operation: String, section: Int, sectionCount: Int)
  /// A row index outside its section. `rowCount` is the number of rows in that section.
  case rowOutOfRange(operation: String, indexPath: IndexPath, rowCount: Int)
  /// The same index path named twice in one call.
  case duplicateIndexPath(operation: String, indexPath: IndexPath)
  /// Two lists that must be as long as each other are not.
  case countMismatch(operation: String, indexPaths: Int, components: Int)
  /// A component whose reuse identifier is the empty string.
  case emptyReuseIdentifier(operation: String, viewClass: String)
  /// One reuse identifier used for two different classes.
  case reuseIdentifierConflict(identifier: String, registeredClass: String, newClass: String)
  /// The host cannot create or show views of this class in this role.
  case unsupportedViewClass(viewClass: String, role: TableViewRole, reason: String)
  /// A component described by its data alone, whose data type the host's ``ViewCatalog`` has no
  /// class for: register one with ``ViewCatalog/register(_:)``.
  case noViewRegistered(operation: String, dataType: String)
  /// A section handle whose section was removed from the table.
  case sectionRemoved(operation: String)
  /// A user move of a row whose component is not `movable()`.
  case rowNotMovable(operation: String, indexPath: IndexPath)
  /// A change made while the engine was busy in a way that cannot take a change.
  case reentrantMutation(operation: String, during: String)

  /// The screen is already on a navigation stack (this one or another) at `depth` (0 is the
  /// root): a screen has one engine, so it can be shown once at a time.
  case screenAlreadyShown(operation: String, title: String, depth: Int)
  /// A push or pop asked for while the navigator was building a screen (from inside a
  /// screen's builder).
  case reentrantNavigation(operation: String, title: String, during: String)
  /// The engine refused the sections the screen's builder made.
  indirect case buildFailed(operation: String, title: String, error: TableError)
  /// The navigator's presenter (the view controllers that showed the stack) is gone: nothing
  /// could show the screen. A selection closure that kept the navigator across an asynchronous
  /// hop (a network reply, `asyncAfter`) and pushes after the user left the screens gets this.
  case presenterGone(operation: String, title: String)
  /// A screen presented over a stack that presents one already, titled `presented`: a stack
  /// presents one other at a time, as a UIKit view controller does. Present from a screen of
  /// the presented stack (its `navigator`), or dismiss it first.
  case alreadyPresenting(operation: String, title: String, presented: String)
  /// A push or a presentation on a presented stack after it was dismissed, whose root was
  /// titled `root`: its screens are gone.
  case stackDismissed(operation: String, title: String, root: String)

  /// A search result from another tree: its path starts at `resultRoot`, the navigator's root
  /// is titled `root`.
  case resultInOtherTree(resultRoot: String, root: String)
  /// No row titled `title` is on the screen `screen` any more (it was removed or renamed
  /// since the search was made), or it no longer opens a screen when one was expected.
  case resultRowNotFound(title: String, screen: String)
  /// A search result opened while a screen on the navigator is being built or refreshed
  /// (`open` called from a builder); nothing changed.
  case resultOpenedDuringChange
  /// The navigator refused a push on the way to a search result (a screen's sections were
  /// refused): the stack is left at the root and the screens pushed before the refusal.
  indirect case resultOpenRefused(TableError)
  /// A ``TablePath`` that names nothing any more: the screen `screen` has no row for its step
  /// `missing` (removed, renamed, or no longer opening a screen where the path goes on). The
  /// navigator opened the screens of the path up to `screen`, the nearest one that exists.
  case pathNotFound(path: String, missing: String, screen: String)

  /// A dialog that could not be made, shown or answered: what was wrong, the dialog's title
  /// and the titles of its actions, in order.
  case dialog(DialogProblem, title: String, actionTitles: [String])

  /// A sentence naming the call, the problem and the values, such as
  /// `removeCell(at:animation:): row 7 is out of range for section 2, which has 3 rows`.
  public var description: String {
    switch self {
    case .sectionOutOfRange(let operation, let section, let count):
      return "\(operation): section \(section) is out of range; the table has \(count) section\(count == 1 ? "" : "s")"
    case .rowOutOfRange(let operation, let path, let count):
      return
        "\(operation): row \(path.row) is out of range for section \(path.section), which has \(count) row\(count == 1 ? "" : "s")"
    case .duplicateIndexPath(let operation, let path):
      return "\(operation): index path [\(path.section), \(path.row)] is named more than once"
    case .countMismatch(let operation, let indexPaths, let components):
      return
        "\(operation): \(indexPaths) index path\(indexPaths == 1 ? "" : "s") but \(components) component\(components == 1 ? "" : "s")"
    case .emptyReuseIdentifier(let operation, let viewClass):
      return "\(operation): the component shown by \(viewClass) has an empty reuse identifier"
    case .reuseIdentifierConflict(let identifier, let registered, let new):
      return "reuse identifier \"\(identifier)\" is registered for \(registered) and cannot also be used for \(new)"
    case .unsupportedViewClass(let viewClass, let role, let reason):
      return "\(viewClass) cannot be used as a \(role): \(reason)"
    case .noViewRegistered(let operation, let dataType):
      return "\(operation): the host has no view registered for \(dataType); register one with its ViewCatalog"
    case .sectionRemoved(let operation):
      return "\(operation): the section was removed from the table"
    case .rowNotMovable(let operation, let path):
      return "\(operation): the row at [\(path.section), \(path.row)] is not movable"
    case .reentrantMutation(let operation, let during):
      return "\(operation): the table cannot change while \(during)"
    case .screenAlreadyShown(let operation, let title, let depth):
      return
        "\(operation): the screen \"\(title)\" is already on a navigation stack at depth \(depth)"
    case .reentrantNavigation(let operation, let title, let during):
      return "\(operation): cannot navigate to or from \"\(title)\" while \(during)"
    case .buildFailed(let operation, let title, let error):
      return "\(operation): the screen \"\(title)\" could not be built: \(error)"
    case .presenterGone(let operation, let title):
      return "\(operation): cannot show \"\(title)\": the navigator's presenter is gone"
    case .alreadyPresenting(let operation, let title, let presented):
      return
        "\(operation): cannot present \"\(title)\": the stack already presents \"\(presented)\"; present from its screens or dismiss it first"
    case .stackDismissed(let operation, let title, let root):
      return "\(operation): cannot show \"\(title)\": the presented stack of \"\(root)\" was dismissed"
    case .resultInOtherTree(let resultRoot, let root):
      return
        "open(_:): the result is from the tree of \"\(resultRoot)\", but the navigator's root is \"\(root)\""
    case .resultRowNotFound(let title, let screen):
      return "open(_:): the screen \"\(screen)\" has no row \"\(title)\" that search can open any more"
    case .resultOpenedDuringChange:
      return "open(_:): the navigator cannot open a result while a screen on it is being built or refreshed"
    case .resultOpenRefused(let error):
      return "open(_:): the navigator refused: \(error)"
    case .pathNotFound(let path, let missing, let screen):
      return
        "open(_:): the path \"\(path)\" names no row \"\(missing)\" on the screen \"\(screen)\", which was opened instead"
    case .dialog(let problem, let title, let actionTitles):
      return problem.describe(title: title, actionTitles: actionTitles)
    }
  }
}

/// The role a view class plays in a table, each with its own registry (as in UIKit).
public enum TableViewRole: String, Sendable, CustomStringConvertible {
  /// A cell showing a row.
  case cell
  /// A section header or footer view.
  case headerFooter = "header/footer view"
  /// The view above or below all sections (UIKit's `tableHeaderView`/`tableFooterView`).
  case tableHeaderFooter = "table header/footer view"

  /// The role in words, as error messages print it: `cell`, `header/footer view` or
  /// `table header/footer view`.
  public var description: String { rawValue }
}
