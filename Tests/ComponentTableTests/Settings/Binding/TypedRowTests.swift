import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// Rows bound to typed keys: they show the key's value, store the user's change as the key
/// stores it, call `onChange` with a context that reaches the engine, keep the key as their
/// identity, and put the row back when the store refuses a value.
@MainActor
@Suite struct TypedRowTests {

  func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  @Test func everyControlStoresThroughItsKeyAndTellsOnChangeWithAContext() throws {
    let store = InMemorySettingsStore()
    let wifi = SettingsKey("wifi", default: false)
    let size = SettingsKey("size", default: 3)
    let volume = SettingsKey("volume", default: 0.5)
    let name = SettingsKey("name", default: "")
    var changes: [String] = []
    var contextEngine: TableEngine?
    let (engine, host) = try makeTable(showing: [
      TableComponent.switchRow(
        "Wi-Fi", isOn: .key(wifi, in: store),
        change: .immediate.then { isOn, context in
          changes.append("wifi \(isOn) at \(context.indexPath.row)")
          contextEngine = context.engine
        }),
      TableComponent.stepperRow("Size", value: .key(size, in: store), range: 1...5) { value in
        changes.append("size \(value)")
      },
      TableComponent.sliderRow("Volume", value: .key(volume, in: store), range: 0...1) { value in
        changes.append("volume \(value)")
      },
      TableComponent.textFieldRow("Name", text: .key(name, in: store)) { text in changes.append("name \(text)") },
    ])
    defer { withExtendedLifetime(host) {} }
    engine.dataSource.send(.control(.toggle(true), at: path(0)))
    engine.dataSource.send(.control(.step(1), at: path(1)))
    engine.dataSource.send(.control(.slide(0.75), at: path(2)))
    engine.dataSource.send(.control(.text("Ann"), at: path(3)))
    #expect(changes == ["wifi true at 0", "size 4", "volume 0.75", "name Ann"])
    #expect(contextEngine === engine)
    #expect(
      store.userValues == ["wifi": .bool(true), "size": .integer(4), "volume": .double(0.75), "name": .string("Ann")])
    #expect(try engine.component(at: path(0)).data(as: SwitchRowData.self)?.isOn == true)
    // Identity is the key: a new title is the same row.
    let renamed = TableComponent.switchRow("Wireless", isOn: .key(wifi, in: store))
    #expect(renamed.id == (try engine.component(at: path(0))).id)
  }

  @Test(.recordsDiagnostics) func numberFieldsStoreNumbersAndRefuseOtherText() throws {
    let store = InMemorySettingsStore()
    let reported = try reportedDiagnostics()
    let limit = SettingsKey("limit", default: 10)
    let ratio = SettingsKey("ratio", default: 1.5)
    let (engine, host) = try makeTable(showing: [
      TableComponent.textFieldRow("Limit", text: .key(limit, in: store)),
      TableComponent.textFieldRow("Ratio", text: .key(ratio, in: store)),
    ])
    defer { withExtendedLifetime(host) {} }
    let limitRow = try engine.component(at: path(0)).data(as: TerminalTextFieldCell.Data.self)
    #expect(limitRow?.text == "10" && limitRow?.traits.keyboard == .numberPad)
    engine.dataSource.send(.control(.text(" 25 "), at: path(0)))
    engine.dataSource.send(.control(.text("0.25"), at: path(1)))
    #expect(store.userValues == ["limit": .integer(25), "ratio": .double(0.25)])
    engine.dataSource.send(.control(.text("lots"), at: path(0)))
    #expect(store.userValues["limit"] == .integer(25))
    // The field shows the text last taken again (what the user typed, before a screen that
    // follows the store declares it as the stored number).
    #expect(try engine.component(at: path(0)).data(as: TerminalTextFieldCell.Data.self)?.text == " 25 ")
    #expect(reported.entries.last?.kind == .settingsKey(key: "limit", expectedType: "Int"))
    #expect(reported.entries.last?.message.contains("\"lots\" is not a Int") == true)
  }

  @Test func anEnumPickerStoresRawValuesInlineAndPushed() throws {
    let store = InMemorySettingsStore()
    let theme = SettingsKey("theme", default: KeyTestTheme.system)
    var chosen: [KeyTestTheme] = []
    let rows = TableComponent.radioGroup(
      selection: .key(theme, in: store), options: KeyTestTheme.allCases.map { ($0, "\($0)") }
    ) { chosen.append($0) }
    let (engine, host) = try makeTable(showing: rows)
    defer { withExtendedLifetime(host) {} }
    #expect(rows.count == 3)
    #expect(try engine.component(at: path(0)).data(as: CheckmarkRowData.self)?.isChecked == true)
    engine.dataSource.send(.select(path(2)))
    #expect(store.userValues["theme"] == .string("dark") && chosen == [.dark])
    #expect(try engine.component(at: path(2)).data(as: CheckmarkRowData.self)?.isChecked == true)

    // Pushed: the list's choice is stored and the picker row shows it.
    let sort = SettingsKey("sort", default: KeyTestSort.name)
    var sortChanges: [KeyTestSort] = []
    let root = TableScreen(title: "Root") {
      TableSection(id: "a") {
        TableComponent.pickerRow(
          "Sort", selection: .key(sort, in: store),
          options: KeyTestSort.allCases.map { ($0, "\($0)".capitalized) },
          change: .immediate.then { value, context in
            sortChanges.append(value)
            #expect(context.navigator != nil)
          })
      }
    }
    let navigator = try TableNavigator(root: root) { _ in TerminalTableView(width: 40, height: 8) }
    root.engine?.dataSource.send(.select(path(0)))
    #expect(navigator.path == ["Root", "Sort"])
    navigator.top.engine?.dataSource.send(.select(path(1)))
    #expect(store.userValues["sort"] == .integer(1) && sortChanges == [.date])
    #expect(try root.engine?.component(at: path(0)).data(as: ValueRowData.self)?.value == "Date")
  }

  @Test(.recordsDiagnostics) func rowsOfAManagedKeyRefuseChangesAndShowTheStoredValue() throws {
    let store = InMemorySettingsStore()
    store.force(.bool(false), forKey: "faceID")
    let faceID = SettingsKey("faceID", default: true)
    let reported = try reportedDiagnostics()
    var changes = 0
    let (engine, host) = try makeTable(showing: [
      TableComponent.switchRow("Face ID", isOn: .key(faceID, in: store)) { _ in changes += 1 }
    ])
    defer { withExtendedLifetime(host) {} }
    // The row is locked: dimmed with the explanation, its control's events dropped.
    #expect(try engine.component(at: path(0)).availability == .disabled(reason: SettingsManagedText.explanation))
    engine.dataSource.send(.control(.toggle(true), at: path(0)))
    #expect(changes == 0 && store.userValues.isEmpty)
    #expect(try engine.component(at: path(0)).data(as: SwitchRowData.self)?.isOn == false)
    #expect(reported.entries.isEmpty)
    // A write that gets past the row (the app's own code) is refused, naming the problem.
    let refusal = #expect(throws: SettingsError.self) { try store.set(true, for: faceID) }
    #expect(refusal?.problem == .forced && refusal?.key == "faceID")
    #expect(store.userValues.isEmpty)
    // Search finds the row by the explanation.
    let entries = SearchEntry.entries(of: engine.allSections, path: ["Settings"])
    #expect(entries.first?.keywords.contains(SettingsManagedText.explanation) == true)
  }
}
