import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// The screen reader hears what VoiceOver says on the way through a screen: headers as
/// headings when a section is entered, footers when they are passed, a text field as a text
/// field with its typing echoed, and the package's own words in the screen's language.
@MainActor
@Suite struct ScreenReaderSectionsTests {

  func app(_ sections: [TableSection], words: AccessibilityWords = .english) throws -> TerminalTableApp {
    let app = try TerminalTableApp(root: TableScreen(title: "S") { sections })
    app.resize(to: TerminalSize(columns: 60, rows: 30))
    app.navigator?.accessibilityWords = words
    app.speaksForScreenReaders = true
    return app
  }

  static let sections = [
    TableSection(
      id: "a", headerTitle: "First", footerTitle: "About the first.",
      rows: [TableComponent.textRow("One"), TableComponent.textRow("Two")]),
    TableSection(id: "b", headerTitle: "Second", rows: [TableComponent.textRow("Three")]),
    TableSection(id: "c", headerTitle: "Third", footerTitle: "The end.", rows: [TableComponent.textRow("Four")]),
  ]

  @Test func movingDownPassesTheFooterThenTheHeader() throws {
    let app = try app(Self.sections)
    try app.replay("down down")
    #expect(
      app.spokenLines == [
        "S. First, Heading. One",
        "Two",
        "About the first. Second, Heading. Three",
      ])
  }

  @Test func movingUpPassesTheHeaderThenTheFooter() throws {
    let app = try app(Self.sections)
    try app.replay("down down up")
    #expect(app.spokenLines.last == "Second, Heading. About the first. Two")
  }

  @Test func aJumpSaysOnlyTheHeaderOfTheSectionItLandsIn() throws {
    let app = try app(Self.sections)
    try app.replay("end")
    #expect(app.spokenLines.last == "Third, Heading. Four")
  }

  @Test func aTextFieldIsSaidAsOneAndItsTypingIsEchoed() throws {
    let app = try app([TableSection(rows: [TableComponent.textFieldRow("Name", text: .value("Ann"))])])
    #expect(app.focusedRowSpokenText == "Name, Ann, Text field, Double-tap to edit.")
    try app.replay("enter end 'Bo' backspace")
    #expect(app.spokenLines.suffix(3) == ["B", "o", "o"])
  }

  @Test func aGermanScreenIsReadWithGermanWords() throws {
    let app = try app(
      [
        TableSection(
          headerTitle: "Netzwerk",
          rows: [
            TableComponent.switchRow("WLAN", isOn: .value(true)),
            TableComponent.navigationRow("Datenschutz") { TableScreen(title: "Datenschutz") {} },
            TableComponent.textFieldRow("Name", text: .value(""), placeholder: "Ihr Name"),
          ])
      ], words: .german)
    try app.replay("down")
    #expect(
      app.spokenLines == [
        "S. Netzwerk, Überschrift. WLAN, Schalter, Ein, Zum Ändern der Einstellung doppeltippen.",
        "Datenschutz, Taste, Öffnet „Datenschutz“.",
      ])
    try app.replay("down")
    #expect(app.spokenLines.last == "Name, Ihr Name, Textfeld, Zum Bearbeiten doppeltippen.")
  }

  @Test func theWordsFollowTheLanguage() {
    #expect(AccessibilityWords.forLanguage("de") == .german)
    #expect(AccessibilityWords.forLanguage("de-CH") == .german)
    #expect(AccessibilityWords.forLanguage("de_AT") == .german)
    #expect(AccessibilityWords.forLanguage("en") == .english)
    #expect(AccessibilityWords.forLanguage("fr") == .english)
    #expect(AccessibilityWords.forLanguage(nil) == .english)
    #expect(AccessibilityWords.english.opens("Wi-Fi") == "Opens Wi-Fi.")
    #expect(AccessibilityWords.english.opens("Reset…") == "Opens Reset…")
    #expect(AccessibilityWords.german.opens("WLAN") == "Öffnet „WLAN“.")
    // An app's own words without a place for the title keep their text as it is.
    var plain = AccessibilityWords.english
    plain.opensFormat = "Opens a screen."
    #expect(plain.opens("Wi-Fi") == "Opens a screen.")
  }

  @Test func theGermanBundleInTheDemoIsReadInGerman() throws {
    let run = try DemoRun.run([
      "--bundle", exampleBundleURL.path, "--language", "de", "--screen-reader", "--keys", "down*3",
    ])
    #expect(run.status == 0)
    let said = run.lines.joined(separator: "\n")
    #expect(said.contains("Schalter"))
    #expect(!said.contains("Switch button"))
    #expect(!said.contains("Button,"))
  }
}
