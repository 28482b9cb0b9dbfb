import ComponentTableSettings
import Foundation
import Testing

/// Titles that fall back to what the pane says are reported with the real cause: a
/// `StringsTable` that is an absolute path or leads through a loop of links, a compiled table
/// with values that are not strings, and a Boolean where a title belongs.
@Suite struct SettingsBundleStringsFallbackTests {
  static var group: [String: Any] { ["Type": "PSGroupSpecifier", "Title": "About"] }

  @Test func anAbsoluteStringsTableIsReportedAsOutsideTheBundle() throws {
    let files = try TemporaryBundle([
      "Root.plist": ["StringsTable": "/etc/Root", "PreferenceSpecifiers": [Self.group]],
      "en.lproj/Root.strings": "\"About\" = \"À propos\";",
    ])
    defer { files.remove() }
    let bundle = try files.load()
    #expect(bundle.root.specifiers == [.group(title: "About", footer: nil)])
    #expect(bundle.diagnostics.map(\.problem) == [.fileOutsideBundle(file: "/etc/Root")])
  }

  @Test func aStringsTableBehindALoopOfLinksIsReported() throws {
    let files = try TemporaryBundle([
      "Root.plist": ["StringsTable": "Looping", "PreferenceSpecifiers": [Self.group]],
      "en.lproj/Root.strings": "\"About\" = \"À propos\";",
    ])
    defer { files.remove() }
    let folder = files.url.appendingPathComponent("en.lproj")
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("Looping.strings").path, withDestinationPath: "Other.strings")
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("Other.strings").path, withDestinationPath: "Looping.strings")
    let bundle = try files.load()
    #expect(bundle.root.specifiers == [.group(title: "About", footer: nil)])
    #expect(
      bundle.diagnostics.map(\.problem) == [.unreadable(reason: "a symbolic link on the way leads nowhere (or loops)")])
    #expect(bundle.diagnostics.first?.file == "en.lproj/Looping.strings")
  }

  @Test func aCompiledTableWithValuesThatAreNotStringsReportsThoseKeys() throws {
    let table: [String: Any] = ["About": "À propos", "Count": 3, "Nested": ["a": "b"]]
    let files = try TemporaryBundle([
      "Root.plist": ["PreferenceSpecifiers": [Self.group, ["Type": "PSGroupSpecifier", "Title": "Count"]]],
      "en.lproj/Root.strings": table,
    ])
    defer { files.remove() }
    let bundle = try files.load()
    #expect(bundle.root.specifiers == [.group(title: "À propos", footer: nil), .group(title: "Count", footer: nil)])
    #expect(
      bundle.diagnostics.map(\.problem) == [
        .malformedStrings(reason: "the values of \"Count\", \"Nested\" are not strings")
      ])
  }

  @Test func aBooleanGroupTitleIsShownAsItsTextAndReported() throws {
    let files = try TemporaryBundle(root: [["Type": "PSGroupSpecifier", "Title": true]])
    defer { files.remove() }
    let bundle = try files.load()
    #expect(bundle.root.specifiers == [.group(title: "YES", footer: nil)])
    #expect(bundle.diagnostics.map(\.problem) == [.wrongType(key: "Title", expected: "a string")])
    #expect(bundle.diagnostics.first?.index == 0)
  }

  @Test func aMultiValuesFooterTextIsShownUnderItsOptions() throws {
    let files = try TemporaryBundle(root: [
      [
        "Type": "PSMultiValueSpecifier", "Title": "Quality", "Key": "quality", "DefaultValue": "hd",
        "Titles": ["SD", "HD"], "Values": ["sd", "hd"], "FooterText": "HD uses more data.",
      ]
    ])
    defer { files.remove() }
    let bundle = try files.load()
    guard case .multiValue(let choice) = bundle.root.specifiers.first else {
      Issue.record("not a multi-value: \(bundle.root.specifiers)")
      return
    }
    #expect(choice.footer == "HD uses more data.")
    #expect(bundle.diagnostics.isEmpty)
  }
}
