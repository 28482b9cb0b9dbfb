import ComponentTable
import Foundation
import Testing

@testable import ComponentTableTerminal

/// In a terminal the index is made between keys: typing goes on while it is made, and the
/// results come when it is ready.
@MainActor
@Suite struct TerminalSearchSlicingTests {
  @Test func typingGoesOnWhileTheIndexIsMadeBetweenKeys() async throws {
    let root = TableScreen(title: "Settings") {
      TableSection(
        rows: (0..<60).map { index in
          TerminalSettingsKit.navigationRow("Screen \(index)") {
            TableScreen(title: "Screen \(index)") {
              TableSection(rows: [TerminalSettingsKit.switchRow("Bluetooth \(index)", isOn: false)])
            }
          }
        })
    }
    let app = try TerminalTableApp(root: root)
    app.resize(to: TerminalSize(columns: 60, rows: 12))
    app.indexesSearchBetweenKeys = true
    try app.replay("/ 'bluetooth 4'")
    // Nothing was indexed while typing: the keys were taken at once.
    #expect(app.searchQuery == "bluetooth 4")
    #expect(app.searchResults.isEmpty)
    #expect(app.frameText.contains("indexing 0 screens…"))
    var slices = 0
    while app.continueSearchIndexing(), slices < 2_000 {
      slices += 1
      if slices > 5 { try await Task.sleep(nanoseconds: 1_000_000) }
    }
    #expect(slices >= 4)  // 61 screens, 16 a slice, then the sort
    #expect(app.searchResults.first?.entry.title == "Bluetooth 4")
    #expect(app.frameText.contains("result"))
  }
}
