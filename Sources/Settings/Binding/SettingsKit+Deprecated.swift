import ComponentTable

// The spellings of the store-bound factories before they followed the naming rule of the API
// Conventions article, kept compiling for one release. Each forwards to the factory it was
// renamed to, so Xcode's fix-it rewrites a call; this file is deleted as a whole when the
// release ends.
extension SettingsKit {
  /// Renamed `stepperRow(_:key:in:range:step:id:change:onChange:)`.
  @available(*, deprecated, renamed: "stepperRow(_:key:in:range:step:id:change:onChange:)")
  public static func stepper(
    _ title: String, key: SettingsKey<Int>, in store: any SettingsStore, range: ClosedRange<Int>,
    step: Int = 1, id: AnyHashable? = nil, change: ControlChange<Int> = .immediate,
    onChange: ((Int, RowChangeContext) -> Void)? = nil
  ) -> TableComponent {
    stepperRow(title, key: key, in: store, range: range, step: step, id: id, change: change, onChange: onChange)
  }

  /// Renamed `sliderRow(_:key:in:range:step:id:change:onChange:)`.
  @available(*, deprecated, renamed: "sliderRow(_:key:in:range:step:id:change:onChange:)")
  public static func slider(
    _ title: String, key: SettingsKey<Double>, in store: any SettingsStore, range: ClosedRange<Double>,
    step: Double? = nil, id: AnyHashable? = nil, change: ControlChange<Double> = .immediate,
    onChange: ((Double, RowChangeContext) -> Void)? = nil
  ) -> TableComponent {
    sliderRow(title, key: key, in: store, range: range, step: step, id: id, change: change, onChange: onChange)
  }

  /// Renamed `textFieldRow(_:key:in:placeholder:traits:id:change:onChange:)`.
  @available(*, deprecated, renamed: "textFieldRow(_:key:in:placeholder:traits:id:change:onChange:)")
  public static func textField(
    _ title: String, key: SettingsKey<String>, in store: any SettingsStore, placeholder: String = "",
    traits: TextInputTraits = TextInputTraits(), id: AnyHashable? = nil,
    change: ControlChange<String> = .immediate, onChange: ((String, RowChangeContext) -> Void)? = nil
  ) -> TableComponent {
    textFieldRow(
      title, key: key, in: store, placeholder: placeholder, traits: traits, id: id, change: change,
      onChange: onChange)
  }

  /// Renamed `textFieldRow(_:key:in:placeholder:id:change:onChange:)`, for an `Int` key.
  @available(*, deprecated, renamed: "textFieldRow(_:key:in:placeholder:id:change:onChange:)")
  public static func textField(
    _ title: String, key: SettingsKey<Int>, in store: any SettingsStore, placeholder: String = "",
    id: AnyHashable? = nil, change: ControlChange<Int> = .immediate,
    onChange: ((Int, RowChangeContext) -> Void)? = nil
  ) -> TableComponent {
    textFieldRow(title, key: key, in: store, placeholder: placeholder, id: id, change: change, onChange: onChange)
  }

  /// Renamed `textFieldRow(_:key:in:placeholder:id:change:onChange:)`, for a `Double` key.
  @available(*, deprecated, renamed: "textFieldRow(_:key:in:placeholder:id:change:onChange:)")
  public static func textField(
    _ title: String, key: SettingsKey<Double>, in store: any SettingsStore, placeholder: String = "",
    id: AnyHashable? = nil, change: ControlChange<Double> = .immediate,
    onChange: ((Double, RowChangeContext) -> Void)? = nil
  ) -> TableComponent {
    textFieldRow(title, key: key, in: store, placeholder: placeholder, id: id, change: change, onChange: onChange)
  }

  /// Renamed `pickerRow(_:key:in:options:id:change:onChange:)`.
  @available(*, deprecated, renamed: "pickerRow(_:key:in:options:id:change:onChange:)")
  public static func optionPicker<Value: Equatable>(
    _ title: String, key: SettingsKey<Value>, in store: any SettingsStore,
    options: [(value: Value, title: String)], id: AnyHashable? = nil, change: ControlChange<Value> = .immediate,
    onChange: ((Value, RowChangeContext) -> Void)? = nil
  ) -> TableComponent {
    pickerRow(title, key: key, in: store, options: options, id: id, change: change, onChange: onChange)
  }

  /// Renamed `pickerRow(_:key:in:id:change:onChange:title:)`, for every case of an enum.
  @available(*, deprecated, renamed: "pickerRow(_:key:in:id:change:onChange:title:)")
  public static func optionPicker<Value: CaseIterable & Equatable>(
    _ title: String, key: SettingsKey<Value>, in store: any SettingsStore, id: AnyHashable? = nil,
    change: ControlChange<Value> = .immediate, onChange: ((Value, RowChangeContext) -> Void)? = nil,
    title caseTitle: (Value) -> String = { "\($0)" }
  ) -> TableComponent {
    pickerRow(title, key: key, in: store, id: id, change: change, onChange: onChange, title: caseTitle)
  }

  /// Renamed `textFieldRow(_:key:in:placeholder:traits:id:change:)`, for an untyped key.
  @available(*, deprecated, renamed: "textFieldRow(_:key:in:placeholder:traits:id:change:)")
  public static func textField(
    _ title: String, key: String, in store: any SettingsStore, placeholder: String = "",
    traits: TextInputTraits = TextInputTraits(), id: AnyHashable? = nil, change: ControlChange<String> = .immediate
  ) -> TableComponent {
    textFieldRow(title, key: key, in: store, placeholder: placeholder, traits: traits, id: id, change: change)
  }

  /// Renamed `stepperRow(_:key:in:range:step:id:change:)`, for an untyped key.
  @available(*, deprecated, renamed: "stepperRow(_:key:in:range:step:id:change:)")
  public static func stepper(
    _ title: String, key: String, in store: any SettingsStore, range: ClosedRange<Int>, step: Int = 1,
    id: AnyHashable? = nil, change: ControlChange<Int> = .immediate
  ) -> TableComponent {
    stepperRow(title, key: key, in: store, range: range, step: step, id: id, change: change)
  }

  /// Renamed `sliderRow(_:key:in:range:step:id:change:)`, for an untyped key.
  @available(*, deprecated, renamed: "sliderRow(_:key:in:range:step:id:change:)")
  public static func slider(
    _ title: String, key: String, in store: any SettingsStore, range: ClosedRange<Double>,
    step: Double? = nil, id: AnyHashable? = nil, change: ControlChange<Double> = .immediate
  ) -> TableComponent {
    sliderRow(title, key: key, in: store, range: range, step: step, id: id, change: change)
  }
}
