import Foundation
import Testing

@testable import ComponentTableSettings

/// `Fields`, the lenient reader of one specifier's keys: a key of the wrong type is reported to
/// the log and read as absent; only a key the specifier cannot work without throws.
@Suite(.recordsDiagnostics) struct SettingsPaneFieldsTests {
  func fields(_ dictionary: [String: Any], table: [String: String] = [:]) -> Fields {
    Fields(dictionary: dictionary, file: "Root.plist", index: 3, table: table, log: SettingsDiagnosticLog())
  }

  @Test func aMissingOrEmptyStorageKeyThrowsNamingTheSpecifier() {
    #expect(
      throws: SettingsError(
        file: "Root.plist", index: 3, problem: .missingKey("Key", type: "PSToggleSwitchSpecifier"))
    ) {
      _ = try fields([:]).storageKey("PSToggleSwitchSpecifier")
    }
    #expect(
      throws: SettingsError(
        file: "Root.plist", index: 3, problem: .invalidValue(key: "Key", value: "", allowed: "a non-empty key"))
    ) {
      _ = try fields(["Key": ""]).storageKey("PSToggleSwitchSpecifier")
    }
  }

  /// A required key of the wrong type throws its type problem, and the log keeps no copy of it.
  @Test func aRequiredKeyOfTheWrongTypeThrowsThatInsteadOfReportingIt() throws {
    let reader = fields(["Key": 5])
    #expect(
      throws: SettingsError(file: "Root.plist", index: 3, problem: .wrongType(key: "Key", expected: "a string"))
    ) {
      _ = try reader.storageKey("PSTextFieldSpecifier")
    }
    #expect(reader.log.entries.isEmpty)
    #expect(try fields(["Key": "volume"]).storageKey("PSSliderSpecifier") == "volume")
  }

  @Test func optionalKeysOfTheWrongTypeAreReportedAndReadAsAbsent() {
    let reader = fields(["Title": ["not", "a", "string"], "DefaultValue": ["x": 1]])
    #expect(reader.string("Title") == nil)
    #expect(reader.value("DefaultValue") == nil)
    #expect(
      reader.log.entries.map(\.problem) == [
        .wrongType(key: "Title", expected: "a string"),
        .wrongType(key: "DefaultValue", expected: "a Boolean, a number or a string"),
      ])
    #expect(reader.log.entries.allSatisfy { $0.outcome == "the value is ignored" && $0.index == 3 })
  }

  @Test func booleansAndNumbersAreReadAsLenientlyAsIOSReadsThem() {
    let reader = fields(["A": "YES", "B": "false", "C": 1, "D": "maybe", "N": "5", "M": "five"])
    #expect(reader.bool("A") == true)
    #expect(reader.bool("B") == false)
    #expect(reader.bool("C") == true)
    #expect(reader.bool("D") == nil)
    #expect(reader.number("N") == 5)
    #expect(reader.number("M") == nil)
    #expect(
      reader.log.entries.map(\.problem) == [
        .wrongType(key: "D", expected: "a Boolean"), .wrongType(key: "M", expected: "a number"),
      ])
  }

  @Test func titlesMayBeNumbersAndAreLocalized() {
    let reader = fields(["Title": 2024, "Other": "Greeting"], table: ["Greeting": "Hallo"])
    #expect(reader.text("Title") == "2024")
    #expect(reader.localized("Other") == "Hallo")
    #expect(reader.localized("Title") == "2024")
    #expect(reader.log.entries.isEmpty)
  }

  @Test func oneOfMatchesInAnyCaseOrByAliasAndReportsTheRest() {
    let reader = fields(["K": "numberpad", "A": "url-ish", "X": "Octal"])
    #expect(reader.oneOf("K", ["Alphabet", "NumberPad"]) == "NumberPad")
    #expect(reader.oneOf("A", ["URL"], aliases: ["url-ish": "URL"]) == "URL")
    #expect(reader.oneOf("X", ["Alphabet", "NumberPad"]) == nil)
    #expect(
      reader.log.entries == [
        SettingsError(
          file: "Root.plist", index: 3,
          problem: .invalidValue(key: "X", value: "Octal", allowed: "Alphabet, NumberPad"),
          outcome: "the default is used")
      ])
  }

  @Test func titlesAndValuesOfDifferentLengthsAreCutToTheShorter() {
    let reader = fields(["Titles": ["One", "Two", "Three"], "Values": [1, 2]])
    let (titles, values) = reader.options("PSMultiValueSpecifier")
    #expect(titles == ["One", "Two"])
    #expect(values == [.integer(1), .integer(2)])
    #expect(reader.log.entries.map(\.problem) == [.titlesAndValuesDiffer(titles: 3, values: 2)])
  }

  @Test func oneOfTitlesAndValuesStandsForBoth() {
    let onlyTitles = fields(["Titles": ["Low", "High"]]).options("PSMultiValueSpecifier")
    #expect(onlyTitles.0 == ["Low", "High"])
    #expect(onlyTitles.1 == [.string("Low"), .string("High")])
    let onlyValues = fields(["Values": [1, 2]]).options("PSMultiValueSpecifier")
    #expect(onlyValues.0 == ["1", "2"])
    #expect(fields([:]).options("PSMultiValueSpecifier").0.isEmpty)
  }

  @Test func idiomsAreMatchedInAnyCaseAndUnknownOnesReported() {
    let reader = fields(["SupportedUserInterfaceIdioms": ["pad", "Watch"]])
    #expect(reader.isSupported(on: .pad))
    #expect(!reader.isSupported(on: .phone))
    #expect(
      reader.log.entries.first?.problem
        == .invalidValue(key: "SupportedUserInterfaceIdioms", value: "Watch", allowed: "Phone, Pad"))
    #expect(fields([:]).isSupported(on: .phone))
  }
}
