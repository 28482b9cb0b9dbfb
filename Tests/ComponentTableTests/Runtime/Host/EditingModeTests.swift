import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// Editing mode is the host's (a table view's `setEditing(_:animated:)`, a collection view's
/// `isEditing`), turned on through the engine whatever the host, as a pass of the host's own.
@MainActor
@Suite struct EditingModeTests {
  @Test func theEngineTurnsTheHostsEditingModeOnAndATextCommittedMeanwhileWaits() throws {
    let (tableView, host) = UIKitShapedHost.make()
    defer { withExtendedLifetime(tableView) {} }
    let engine = TableEngine(host: host)
    let screen = LateControlEventTests.Screen()
    try engine.apply(screen.sections())
    let field = try #require(engine.dataSource.rowReference(forRowAt: IndexPath(row: 0, section: 0)))
    // The text field's cell ends editing while UIKit changes the mode.
    var committedMeanwhile: [String]?
    host.duringEditingChange = {
      engine.dataSource.send(.control(.text("Bob"), row: field))
      committedMeanwhile = screen.committed
    }
    host.calls = []
    engine.setEditing(true, animated: true)
    // The committed text changes the row after the mode changed (a reload: the table is not on
    // screen).
    #expect(host.calls == ["setEditing(true)", "reloadData"])
    #expect(committedMeanwhile == [])
    #expect(screen.committed == ["Bob"])
  }
}
