import ComponentTableSettings
import Foundation
import Testing

/// Registering the defaults of keys of different value types at once, through
/// ``SettingsKeyDefault``: untyped readers see them, and a bad key registers nothing.
@MainActor
@Suite struct SettingsKeyDefaultTests {
  let wifi = SettingsKey("wifi", default: true)
  let volume = SettingsKey("volume", default: 0.75)
  let name = SettingsKey("deviceName", default: "iPhone")
  let nickname = SettingsKey<String?>("nickname")

  @Test func aKeyGivesItsNameTypeAndStoredDefault() throws {
    let keys: [any SettingsKeyDefault] = [wifi, volume, name, nickname]
    #expect(keys.map(\.name) == ["wifi", "volume", "deviceName", "nickname"])
    #expect(try keys.map { try $0.storedDefault() } == [.bool(true), .double(0.75), .string("iPhone"), nil])
    #expect(wifi.typeName == "Bool")
  }

  @Test func registeredDefaultsAreSeenByUntypedReaders() throws {
    let store = InMemorySettingsStore()
    try store.register([wifi, volume, name, nickname])
    #expect(store.bool(forKey: "wifi") == true)
    #expect(store.double(forKey: "volume") == 0.75)
    #expect(store.string(forKey: "deviceName") == "iPhone")
    #expect(store.value(forKey: "nickname") == nil)
  }

  @Test func aNameUsedWithAnotherTypeRegistersNothing() {
    let store = InMemorySettingsStore()
    let clash = SettingsKey("wifi", default: "on")
    #expect(throws: SettingsError.self) { try store.register([volume, wifi, clash]) }
    do {
      try store.register([volume, wifi, clash])
    } catch {
      #expect(error.problem == .conflictingType("Bool"))
      #expect(error.key == "wifi")
      #expect(error.expectedType == "String")
    }
    #expect(store.value(forKey: "volume") == nil)
    #expect(store.value(forKey: "wifi") == nil)
  }

  @Test func anEmptyNameRegistersNothing() {
    let store = InMemorySettingsStore()
    do {
      try store.register([wifi, SettingsKey("", default: 1)])
      Issue.record("an empty name was registered")
    } catch {
      #expect(error.problem == .emptyName)
    }
    #expect(store.value(forKey: "wifi") == nil)
  }

  @Test func aDefaultThatCannotBeStoredRegistersNothing() {
    let store = InMemorySettingsStore()
    do {
      try store.register([wifi, SettingsKey("ratio", default: Double.nan)])
      Issue.record("a NaN default was registered")
    } catch {
      #expect(error.key == "ratio")
      guard case .unrepresentable = error.problem else {
        Issue.record("expected unrepresentable, got \(error.problem)")
        return
      }
    }
    #expect(store.value(forKey: "wifi") == nil)
  }
}
