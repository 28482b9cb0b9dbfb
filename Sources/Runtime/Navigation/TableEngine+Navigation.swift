import Foundation

extension TableEngine {
  /// The screen this engine shows, while it is on a ``TableNavigator``'s stack.
  public var screen: TableScreen? { navigationScreen }

  /// The navigator whose stack shows this engine's screen, else `nil`. Selection closures push
  /// with it: `try selection.engine.navigator?.push(screen)`.
  public var navigator: TableNavigator? { navigationScreen?.navigator }

  /// Whether a row of this table that opens a screen can show it: the table is on a
  /// navigator's stack, or ``screenOpener`` is set.
  package var canOpenScreens: Bool { navigator != nil || screenOpener != nil }

  /// Opens `screen` from a row of this table: pushes it on the navigator right above this
  /// table's screen (``TableNavigator/push(_:from:)``, a refusal reported as
  /// ``TableDiagnostic/Kind/failed(_:)``), or hands it to ``screenOpener``. Returns `false`,
  /// doing nothing (`screen` is not made), when neither exists.
  func openScreen(_ screen: @autoclosure () -> TableScreen) -> Bool {
    if let navigator {
      navigator.pushReportingErrors(screen(), from: self.screen)
    } else if let screenOpener {
      screenOpener(screen())
    } else {
      return false
    }
    return true
  }

  /// Whether the row at `indexPath` opens another screen when selected: it shows a disclosure
  /// indicator (its data is a ``ValueRowData`` with `showsDisclosure`, as the rows of
  /// ``TableComponent/navigationRow(_:value:id:destination:)``,
  /// ``TableComponent/pickerRow(_:selection:options:id:change:onChange:)`` and
  /// ``TableComponent/valueRow(_:value:id:onSelect:)`` do) and has a selection closure.
  ///
  /// Hosts use it where a key means "open" only on such rows (the terminal's →). `false` for
  /// an index path that names no row.
  package func rowOpensScreen(at indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].rows.indices.contains(indexPath.row)
    else { return false }
    let box = sections[indexPath.section].rows[indexPath.row].component.box
    return box.hasSelectionHandler && (box.anyData as? ValueRowData)?.showsDisclosure == true
  }

  /// Whether selecting the row at `indexPath` can do anything: its component has a selection
  /// closure, or an external delegate is set (it hears every selection and may act on it).
  /// Hosts use it to offer selection only where it does something (the terminal's help line).
  /// `false` for an index path that names no row.
  package func rowReactsToSelection(at indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].rows.indices.contains(indexPath.row)
    else { return false }
    return delegate != nil || sections[indexPath.section].rows[indexPath.row].component.box.hasSelectionHandler
  }
}
