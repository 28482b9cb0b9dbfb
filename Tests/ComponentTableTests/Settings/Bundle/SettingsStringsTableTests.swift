import Foundation
import Testing

@testable import ComponentTableSettings

/// `SettingsStringsTable`, the package's own `.strings` reader: the text format with its
/// comments, escapes and encodings, the compiled property-list forms, and a failure that names
/// the line.
@Suite(.recordsDiagnostics) struct SettingsStringsTableTests {
  func parse(_ text: String) throws(SettingsStringsTable.Failure) -> [String: String] {
    try SettingsStringsTable.parse(Data(text.utf8))
  }

  func failure(_ text: String) -> String? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func entriesCommentsAndUnquotedWords() throws {
    let table = try parse(
      """
      /* A block comment
         over two lines */
      "Title" = "Titel"; // a line comment
      Volume = 'Lautstärke';
      "Alone";
      """)
    #expect(table == ["Title": "Titel", "Volume": "Lautstärke", "Alone": "Alone"])
  }

  @Test func escapesAreDecoded() throws {
    let table = try parse(#""a" = "line\nnext\ttab \"quoted\" \\ \U00e9";"#)
    #expect(table["a"] == "line\nnext\ttab \"quoted\" \\ é")
    #expect(try parse(#""s" = "\UD800";"#)["s"] == "\u{FFFD}", "a lone surrogate")
  }

  @Test func bracedTablesAreRead() throws {
    #expect(try parse(#"{ "a" = "b"; "c" = "d"; }"#) == ["a": "b", "c": "d"])
  }

  @Test func utf16WithAndWithoutAByteOrderMarkIsRead() throws {
    let text = #""Hello" = "Grüß dich";"#
    var withMark = Data([0xFF, 0xFE])
    withMark.append(text.data(using: .utf16LittleEndian)!)
    #expect(try SettingsStringsTable.parse(withMark) == ["Hello": "Grüß dich"])
    let withoutMark = text.data(using: .utf16LittleEndian)!
    #expect(try SettingsStringsTable.parse(withoutMark) == ["Hello": "Grüß dich"])
  }

  @Test func anXMLPropertyListTableIsRead() throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["Title": "Titel", "Count": 3], format: .xml, options: 0)
    #expect(try SettingsStringsTable.parse(data) == ["Title": "Titel"], "non-string values are left out")
  }

  @Test func failuresNameTheLine() {
    #expect(failure("\"a\" = \"b\"\n\"c\" = \"d\";") == "missing ';' after the entry on line 1")
    #expect(failure("\"a\" = \"b\";\n/* open") == "the comment on line 2 never ends")
    #expect(failure("\n\n\"a\" = \"never closed;") == "the string that starts on line 3 never ends")
    #expect(failure("\"a\" = ;") == "unexpected \";\" on line 1")
    #expect(failure("{ \"a\" = \"b\"; } extra") == "unexpected text on line 1")
    #expect(failure("\"a\" =") == "the table ends on line 1")
  }

  @Test func bytesThatAreNoTextAreRefused() {
    #expect(throws: SettingsStringsTable.Failure.self) {
      try SettingsStringsTable.parse(Data([0xC3, 0x28, 0xFF, 0x00, 0x41]))
    }
  }
}
