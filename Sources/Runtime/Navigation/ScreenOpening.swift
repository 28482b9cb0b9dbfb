import Foundation

/// Where the rows that open screens (``TableComponent/navigationRow(_:value:id:destination:)``,
/// ``TableComponent/pickerRow(_:selection:options:id:change:onChange:)``) being built will be shown: a
/// host that knows its table has no navigation builds its rows inside
/// ``withoutNavigation(_:)``, and such rows are then plain value rows.
///
/// A row with a disclosure indicator that highlights when tapped and then does nothing tells
/// the user something false. A table on a navigator's stack, or whose engine has a
/// ``TableEngine/screenOpener``, opens the screens; one known to have neither (a SwiftUI
/// `ComponentTableView` asked for no navigation, or where `NavigationStack` does not exist)
/// shows the title and the value without the indicator, does not highlight, and does not
/// react to a tap, and each such row is reported (``TableDiagnostic/report(_:)``), so that an
/// app's ``TableDiagnostic/handler`` can stop a debug build at the mistake.
@MainActor
public enum ScreenOpening {
  /// How many calls of ``withoutNavigation(_:)`` are running.
  private static var depth = 0

  /// Runs `body`, which builds rows for a table that cannot open screens: the rows that open
  /// screens it builds are plain value rows (title and value, no disclosure indicator, no
  /// selection), and each is reported as it is built, as an
  /// ``TableDiagnostic/Kind/unsupportedInput(source:)`` naming the row. Costs nothing more
  /// for other rows. Calls may be nested.
  public static func withoutNavigation<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    depth += 1
    defer { depth -= 1 }
    return try body()
  }

  /// Where a table that is on no navigator's stack (SwiftUI's `ComponentTableView`) shows the
  /// screens its rows open.
  package enum Route: Equatable, Sendable {
    /// Pushed on the enclosing `NavigationStack`, one level a screen.
    case navigationStack
    /// Where `NavigationStack` does not exist (before iOS 16, tvOS 16): pushed as a navigator's
    /// root on the navigation controller that encloses the table (a `NavigationView` shows its
    /// stack with one), or, when none does at the tap, reported.
    case enclosingNavigationController
    /// Nowhere: the rows are plain value rows (``withoutNavigation(_:)``), each reported.
    case none
  }

  /// The route for a table whose app asked for navigation (`wantsNavigation`) or for none,
  /// where `NavigationStack` exists or not (`hasNavigationStack`). Only a table asked to have
  /// no navigation builds its rows as plain value rows: a table that wants navigation where
  /// `NavigationStack` does not exist still opens its screens, so that the rows of the
  /// package's oldest systems do what their disclosure indicators promise.
  package static func route(wantsNavigation: Bool, hasNavigationStack: Bool) -> Route {
    guard wantsNavigation else { return .none }
    return hasNavigationStack ? .navigationStack : .enclosingNavigationController
  }

  /// Whether rows are being built inside ``withoutNavigation(_:)``.
  public static var isWithoutNavigation: Bool { depth > 0 }

  /// The plain value row a row that opens a screen is, inside ``withoutNavigation(_:)``
  /// (reported), else `nil`: the row is built as usual.
  static func inertRow(
    title: String, value: String, id: AnyHashable
  ) -> TableComponent? {
    guard isWithoutNavigation else { return nil }
    TableDiagnostic.report(
      TableDiagnostic(
        kind: .unsupportedInput(source: "navigationRow \"\(title)\""),
        message:
          "the row \"\(title)\" opens a screen, but its table has no navigation, so it is shown as a plain value row; put the table in a NavigationStack, show the screens with ComponentTableNavigationView or UIKitTableNavigator, or use valueRow(_:value:id:)"
      ))
    return TableComponent(data: ValueRowData(title: title, value: value), id: id)
  }
}
