import Foundation
import Testing

@testable import ComponentTableSettings

/// The order a store reads a key through (forced, the user's, the default), and which changes
/// change what is shown, the one thing a store tells its observers.
@Suite struct SettingsLayersTests {
  @Test func theForcedValueWinsThenTheUsersThenTheDefault() {
    var layers = SettingsLayers(user: ["wifi": .bool(false)])
    layers.register(defaults: ["wifi": .bool(true), "volume": .double(0.5)])
    #expect(layers.value(forKey: "wifi") == .bool(false))
    #expect(layers.value(forKey: "volume") == .double(0.5))
    #expect(layers.value(forKey: "missing") == nil)
    let forced = layers.force(.bool(true), forKey: "wifi")
    #expect(forced)
    #expect(layers.value(forKey: "wifi") == .bool(true))
    #expect(layers.user["wifi"] == .bool(false), "the user's value is kept under the forced one")
    let ended = layers.force(nil, forKey: "wifi")
    #expect(ended)
    #expect(layers.value(forKey: "wifi") == .bool(false))
  }

  @Test func onlyAChangeOfWhatIsShownCounts() {
    var layers = SettingsLayers()
    layers.register(defaults: ["wifi": .bool(true)])
    // Forcing the value already shown changes nothing a reader sees.
    let forcedAsShown = layers.force(.bool(true), forKey: "wifi")
    #expect(!forcedAsShown)
    #expect(layers.forced["wifi"] == .bool(true))
    let set = layers.setUserValue(.bool(false), forKey: "wifi")
    #expect(set, "the user's value changed, though hidden")
    let setAgain = layers.setUserValue(.bool(false), forKey: "wifi")
    #expect(!setAgain)
    let removed = layers.setUserValue(nil, forKey: "wifi")
    #expect(removed)
  }

  @Test func laterDefaultsReplaceEarlierOnesAndRemovingUserValuesNamesTheirKeys() {
    var layers = SettingsLayers(user: ["a": .integer(1), "b": .integer(2)])
    layers.register(defaults: ["c": .integer(3)])
    layers.register(defaults: ["c": .integer(4)])
    #expect(layers.value(forKey: "c") == .integer(4))
    let removed = layers.removeUserValues()
    #expect(removed == ["a", "b"])
    #expect(layers.user.isEmpty)
    let removedAgain = layers.removeUserValues()
    #expect(removedAgain.isEmpty)
  }
}
