import ComponentTableSettings
import Foundation
import Testing

enum KeyTestTheme: String, CaseIterable, Sendable, Codable { case system, light, dark }
enum KeyTestSort: Int, CaseIterable, Sendable {
  case name = 0
  case date = 1
  case size = 2
}

/// An enum that is also storable by itself (as its name): its key still stores the raw value.
enum KeyTestLevel: Int, Sendable, SettingsStorable {
  case low = 1
  case high = 2

  init?(settingsValue value: SettingsValue) {
    guard case .string(let name) = value else { return nil }
    switch name {
    case "low": self = .low
    case "high": self = .high
    default: return nil
    }
  }
  var settingsValue: SettingsValue? { .string(self == .low ? "low" : "high") }
}

struct KeyTestLayout: Codable, Sendable, Equatable {
  var columns: Int
  var ratio: Double
}

/// Typed keys over every store: the stored form is the untyped API's and UserDefaults',
/// defaults read while nothing (or something of another type) is stored, and bad input is
/// refused with an error naming the key and the values.
@MainActor
@Suite struct SettingsKeyTests {
  nonisolated static let stores = ["memory", "file", "defaults"]

  func makeStore(_ kind: String) throws -> (any SettingsStore, () -> Void) {
    try SettingsStoreTests().makeStore(kind)
  }

  /// Writes `value` through `key` and checks the stored form and the value read back.
  func roundTrip<Value: Equatable>(
    _ key: SettingsKey<Value>, _ value: Value, stored: SettingsValue?, in store: any SettingsStore,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(store[key] == key.defaultValue, sourceLocation: sourceLocation)
    try store.set(value, for: key)
    #expect(store.value(forKey: key.name) == stored, sourceLocation: sourceLocation)
    #expect(store[key] == value, sourceLocation: sourceLocation)
  }

  @Test(arguments: stores)
  func everyValueTypeIsStoredAsTheUntypedAPIStoresIt(kind: String) throws {
    let (store, cleanup) = try makeStore(kind)
    defer { cleanup() }
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    try roundTrip(SettingsKey("b", default: true), false, stored: .bool(false), in: store)
    try roundTrip(SettingsKey("i", default: 3), 7, stored: .integer(7), in: store)
    try roundTrip(SettingsKey("d", default: 0.5), 0.25, stored: .double(0.25), in: store)
    try roundTrip(SettingsKey("s", default: ""), "Ann", stored: .string("Ann"), in: store)
    try roundTrip(SettingsKey("t", default: Date.distantPast), date, stored: .date(date), in: store)
    try roundTrip(SettingsKey("x", default: Data()), Data([1, 2]), stored: .data(Data([1, 2])), in: store)
    let url = try #require(URL(string: "https://example.com/a?b=1"))
    try roundTrip(
      SettingsKey("u", default: URL(fileURLWithPath: "/")), url, stored: .string("https://example.com/a?b=1"),
      in: store)
    try roundTrip(
      SettingsKey("a", default: [String]()), ["x", "y"], stored: .array([.string("x"), .string("y")]), in: store)
    try roundTrip(SettingsKey<Int?>("o", default: nil), 4, stored: .integer(4), in: store)
    let optional = SettingsKey<Int?>("o", default: nil)
    store[optional] = nil  // removes the stored value
    #expect(store.value(forKey: "o") == nil && store[optional] == nil)
    try roundTrip(SettingsKey("theme", default: KeyTestTheme.system), .dark, stored: .string("dark"), in: store)
    try roundTrip(SettingsKey("sort", default: KeyTestSort.name), .size, stored: .integer(2), in: store)
    try roundTrip(SettingsKey<KeyTestTheme?>("maybeTheme"), .light, stored: .string("light"), in: store)
    store[SettingsKey<KeyTestTheme?>("maybeTheme")] = nil
    #expect(store.value(forKey: "maybeTheme") == nil)
    try roundTrip(
      SettingsKey("layout", default: KeyTestLayout(columns: 1, ratio: 1), storedAs: .json),
      KeyTestLayout(columns: 3, ratio: 0.5), stored: .string(#"{"columns":3,"ratio":0.5}"#), in: store)
  }

  @Test func userDefaultsReadsWhatTypedKeysWrite() throws {
    let suite = try TemporaryDefaultsSuite()
    defer { suite.remove() }
    let store = try #require(UserDefaultsSettingsStore(suiteName: suite.name))
    store[SettingsKey("wifi", default: true)] = false
    store[SettingsKey("count", default: 0)] = 12
    store[SettingsKey("theme", default: KeyTestTheme.system)] = .dark
    store[SettingsKey("sort", default: KeyTestSort.name)] = .date
    #expect(store.defaults.object(forKey: "wifi") as? Bool == false)
    #expect(store.defaults.integer(forKey: "count") == 12)
    #expect(store.defaults.string(forKey: "theme") == "dark")
    #expect(store.defaults.integer(forKey: "sort") == 1)
    // And the other way round: values UserDefaults wrote read through typed keys.
    store.defaults.set(true, forKey: "written")
    store.defaults.set("light", forKey: "writtenTheme")
    #expect(store[SettingsKey("written", default: false)] == true)
    #expect(store[SettingsKey("writtenTheme", default: KeyTestTheme.system)] == .light)
  }

  @Test func valuesUserDefaultsAcceptsForATypeReadAsThatType() {
    let store = InMemorySettingsStore([
      "yes": .string("YES"), "one": .integer(1), "whole": .double(3), "digits": .string("42"),
      "numberText": .string("2.5"),
    ])
    #expect(store[SettingsKey("yes", default: false)] == true)
    #expect(store[SettingsKey("one", default: false)] == true)
    #expect(store[SettingsKey("whole", default: 0)] == 3)
    #expect(store[SettingsKey("digits", default: 0)] == 42)
    #expect(store[SettingsKey("numberText", default: 0.0)] == 2.5)
    #expect(store.int(forKey: "whole") == 3)
    #expect(store.int(forKey: "numberText", default: -1) == -1)
  }

  @Test(.recordsDiagnostics, arguments: stores)
  func aValueOfAnotherTypeReadsAsTheDefaultIsReportedAndKept(kind: String) throws {
    let (store, cleanup) = try makeStore(kind)
    defer { cleanup() }
    let reported = try reportedDiagnostics()
    store.set(.string("loud"), forKey: "volume")
    let volume = SettingsKey("volume", default: 0.5)
    #expect(store[volume] == 0.5)
    #expect(store[volume] == 0.5)  // reported once, not at every read
    #expect(reported.entries.count == 1)
    let diagnostic = try #require(reported.entries.first)
    #expect(diagnostic.kind == .settingsKey(key: "volume", expectedType: "Double"))
    #expect(diagnostic.message.contains("the setting \"volume\" holds the string \"loud\", not a Double"))
    #expect(store.value(forKey: "volume") == .string("loud"))  // never overwritten by a read
    store[volume] = 0.75  // the user changes it: now it is the key's type
    #expect(store.value(forKey: "volume") == .double(0.75))
  }

  @Test(.recordsDiagnostics) func aRawValueNoCaseHasReadsAsTheDefaultAndIsNamed() throws {
    let store = InMemorySettingsStore(["theme": .string("sepia"), "sort": .integer(9)])
    let reported = try reportedDiagnostics()
    #expect(store[SettingsKey("theme", default: KeyTestTheme.light)] == .light)
    #expect(store[SettingsKey("sort", default: KeyTestSort.date)] == .date)
    #expect(reported.entries.count == 2)
    #expect(reported.entries.map(\.kind).first == .settingsKey(key: "theme", expectedType: "KeyTestTheme"))
    #expect(reported.entries.first?.message.contains("the string \"sepia\", which no case of KeyTestTheme has") == true)
    #expect(reported.entries.last?.message.contains("the integer 9, which no case of KeyTestSort has") == true)
    #expect(store.userValues == ["theme": .string("sepia"), "sort": .integer(9)])
  }

  @Test(.recordsDiagnostics) func codableValuesThatDoNotDecodeOrEncodeAreReportedAndNothingIsLost() throws {
    let key = SettingsKey("layout", default: KeyTestLayout(columns: 1, ratio: 1), storedAs: .json)
    let store = InMemorySettingsStore(["layout": .string("{\"columns\": \"many\"}")])
    let reported = try reportedDiagnostics()
    #expect(store[key] == KeyTestLayout(columns: 1, ratio: 1))
    guard reported.entries.first?.message.contains("does not decode as") == true else {
      Issue.record("expected undecodable, got \(reported.entries)")
      return
    }
    #expect(reported.entries.first?.message.contains("\"layout\"") == true)
    // JSON has no NaN: the encoder refuses, and the stored text stays.
    #expect(throws: SettingsError.self) { try store.set(KeyTestLayout(columns: 2, ratio: .nan), for: key) }
    do {
      try store.set(KeyTestLayout(columns: 2, ratio: .nan), for: key)
    } catch {
      guard case .unencodable = error.problem else { throw error }
      #expect(error.description.contains("\"layout\"") && error.description.contains("nothing was written"))
    }
    #expect(store.value(forKey: "layout") == .string("{\"columns\": \"many\"}"))
  }

  @Test(.recordsDiagnostics) func badKeysAndValuesAreRefusedWithTheirNames() throws {
    let store = InMemorySettingsStore(["count": .integer(3)])
    let reported = try reportedDiagnostics()
    // An empty name reads the default and writes nothing.
    #expect(store[SettingsKey("", default: 5)] == 5)
    #expect(reported.entries.last?.message.contains("has an empty name") == true)
    #expect(throws: SettingsError(.emptyName, key: "", expectedType: "Int")) {
      try store.set(1, for: SettingsKey("", default: 5))
    }
    // A name used with two value types: the second type neither reads nor overwrites.
    #expect(store[SettingsKey("count", default: 0)] == 3)
    #expect(store[SettingsKey("count", default: "none")] == "none")
    #expect(reported.entries.last?.kind == .settingsKey(key: "count", expectedType: "String"))
    #expect(reported.entries.last?.message.contains("\"count\" is used as String and as Int") == true)
    #expect(throws: SettingsError.self) { try store.set("three", for: SettingsKey("count", default: "")) }
    #expect(store.value(forKey: "count") == .integer(3))
    // A value the store cannot keep faithfully.
    #expect(throws: SettingsError.self) { try store.set(.infinity, for: SettingsKey("ratio", default: 1.0)) }
    #expect(store.value(forKey: "ratio") == nil)
    // A default the store cannot represent is refused at registration; nothing is registered.
    #expect(throws: SettingsError.self) {
      try store.register([SettingsKey("fine", default: 1), SettingsKey("bad", default: Double.nan)])
    }
    #expect(store.defaults.isEmpty)
    try store.register([SettingsKey("fine", default: 1), SettingsKey("theme", default: KeyTestTheme.dark)])
    #expect(store.defaults == ["fine": .integer(1), "theme": .string("dark")])
  }

  @Test func removingAValueByNameOrKeyShowsTheDefaultAgain() throws {
    let store = InMemorySettingsStore(["count": .integer(3), "name": .string("Ann")])
    store.removeValue(forKey: "name")
    #expect(store.value(forKey: "name") == nil)
    let count = SettingsKey("count", default: 1)
    try store.removeValue(for: count)
    #expect(store[count] == 1 && store.userValues.isEmpty)
  }

  @Test(.recordsDiagnostics) func writesToForcedKeysAreRefused() throws {
    let store = InMemorySettingsStore(["wifi": .bool(true)])
    let wifi = SettingsKey("wifi", default: false)
    store.force(.bool(false), forKey: "wifi")
    #expect(store.isForced(forKey: "wifi") && store[wifi] == false)
    let reported = try reportedDiagnostics()
    store[wifi] = true
    #expect(reported.entries.count == 1)
    #expect(reported.entries.first?.message.contains("managed by an administrator") == true)
    #expect(store[wifi] == false && store.userValues["wifi"] == .bool(true))
    store.force(nil, forKey: "wifi")
    #expect(!store.isForced(forKey: "wifi") && store[wifi] == true)
  }

  @Test func userDefaultsReportsKeysOfTheManagedConfigurationAsForced() throws {
    let suite = try TemporaryDefaultsSuite()
    defer { suite.remove() }
    let store = try #require(UserDefaultsSettingsStore(suiteName: suite.name))
    store.defaults.set(["server": "https://mdm.example"], forKey: UserDefaultsSettingsStore.managedConfigurationKey)
    let server = SettingsKey("server", default: "")
    #expect(store.isForced(forKey: "server") && !store.isForced(forKey: "other"))
    #expect(store[server] == "https://mdm.example")
    #expect(throws: SettingsError.self) { try store.set("x", for: server) }
  }

  /// An optional key of a plain value type is written as an optional enum's is: without a
  /// default, it reads `nil` until a value is stored.
  @Test func anOptionalKeyNeedsNoDefault() throws {
    let store = InMemorySettingsStore()
    let nickname = SettingsKey<String?>("nickname")
    #expect(store[nickname] == nil)
    try store.set("Ada", for: nickname)
    #expect(store.value(forKey: "nickname") == .string("Ada"))
    #expect(store[nickname] == "Ada")
    store[nickname] = nil
    #expect(store.value(forKey: "nickname") == nil)
    // An enum's optional key still takes the enum's reading, also for an enum that is
    // storable itself.
    #expect(SettingsKey<KeyTestTheme?>("theme").typeName == "KeyTestTheme?")
    let level = SettingsKey<KeyTestLevel?>("level")
    try store.set(.high, for: level)
    #expect(store.value(forKey: "level") == .integer(2), "stored as its raw value, as an enum key stores it")
    // A key without a name is refused when registered, naming the problem.
    do {
      try store.register([SettingsKey<String?>("")])
      Issue.record("a key without a name was registered")
    } catch {
      #expect(error.problem == .emptyName)
    }
  }
}
