import ComponentTable

/// Rows bound to untyped keys. A row whose key the store reports as managed by an administrator
/// (`SettingsStore.isForced(forKey:)`) is shown disabled, with
/// ``SettingsManagedText/explanation`` as the reason, as the typed rows are. As theirs, the
/// accessibility identifier of each row but a radio group's options is its key.
extension TableComponent {
  /// A switch bound to `key` in `store`: it shows whether the value is `on` (a Boolean value
  /// that is true counts too) and stores `on` or `off` when flipped. As every store-bound row,
  /// it stores a value only once `change` took it (`ControlChange`; by default, at once).
  ///
  /// ```swift
  /// TableComponent.switchRow("Wi-Fi", key: "wifi", in: store)
  /// ```
  public static func switchRow(
    _ title: String, key: String, in store: any SettingsStore, on: SettingsValue = .bool(true),
    off: SettingsValue = .bool(false), id: AnyHashable? = nil, change: ControlChange<Bool> = .immediate
  ) -> TableComponent {
    let value = store.value(forKey: key)
    let isOn = value.map { $0.matches(on) || (!$0.matches(off) && $0.boolValue) } ?? false
    return switchRow(title, isOn: isOn, id: SettingsRowID.make(id, "switch", key: key), change: change) {
      [weak store] isOn in
      store?.set(isOn ? on : off, forKey: key)
    }
    .lockedIfForced(key, in: store)
    .accessibilityIdentifier(key)
  }

  /// A text field bound to `key` in `store`: it shows the value as text and stores the text
  /// when editing ends.
  public static func textFieldRow(
    _ title: String, key: String, in store: any SettingsStore, placeholder: String = "",
    traits: TextInputTraits = TextInputTraits(), id: AnyHashable? = nil, change: ControlChange<String> = .immediate
  ) -> TableComponent {
    textFieldRow(
      title, text: store.string(forKey: key), placeholder: placeholder, traits: traits,
      id: SettingsRowID.make(id, "textField", key: key), change: change
    ) { [weak store] text in
      store?.set(.string(text), forKey: key)
    }
    .lockedIfForced(key, in: store)
    .accessibilityIdentifier(key)
  }

  /// A stepper bound to `key` in `store`, over `range`: it shows the value (rounded, clamped)
  /// and stores every new whole number.
  public static func stepperRow(
    _ title: String, key: String, in store: any SettingsStore, range: ClosedRange<Int>,
    step: Int = 1,
    id: AnyHashable? = nil, change: ControlChange<Int> = .immediate
  ) -> TableComponent {
    let value = store.double(forKey: key, default: Double(range.lowerBound))
    let clamped = min(max(value.rounded(), Double(range.lowerBound)), Double(range.upperBound))
    return stepperRow(
      title, value: Int(clamped), range: range, step: step,
      id: SettingsRowID.make(id, "stepper", key: key), change: change
    ) { [weak store] value in
      store?.set(.integer(value), forKey: key)
    }
    .lockedIfForced(key, in: store)
    .accessibilityIdentifier(key)
  }

  /// A slider bound to `key` in `store`, over `range`: it shows the stored number (clamped to
  /// the range; the lower bound when there is none or it is not a number) and stores every new
  /// value as a `.double`. `step` is as in `TableComponent.sliderRow(_:value:range:step:id:change:onChange:)`.
  ///
  /// ```swift
  /// TableComponent.sliderRow("Volume", key: "volume", in: store, range: 0...1)
  /// ```
  public static func sliderRow(
    _ title: String, key: String, in store: any SettingsStore, range: ClosedRange<Double>,
    step: Double? = nil, id: AnyHashable? = nil, change: ControlChange<Double> = .immediate
  ) -> TableComponent {
    let value = store.double(forKey: key, default: range.lowerBound)
    return sliderRow(
      title, value: value, range: range, step: step, id: SettingsRowID.make(id, "slider", key: key), change: change
    ) { [weak store] value in
      store?.set(.double(value), forKey: key)
    }
    .lockedIfForced(key, in: store)
    .accessibilityIdentifier(key)
  }

  /// A read-only row showing the value of `key` in `store`, as `text` writes it (the value
  /// itself by default).
  public static func valueRow(
    _ title: String, key: String, in store: any SettingsStore, id: AnyHashable? = nil,
    text: (SettingsValue?) -> String = { $0?.stringValue ?? "" }
  ) -> TableComponent {
    valueRow(
      title, value: text(store.value(forKey: key)), id: SettingsRowID.make(id, "value", key: key)
    )
    .lockedIfForced(key, in: store)
    .accessibilityIdentifier(key)
  }

  /// A radio group bound to `key` in `store`: one option per title, checked when the stored
  /// value matches its entry in `values`; none is checked when no option matches (nothing
  /// stored, or a `DefaultValue` that is none of the `Values`), so any option, the first
  /// too, can be chosen and is stored.
  ///
  /// - Precondition: `titles` and `values` have the same length; extra entries of the longer
  ///   one are ignored.
  public static func radioGroup(
    _ titles: [String], values: [SettingsValue], key: String, in store: any SettingsStore,
    id: AnyHashable? = nil, change: ControlChange<Int> = .immediate
  ) -> [TableComponent] {
    let count = min(titles.count, values.count)
    let stored = store.value(forKey: key)
    let selection = stored.flatMap { value in values.prefix(count).firstIndex { $0.matches(value) } }
    return radioGroup(
      Array(titles.prefix(count)), selection: selection, id: SettingsRowID.make(id, "radio", key: key), change: change
    ) { [weak store] index in
      store?.set(values[index], forKey: key)
    }
    .map { $0.lockedIfForced(key, in: store) }
  }
}
