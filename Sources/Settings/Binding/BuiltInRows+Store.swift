import ComponentTable

/// Values under untyped keys, as a Settings.bundle names them. A key the store reports as
/// managed by an administrator (`SettingsStore.isForced(forKey:)`) locks its row, as a typed
/// key's does, and the key is the row's identity and accessibility identifier.
extension RowValue where Value == Bool {
  /// Whether the value of `key` in `store` is `on` (a Boolean value that is true counts too);
  /// flipping stores `on` or `off`.
  ///
  /// ```swift
  /// TableComponent.switchRow("Wi-Fi", isOn: .key("wifi", in: store))
  /// ```
  public static func key(
    _ key: String, in store: any SettingsStore, on: SettingsValue = .bool(true), off: SettingsValue = .bool(false)
  ) -> RowValue {
    let value = store.value(forKey: key)
    let isOn = value.map { $0.matches(on) || (!$0.matches(off) && $0.boolValue) } ?? false
    return .stored(isOn, key: key, in: store) { $0 ? on : off }
  }
}

extension RowValue where Value == String {
  /// The value of `key` in `store` as text; the text is stored as a string.
  public static func key(_ key: String, in store: any SettingsStore) -> RowValue {
    .stored(store.string(forKey: key), key: key, in: store) { .string($0) }
  }
}

extension RowValue where Value == Int {
  /// The number under `key` in `store`, rounded (`defaultValue` when there is none); a new
  /// value is stored as an integer.
  public static func key(_ key: String, in store: any SettingsStore, default defaultValue: Int = 0) -> RowValue {
    let value = store.double(forKey: key, default: Double(defaultValue)).rounded()
    let current = value.isFinite && abs(value) < 9e18 ? Int(value) : defaultValue
    return .stored(current, key: key, in: store) { .integer($0) }
  }
}

extension RowValue where Value == Double {
  /// The number under `key` in `store` (`defaultValue` when there is none or it is not a
  /// number); a new value is stored as a `.double`.
  ///
  /// ```swift
  /// TableComponent.sliderRow("Volume", value: .key("volume", in: store), range: 0.0...1.0)
  /// ```
  public static func key(_ key: String, in store: any SettingsStore, default defaultValue: Double = 0) -> RowValue {
    .stored(store.double(forKey: key, default: defaultValue), key: key, in: store) { .double($0) }
  }
}

extension RowValue {
  /// `current`, stored under `key` in `store` as `encode` makes it.
  @MainActor
  fileprivate static func stored(
    _ current: Value, key: String, in store: any SettingsStore, encode: @escaping (Value) -> SettingsValue
  ) -> RowValue {
    RowValue(
      current: current, key: key,
      accept: { [weak store] value in
        store?.set(encode(value), forKey: key)
        return true
      },
      decorate: { [weak store] row in
        guard let store else { return row }
        return row.lockedIfForced(key, in: store).accessibilityIdentifier(key)
      })
  }
}

/// The read-only and grouped rows of untyped keys, which a Settings.bundle's screens are made of.
extension TableComponent {
  /// A read-only row showing the value of `key` in `store`, as `text` writes it (the value
  /// itself by default).
  package static func valueRow(
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
  package static func radioGroup(
    _ titles: [String], values: [SettingsValue], key: String, in store: any SettingsStore,
    id: AnyHashable? = nil, change: ControlChange<Int> = .immediate
  ) -> [TableComponent] {
    let count = min(titles.count, values.count)
    let stored = store.value(forKey: key)
    let selection = stored.flatMap { value in values.prefix(count).firstIndex { $0.matches(value) } }
    let commit = ControlCommit<Int>(
      change: change,
      accept: { [weak store] index in
        store?.set(values[index], forKey: key)
        return true
      },
      didChange: { _, _ in },
      decorate: { [weak store] row in
        guard let store else { return row }
        return row.lockedIfForced(key, in: store)
      })
    return radioGroup(
      Array(titles.prefix(count)), selection: selection, id: SettingsRowID.make(id, "radio", key: key), commit: commit)
  }
}
