import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

@MainActor
@Suite struct BuilderTests {
  enum Mode { case simple, detailed }

  func screen(signedIn: Bool, mode: Mode, extras: [String]) -> [TableSection] {
    @TableSectionsBuilder func build() -> [TableSection] {
      TableSection(id: "main", headerTitle: "Main") {
        label("always")
        if signedIn {
          label("account")
        } else {
          label("sign in")
        }
        switch mode {
        case .simple: label("simple")
        case .detailed:
          label("detail 1")
          label("detail 2")
        }
        for extra in extras { label(extra) }
        [label("array 1"), label("array 2")]
      }
      if signedIn {
        TableSection(id: "signout") { label("sign out") }
      }
      for extra in extras {
        TableSection(id: extra, rows: [])
      }
    }
    return build()
  }

  @Test func builderProducesTheSameSectionsAsTheIncrementalAPI() throws {
    let sections = screen(signedIn: true, mode: .detailed, extras: ["x", "y"])
    #expect(sections.count == 4)
    #expect(sections.map { $0.id } == ["main", "signout", "x", "y"])
    #expect(
      sections[0].rows.map(\.debugData) == [
        "always", "account", "detail 1", "detail 2", "x", "y", "array 1", "array 2",
      ])
    let other = screen(signedIn: false, mode: .simple, extras: [])
    #expect(other.count == 1)
    #expect(other[0].rows.map(\.debugData) == ["always", "sign in", "simple", "array 1", "array 2"])
  }

  @Test func builderAppliesToAnEngineAndMixesWithIncrementalChanges() throws {
    let (engine, host) = makeTable(height: 40)
    var signedIn = true
    try engine.apply {
      TableSection(id: "main") { label("a") }
      if signedIn { TableSection(id: "account") { label("sign out") } }
    }
    try engine.addCell(label("added incrementally"), toSection: 0)
    signedIn = false
    try engine.apply(animation: .fade) {
      TableSection(id: "main") {
        label("a")
        label("added incrementally")
      }
      if signedIn { TableSection(id: "account") { label("sign out") } }
    }
    #expect(engine.sectionCount == 1)
    #expect(host.lastAppliedUpdate == TableBatchUpdate(deletedSections: [1]))
    #expect(host.inconsistencies.isEmpty)
  }

  /// A function of rows of its own, as a screen splits a long section: single rows, arrays,
  /// `if`, `if #available` and loops all flatten into one list, in order.
  @Test func aRowsBuilderFunctionFlattensEveryKindOfPart() {
    @TableRowsBuilder func rows(showsAdvanced: Bool, names: [String]) -> [TableComponent] {
      label("first")
      [label("a"), label("b")]
      if showsAdvanced { label("advanced") }
      if #available(macOS 10.15, iOS 13, *) { label("available") }
      for name in names { label(name) }
    }
    let texts = { (rows: [TableComponent]) in rows.compactMap { $0.data(as: LabelCell.Data.self) } }
    #expect(
      texts(rows(showsAdvanced: true, names: ["x", "y"])) == ["first", "a", "b", "advanced", "available", "x", "y"])
    #expect(texts(rows(showsAdvanced: false, names: [])) == ["first", "a", "b", "available"])
    #expect(TableRowsBuilder.buildOptional(nil).isEmpty)
  }
}
