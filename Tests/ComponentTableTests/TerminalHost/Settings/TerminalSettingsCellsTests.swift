import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// The terminal host's views of the built-in settings rows and headers, each shown in a table
/// and read as plain text: what each row puts on its line.
@MainActor
@Suite struct TerminalSettingsCellsTests {
  /// The unstyled lines of a 30-column table showing `rows` under `header`, without the
  /// focus column and the padding.
  func lines(_ rows: [TableComponent], header: TableComponent? = nil, footer: TableComponent? = nil) throws
    -> [String]
  {
    let host = TerminalTableView(width: 30, height: 12)
    let engine = TableEngine(host: host)
    try engine.addSection(TableSection(header: header, footer: footer, rows: rows))
    return host.renderScreen(styled: false).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  @Test func textAndSubtitleCells() throws {
    #expect(try lines([TableComponent(data: TextRowData(title: "About"))]) == ["About"])
    let subtitle = try lines([
      TableComponent(data: TextRowData(title: "Wi-Fi", subtitle: "Home network"))
    ])
    #expect(subtitle == ["Wi-Fi", "Home network"])
  }

  @Test func aValueCellPutsItsValueAtTheEndAndADisclosureAfterIt() throws {
    let plain = try lines([TableComponent(data: ValueRowData(title: "Version", value: "2.1"))])
    #expect(plain.count == 1)
    #expect(plain[0].hasPrefix("Version") && plain[0].hasSuffix("2.1"))
    let disclosed = try lines([
      TableComponent(
        data: ValueRowData(title: "Language", value: "English", showsDisclosure: true))
    ])
    #expect(disclosed[0].hasSuffix("English ›"))
  }

  @Test func switchAndCheckmarkCellsShowTheirState() throws {
    let switches = try lines([
      TableComponent(data: SwitchRowData(title: "Wi-Fi", isOn: true)),
      TableComponent(data: SwitchRowData(title: "Bluetooth", isOn: false)),
    ])
    #expect(switches[0].hasPrefix("Wi-Fi") && switches[0].hasSuffix("[ on]"))
    #expect(switches[1].hasPrefix("Bluetooth") && switches[1].hasSuffix("[off]"))
    let checks = try lines([
      TableComponent(data: CheckmarkRowData(title: "Daily", isChecked: true)),
      TableComponent(data: CheckmarkRowData(title: "Weekly", isChecked: false)),
    ])
    #expect(checks == [checks[0], "Weekly"])
    #expect(checks[0].hasPrefix("Daily") && checks[0].hasSuffix("✓"))
  }

  @Test func buttonAndStepperCells() throws {
    #expect(
      try lines([TableComponent(data: ButtonRowData(title: "Sign Out", role: .destructive))])
        == ["Sign Out"])
    let stepper = try lines([
      TableComponent(data: StepperRowData(title: "Copies", value: 3, range: 1...9))
    ])
    #expect(stepper[0].hasPrefix("Copies") && stepper[0].hasSuffix("− 3 +"))
  }

  @Test func sectionTitleFooterNoteAndProfileCard() throws {
    let shown = try lines(
      [TableComponent(data: TextRowData(title: "Row"))],
      header: TableComponent(data: SectionTitleData(title: "General")),
      footer: TableComponent(data: FooterNoteData(text: "A note.")))
    #expect(shown.contains { $0.contains("GENERAL") || $0.contains("General") })
    #expect(shown.contains("Row"))
    #expect(shown.contains { $0.contains("A note.") })
    let card = try lines(
      [],
      header: TableComponent(
        data: ProfileCardData(name: "Ada Lovelace", detail: "Apple ID")))
    #expect(card.contains { $0.contains("Ada Lovelace") })
    #expect(card.contains { $0.contains("Apple ID") })
  }

  /// Every built-in kind answers its height with the number of lines it draws, at every width and
  /// in every status, so the table never cuts a row's last line nor pads it with a blank one.
  @Test(arguments: [RowStatus.idle, .pending, .loading, .failed("No network")])
  func everyBuiltInRowIsAsTallAsTheLinesItDraws(status: RowStatus) {
    let long = "A long text that wraps onto several lines when the table is narrow enough"
    var field = TextFieldRowData(title: "Notes", text: long + "\n" + long, status: status)
    field.traits.isMultiline = true
    let rows: [any TerminalDrawnRow] = [
      TextRowData(title: "Wi-Fi"), TextRowData(title: "Wi-Fi", subtitle: "Home"),
      ValueRowData(title: "Storage", value: "12 GB", showsDisclosure: true, status: status),
      SwitchRowData(title: "Wi-Fi", isOn: true, status: status),
      CheckmarkRowData(title: "Daily", isChecked: true, status: status),
      ButtonRowData(title: "Sign Out", role: .destructive, status: status),
      StepperRowData(title: "Copies", value: 3, range: 1...9, status: status),
      SliderRowData(title: "Volume", value: 0.5, range: 0...1, step: 0.1, status: status),
      TextFieldRowData(title: "Name", text: "Ada", status: status), field,
      SectionTitleData(title: "General"), FooterNoteData(text: long), ProfileCardData(name: "Ada", detail: "Apple ID"),
    ]
    for row in rows {
      for width in 1...60 {
        #expect(
          row.terminalHeight(width: width) == .fixed(CGFloat(row.terminalLines(width: width).count)),
          "\(row) at width \(width)")
      }
    }
  }
}
