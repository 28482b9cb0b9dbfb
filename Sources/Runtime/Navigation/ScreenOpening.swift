import Foundation

/// Where the rows that open screens (``SettingsKit/navigationRow(_:value:id:destination:)``,
/// ``SettingsKit/pickerRow(_:options:selection:id:change:onChange:)``) being built will be shown: a
/// host that knows its table has no navigation builds its rows inside
/// ``withoutNavigation(report:_:)``, and such rows are then plain value rows.
///
/// A row with a disclosure indicator that highlights when tapped and then does nothing tells
/// the user something false. A table on a navigator's stack, or whose engine has a
/// ``TableEngine/screenOpener``, opens the screens; one known to have neither (a SwiftUI
/// `ComponentTableView` asked for no navigation, or where `NavigationStack` does not exist)
/// shows the title and the value without the indicator, does not highlight, and does not
/// react to a tap, and the host hears of each such row, so that a debug build can stop at
/// the mistake.
@MainActor
public enum ScreenOpening {
  /// The report of the innermost ``withoutNavigation(report:_:)`` running, if any.
  private static var report: (@MainActor (TableDiagnostic) -> Void)?

  /// Runs `body`, which builds rows for a table that cannot open screens: the rows that open
  /// screens it builds are plain value rows (title and value, no disclosure indicator, no
  /// selection), and each is reported to `report` as it is built, as an
  /// ``TableDiagnostic/Kind/unsupportedInput(source:)`` naming the row. Costs nothing more
  /// for other rows. Calls may be nested; the innermost report hears.
  public static func withoutNavigation<Result, Failure: Error>(
    report: @escaping @MainActor (TableDiagnostic) -> Void, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let outer = Self.report
    Self.report = report
    defer { Self.report = outer }
    return try body()
  }

  /// Whether rows are being built inside ``withoutNavigation(report:_:)``.
  public static var isWithoutNavigation: Bool { report != nil }

  /// The plain value row a row that opens a screen is, inside ``withoutNavigation(report:_:)``
  /// (reported there), else `nil`: the row is built as usual.
  static func inertRow<Kit: SettingsKit>(
    _ kit: Kit.Type, title: String, value: String, id: AnyHashable
  ) -> TableComponent? {
    guard let report else { return nil }
    report(
      TableDiagnostic(
        kind: .unsupportedInput(source: "navigationRow \"\(title)\""),
        message:
          "the row \"\(title)\" opens a screen, but its table has no navigation, so it is shown as a plain value row; put the table in a NavigationStack, show the screens with ComponentTableNavigationView or UIKitTableNavigator, or use valueRow(_:value:id:)"
      ))
    return TableComponent(Kit.ValueCell.self, data: ValueRowData(title: title, value: value), id: id)
  }
}
