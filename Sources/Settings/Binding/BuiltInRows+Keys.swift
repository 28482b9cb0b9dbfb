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
extension TableComponent {
  /// A switch bound to a `Bool` key.
  ///
  /// ```swift
  /// let wifi = SettingsKey("wifi", default: true)
  /// TableComponent.switchRow("Wi-Fi", key: wifi, in: store) { isOn, context in
  ///   if isOn { try? context.navigator?.push(joinScreen()) }
  /// }
  /// ```
  public static func switchRow(
    _ title: String, key: SettingsKey<Bool>, in store: any SettingsStore, id: AnyHashable? = nil,
    change: ControlChange<Bool> = .immediate, onChange: ((Bool, RowChangeContext) -> Void)? = nil
  ) -> TableComponent {
    switchRow(
      title, isOn: store[key], id: SettingsRowID.make(id, "switch", key: key.name),
      commit: store.commit(key, onChange).deciding(with: change)
    )
    .accessibilityIdentifier(key.name)
  }

  /// A stepper bound to an `Int` key, over `range`; the stored value shows clamped to it.
  public static func stepperRow(
    _ title: String, key: SettingsKey<Int>, in store: any SettingsStore, range: ClosedRange<Int>,
    step: Int = 1, id: AnyHashable? = nil, change: ControlChange<Int> = .immediate,
    onChange: ((Int, RowChangeContext) -> Void)? = nil
  ) -> TableComponent {
    stepperRow(
      title, value: store[key], range: range, step: step, id: SettingsRowID.make(id, "stepper", key: key.name),
      commit: store.commit(key, onChange).deciding(with: change)
    )
    .accessibilityIdentifier(key.name)
  }

  /// A slider bound to a `Double` key, over `range`; `step` is as in
  /// `sliderRow(_:value:range:step:id:change:onChange:)`.
  public static func sliderRow(
    _ title: String, key: SettingsKey<Double>, in store: any SettingsStore, range: ClosedRange<Double>,
    step: Double? = nil, id: AnyHashable? = nil, change: ControlChange<Double> = .immediate,
    onChange: ((Double, RowChangeContext) -> Void)? = nil
  ) -> TableComponent {
    sliderRow(
      title, value: store[key], range: range, step: step, id: SettingsRowID.make(id, "slider", key: key.name),
      commit: store.commit(key, onChange).deciding(with: change)
    )
    .accessibilityIdentifier(key.name)
  }

  /// A text field bound to a `String` key; the text is stored when editing ends.
  public static func textFieldRow(
    _ title: String, key: SettingsKey<String>, in store: any SettingsStore, placeholder: String = "",
    traits: TextInputTraits = TextInputTraits(), id: AnyHashable? = nil,
    change: ControlChange<String> = .immediate, onChange: ((String, RowChangeContext) -> Void)? = nil
  ) -> TableComponent {
    textFieldRow(
      title, text: store[key], placeholder: placeholder, traits: traits,
      id: SettingsRowID.make(id, "textField", key: key.name), commit: store.commit(key, onChange).deciding(with: change)
    )
    .accessibilityIdentifier(key.name)
  }

  /// A text field bound to an `Int` key, with a number pad. Text that is not a whole number
  /// is refused (reported, not stored), and the field shows the stored number again.
  public static func textFieldRow(
    _ title: String, key: SettingsKey<Int>, in store: any SettingsStore, placeholder: String = "",
    id: AnyHashable? = nil, change: ControlChange<Int> = .immediate,
    onChange: ((Int, RowChangeContext) -> Void)? = nil
  ) -> TableComponent {
    numberField(
      title, key: key, in: store, placeholder: placeholder, keyboard: .numberPad, id: id,
      parse: { Int($0) }, format: { String($0) }, change: change, onChange: onChange)
  }

  /// A text field bound to a `Double` key, with numbers and punctuation. Text that is not a
  /// finite number is refused (reported, not stored), and the field shows the stored number.
  public static func textFieldRow(
    _ title: String, key: SettingsKey<Double>, in store: any SettingsStore, placeholder: String = "",
    id: AnyHashable? = nil, change: ControlChange<Double> = .immediate,
    onChange: ((Double, RowChangeContext) -> Void)? = nil
  ) -> TableComponent {
    numberField(
      title, key: key, in: store, placeholder: placeholder, keyboard: .numbersAndPunctuation, id: id,
      parse: { Double($0).flatMap { $0.isFinite ? $0 : nil } }, format: { String($0) }, change: change,
      onChange: onChange)
  }

  private static func numberField<Value: Equatable>(
    _ title: String, key: SettingsKey<Value>, in store: any SettingsStore, placeholder: String,
    keyboard: TextInputTraits.Keyboard, id: AnyHashable?, parse: @escaping (String) -> Value?,
    format: (Value) -> String, change: ControlChange<Value>, onChange: ((Value, RowChangeContext) -> Void)?
  ) -> TableComponent {
    let write = store.commit(key, onChange)
    let commit = ControlCommit<String>(
      accept: { [weak store] text in
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = parse(trimmed) else {
          if let store {
            SettingsStoreState.of(store).report(
              SettingsError(
                .unrepresentable("\"\(text)\" is not a \(key.typeName)"), key: key.name,
                expectedType: key.typeName, attemptedValue: "\"\(text)\""))
          }
          return false
        }
        return write.accept(value)
      },
      didChange: { text, context in
        if let value = parse(text.trimmingCharacters(in: .whitespaces)) { write.didChange(value, context) }
      }, decorate: write.decorate
    )
    // The text is decided through the number it stands for.
    .deciding(with: change.pulled { parse($0.trimmingCharacters(in: .whitespaces)) })
    return textFieldRow(
      title, text: format(store[key]), placeholder: placeholder, traits: TextInputTraits(keyboard: keyboard),
      id: SettingsRowID.make(id, "textField", key: key.name), commit: commit
    )
    .accessibilityIdentifier(key.name)
  }

  /// A row showing the chosen one of `options` that opens a list of them all, bound to a key
  /// of any value type: the row shows the title of the option equal to the stored value (none
  /// when no option is), and choosing one stores its value.
  ///
  /// ```swift
  /// let lock = SettingsKey("lockAfter", default: 60)
  /// TableComponent.pickerRow("Require Passcode", key: lock, in: store,
  ///                  options: [(0, "Immediately"), (60, "After 1 minute"), (300, "After 5 minutes")])
  /// ```
  public static func pickerRow<Value: Equatable>(
    _ title: String, key: SettingsKey<Value>, in store: any SettingsStore,
    options: [(value: Value, title: String)], id: AnyHashable? = nil, change: ControlChange<Value> = .immediate,
    onChange: ((Value, RowChangeContext) -> Void)? = nil
  ) -> TableComponent {
    let current = store[key]
    let selection = options.firstIndex { $0.value == current } ?? -1
    return pickerRow(
      title, options: options.map(\.title), selection: selection,
      id: SettingsRowID.make(id, "optionPicker", key: key.name),
      commit: store.commit(key, onChange).deciding(with: change).choosing(from: options.map(\.value))
    )
    .accessibilityIdentifier(key.name)
  }

  /// An option picker over every case of an enum, titled by `title` (the case's name by
  /// default). A trailing closure is `onChange`; pass `title:` by its label.
  ///
  /// ```swift
  /// enum Theme: String, CaseIterable, Sendable { case system, light, dark }
  /// TableComponent.pickerRow("Theme", key: SettingsKey("theme", default: Theme.system), in: store,
  ///                  title: { $0.rawValue.capitalized })
  /// ```
  public static func pickerRow<Value: CaseIterable & Equatable>(
    _ title: String, key: SettingsKey<Value>, in store: any SettingsStore, id: AnyHashable? = nil,
    change: ControlChange<Value> = .immediate, onChange: ((Value, RowChangeContext) -> Void)? = nil,
    title caseTitle: (Value) -> String = { "\($0)" }
  ) -> TableComponent {
    pickerRow(
      title, key: key, in: store, options: Value.allCases.map { ($0, caseTitle($0)) }, id: id, change: change,
      onChange: onChange)
  }

  /// The options of a key as an inline radio group, one checkmark row per option; choosing one
  /// stores its value. Keep the rows in one section.
  public static func radioGroup<Value: Equatable>(
    key: SettingsKey<Value>, in store: any SettingsStore, options: [(value: Value, title: String)],
    id: AnyHashable? = nil, change: ControlChange<Value> = .immediate,
    onChange: ((Value, RowChangeContext) -> Void)? = nil
  ) -> [TableComponent] {
    let current = store[key]
    let selection = options.firstIndex { $0.value == current }
    return radioGroup(
      options.map(\.title), selection: selection, id: SettingsRowID.make(id, "radio", key: key.name),
      commit: store.commit(key, onChange).deciding(with: change).choosing(from: options.map(\.value)))
  }

  /// Every case of an enum as an inline radio group, titled by `title`.
  public static func radioGroup<Value: CaseIterable & Equatable>(
    key: SettingsKey<Value>, in store: any SettingsStore, id: AnyHashable? = nil,
    change: ControlChange<Value> = .immediate, onChange: ((Value, RowChangeContext) -> Void)? = nil,
    title caseTitle: (Value) -> String = { "\($0)" }
  ) -> [TableComponent] {
    radioGroup(
      key: key, in: store, options: Value.allCases.map { ($0, caseTitle($0)) }, id: id, change: change,
      onChange: onChange)
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

extension ControlCommit {
  /// The same commit for a choice by index among `values`.
  func choosing(from values: [Value]) -> ControlCommit<Int> {
    ControlCommit<Int>(
      change: change.pulled { values.indices.contains($0) ? values[$0] : nil },
      accept: { index in values.indices.contains(index) && accept(values[index]) },
      didChange: { index, context in
        if values.indices.contains(index) { didChange(values[index], context) }
      }, decorate: decorate)
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
