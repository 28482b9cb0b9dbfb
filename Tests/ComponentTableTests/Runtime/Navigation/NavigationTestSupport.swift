import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// A presenter that records what the navigator told it, and a navigator on terminal tables.
@MainActor
final class RecordingPresenter: TableNavigationPresenter {
  private(set) var events: [String] = []

  func navigator(_ navigator: TableNavigator, didPush screen: TableScreen) {
    events.append("push \(screen.title)")
  }

  func navigator(_ navigator: TableNavigator, didPop screen: TableScreen) {
    events.append("pop \(screen.title) to \(navigator.top.title)")
  }
}

/// The state a test's screens show; changed by the tests and by the screens' rows.
@MainActor
final class NavigationModel {
  var wifi = false
  var choice = 0
  var buildCount: [String: Int] = [:]
}

extension TableScreen {
  /// The terminal table view the screen is shown in, while it is on a stack.
  var terminalTable: TerminalTableView? { engine?.host as? TerminalTableView }
}

@MainActor
func makeNavigator(
  root: TableScreen, presenter: RecordingPresenter? = nil
) throws -> TableNavigator {
  let navigator = try TableNavigator(root: root) { _ in TerminalTableView(width: 40, height: 6) }
  navigator.presenter = presenter
  return navigator
}

/// A screen of `count` label rows titled `title`, counting its builds in `model`.
@MainActor
func labelScreen(_ title: String, count: Int = 3, model: NavigationModel? = nil) -> TableScreen {
  TableScreen(title: title) {
    TableSection(
      id: "rows",
      rows: (0..<count).map { TableComponent(LabelCell.self, data: "\(title) \($0)") })
  }.countingBuilds(model)
}

extension TableScreen {
  /// The same screen; with a model, each build is counted under the title.
  @MainActor
  fileprivate func countingBuilds(_ model: NavigationModel?) -> TableScreen {
    guard let model else { return self }
    let inner = self
    return TableScreen(title: title, revealBehavior: revealBehavior, delegate: delegate) {
      model.buildCount[inner.title, default: 0] += 1
      return inner.makeSections()
    }
  }
}

/// Selects the first row of the top screen whose view shows `title`, as a tap would; records
/// an issue when there is none.
@MainActor
func selectRow(showing title: String, onTopOf navigator: TableNavigator) throws {
  let engine = try #require(navigator.top.engine)
  let table = try #require(engine.host as? TerminalTableView)
  for section in 0..<engine.sectionCount {
    for row in 0..<engine.dataSource.numberOfRows(inSection: section) {
      let path = IndexPath(row: row, section: section)
      if table.cellForRow(at: path)?.render(width: table.width).joined().contains(title) == true {
        table.selectRow(at: path)
        return
      }
    }
  }
  Issue.record("no row \(title)")
}
