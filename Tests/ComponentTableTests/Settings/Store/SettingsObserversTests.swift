import ComponentTableSettings
import Foundation
import Testing

/// The observer list every store keeps: handlers are held only as long as their observation,
/// a cancelled one is never called again, and one added while the list notifies waits for the
/// next change.
@MainActor
@Suite struct SettingsObserversTests {
  final class Log {
    var entries: [String] = []
  }

  @Test func everyLiveHandlerHearsEachChange() {
    let observers = SettingsObservers()
    let log = Log()
    let first = observers.add { log.entries.append("first \($0.keys?.sorted() ?? [])") }
    let second = observers.add { log.entries.append("second \($0.keys?.sorted() ?? [])") }
    observers.notify(SettingsChange(keys: ["wifi"]))
    #expect(log.entries == ["first [\"wifi\"]", "second [\"wifi\"]"])
    withExtendedLifetime((first, second)) {}
  }

  @Test func aReleasedObservationIsNotCalled() {
    let observers = SettingsObservers()
    let log = Log()
    var observation: SettingsObservation? = observers.add { _ in log.entries.append("called") }
    observers.notify(SettingsChange(keys: nil))
    observation = nil
    observers.notify(SettingsChange(keys: nil))
    #expect(log.entries == ["called"])
    #expect(observation == nil)
  }

  @Test func aCancelledObservationIsNotCalled() {
    let observers = SettingsObservers()
    let log = Log()
    let observation = observers.add { _ in log.entries.append("called") }
    observation.cancel()
    observers.notify(SettingsChange(keys: ["wifi"]))
    #expect(observation.isCancelled)
    #expect(log.entries.isEmpty)
  }

  @Test func aHandlerAddedWhileNotifyingWaitsForTheNextChange() {
    let observers = SettingsObservers()
    let log = Log()
    var added: [SettingsObservation] = []
    let first = observers.add { _ in
      log.entries.append("first")
      if added.isEmpty { added.append(observers.add { _ in log.entries.append("added") }) }
    }
    observers.notify(SettingsChange(keys: nil))
    #expect(log.entries == ["first"])
    observers.notify(SettingsChange(keys: nil))
    #expect(log.entries == ["first", "first", "added"])
    withExtendedLifetime((first, added)) {}
  }
}
