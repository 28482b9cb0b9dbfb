import ComponentTableSettings
import Foundation
import Testing

/// The stored forms of the value types a ``SettingsKey`` can hold, and how leniently each
/// reads what other writers (UserDefaults, a Settings.bundle default, a person editing a
/// property list) left in the store.
@Suite struct SettingsStorableTests {
  /// `value`'s stored form, and the value read back from it.
  func roundTrip<Value: SettingsStorable & Equatable>(
    _ value: Value, stored: SettingsValue?, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(value.settingsValue == stored, sourceLocation: sourceLocation)
    if let stored {
      #expect(Value(settingsValue: stored) == value, sourceLocation: sourceLocation)
    }
    #expect(value.unrepresentableReason == nil, sourceLocation: sourceLocation)
  }

  @Test func everyTypeReadsBackWhatItStores() throws {
    roundTrip(true, stored: .bool(true))
    roundTrip(42, stored: .integer(42))
    roundTrip(2.5, stored: .double(2.5))
    roundTrip("Wi-Fi", stored: .string("Wi-Fi"))
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    roundTrip(date, stored: .date(date))
    roundTrip(Data([0, 1, 255]), stored: .data(Data([0, 1, 255])))
    let url = try #require(URL(string: "https://example.com/help?topic=wifi"))
    roundTrip(url, stored: .string("https://example.com/help?topic=wifi"))
    roundTrip(["en", "fr"], stored: .array([.string("en"), .string("fr")]))
    roundTrip(Optional(7), stored: .integer(7))
  }

  @Test func noneRemovesTheStoredValue() {
    let none: Int? = nil
    #expect(none.settingsValue == nil)
    #expect(none.unrepresentableReason == nil)
  }

  /// What UserDefaults reads as a Boolean or a number is read the same way here.
  @Test func booleansAndNumbersAreReadAsUserDefaultsReadsThem() {
    #expect(Bool(settingsValue: .string("YES")) == true)
    #expect(Bool(settingsValue: .string("no")) == false)
    #expect(Bool(settingsValue: .integer(2)) == true)
    #expect(Bool(settingsValue: .double(0)) == false)
    #expect(Int(settingsValue: .double(3)) == 3)
    #expect(Int(settingsValue: .bool(true)) == 1)
    #expect(Int(settingsValue: .string("12")) == 12)
    #expect(Double(settingsValue: .integer(4)) == 4)
    #expect(Double(settingsValue: .string("0.5")) == 0.5)
  }

  /// A value of another kind is not read as this type: the key then reads its default, and
  /// the store reports the mismatch.
  @Test func valuesOfAnotherKindAreNotRead() {
    #expect(Bool(settingsValue: .string("maybe")) == nil)
    #expect(Int(settingsValue: .double(1.5)) == nil)
    #expect(Int(settingsValue: .double(1e300)) == nil)
    #expect(Int(settingsValue: .string("twelve")) == nil)
    #expect(String(settingsValue: .integer(12)) == nil)
    #expect(Date(settingsValue: .string("2026-11-25")) == nil)
    #expect(Data(settingsValue: .string("bytes")) == nil)
    #expect([String](settingsValue: .array([.string("en"), .integer(1)])) == nil)
    #expect([String](settingsValue: .string("en")) == nil)
  }

  /// A number that is not finite cannot be kept reliably (NaN never equals itself, so a change
  /// could not be told from none): it names why.
  @Test func aNumberThatIsNotFiniteNamesWhyItCannotBeStored() throws {
    let reason = try #require(Double.nan.unrepresentableReason)
    #expect(reason.contains("nan"))
    #expect(reason.contains("not a finite number"))
    #expect(Double.infinity.unrepresentableReason != nil)
    #expect(Optional(Double.infinity).unrepresentableReason != nil)
    #expect((1.0).unrepresentableReason == nil)
  }
}
