import ComponentTable
import Foundation

/// Rows bound to typed keys: each shows the key's value in the store and writes the user's
/// change through the key, so the store holds what `UserDefaults` and `@AppStorage` would. The
/// row's identity is the key, so a changed title or value configures the row again in place,
/// and so is its accessibility identifier (`TableComponent.accessibilityIdentifier(_:)`): UI
/// tests find it by the key's name, whatever the language of its title. A radio group's
/// options have none (the key names the group): give each one.
///
/// A write the store refuses (a key managed by an administrator, a value it cannot keep) is
/// not shown: the row shows the stored value again, and the problem is reported as
/// `TableDiagnostic.Kind.settingsKey(key:expectedType:)`. `onChange` is called only for values the store took, with a
/// context that reaches the engine and the navigator.
extension RowValue where Value: Sendable {
  /// The value of `key` in `store`: the row shows it, a new value is written through the key
  /// (one the store refuses, such as a managed key's, is not shown and is reported), and the key
  /// names the row: its identity and its accessibility identifier. A managed key locks the row.
  ///
  /// ```swift
  /// let wifi = SettingsKey("wifi", default: true)
  /// TableComponent.switchRow("Wi-Fi", isOn: .key(wifi, in: store))
  /// ```
  public static func key(_ key: SettingsKey<Value>, in store: any SettingsStore) -> RowValue {
    let commit = store.commit(key, nil)
    return RowValue(
      current: store[key], key: key.name, accept: commit.accept,
      decorate: { commit.decorate($0).accessibilityIdentifier(key.name) })
  }
}

extension RowValue where Value == String {
  /// The whole number of `key` in `store`, as text: typed with a number pad, and text that is not
  /// a whole number is refused (and reported) instead of stored.
  public static func key(_ key: SettingsKey<Int>, in store: any SettingsStore) -> RowValue {
    RowValue<Int>.key(key, in: store).typed(as: key, in: store, keyboard: .numberPad) { Int($0) }
  }

  /// The number of `key` in `store`, as text: a finite number is stored, other text is refused
  /// (and reported).
  public static func key(_ key: SettingsKey<Double>, in store: any SettingsStore) -> RowValue {
    RowValue<Double>.key(key, in: store).typed(as: key, in: store, keyboard: .numbersAndPunctuation) {
      Double($0).flatMap { $0.isFinite ? $0 : nil }
    }
  }
}

extension RowValue where Value: Equatable & Sendable {
  /// This number seen as the text of a text field: the text is parsed with `parse` before it
  /// is stored, and text that is not a `Value` is refused and reported for `key`.
  fileprivate func typed(
    as key: SettingsKey<Value>, in store: any SettingsStore, keyboard: TextInputTraits.Keyboard,
    parse: @escaping (String) -> Value?
  ) -> RowValue<String> {
    converted(
      get: { "\($0)" },
      set: { [weak store] text in
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = parse(trimmed) else {
          if let store {
            SettingsStoreState.of(store).report(
              SettingsError(
                .unrepresentable("\"\(text)\" is not a \(key.typeName)"), key: key.name,
                expectedType: key.typeName, attemptedValue: "\"\(text)\""))
          }
          return nil
        }
        return value
      }, suggestedTraits: TextInputTraits(keyboard: keyboard))
  }
}

extension SettingsStore {
  /// Writes through `key`, refusing (and reporting) what the store refuses, then tells
  /// `onChange`.
  @MainActor
  func commit<Value>(
    _ key: SettingsKey<Value>, _ onChange: ((Value, RowChangeContext) -> Void)?
  ) -> ControlCommit<Value> {
    ControlCommit(
      change: .immediate,
      accept: { [weak self] value in
        guard let self else { return false }
        do throws(SettingsError) {
          try self.set(value, for: key)
          return true
        } catch {
          SettingsStoreState.of(self).report(error)
          return false
        }
      },
      // Without a context (the screen gone) the store has the value; there is no row to tell
      // `onChange` about.
      didChange: { value, context in if let context { onChange?(value, context) } },
      decorate: { [weak self] row in
        guard let self else { return row }
        return row.lockedIfForced(key.name, in: self)
      })
  }
}

extension TableComponent {
  /// The row, locked when the store forces `key` (managed by an administrator): disabled with
  /// ``SettingsManagedText/explanation`` as its reason, so every host shows it dimmed with the
  /// explanation and VoiceOver says it, and search finds it by the explanation too. The typed
  /// store refuses its writes either way.
  @MainActor
  func lockedIfForced(_ key: String, in store: any SettingsStore) -> TableComponent {
    guard store.isForced(forKey: key) else { return self }
    let explanation = SettingsManagedText.explanation
    return searchKeywords([explanation]).disabled(reason: explanation)
  }
}

/// The words a row bound to a managed key is explained with.
@MainActor
public enum SettingsManagedText {
  /// What locked rows and their search results say: "Managed by your organization" unless
  /// set (localize it at launch).
  public static var explanation = "Managed by your organization"
}
