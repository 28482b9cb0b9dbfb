import Foundation

// The spellings of the factories before they followed the naming rule of the API Conventions
// article, kept compiling for one release. Each forwards to the factory it was renamed to, so
// Xcode's fix-it rewrites a call; this file is deleted as a whole when the release ends.
extension SettingsKit {
  /// Renamed ``buttonRow(_:role:id:onSelect:)``.
  @available(*, deprecated, renamed: "buttonRow(_:role:id:onSelect:)")
  public static func button(
    _ title: String, role: ButtonRowData.Role = .normal, id: AnyHashable? = nil,
    action: @escaping (SelectionContext<ButtonCell>) -> Void
  ) -> TableComponent {
    buttonRow(title, role: role, id: id, onSelect: action)
  }

  /// Renamed ``buttonRow(_:role:id:confirmation:)``.
  @available(*, deprecated, renamed: "buttonRow(_:role:id:confirmation:)")
  public static func button(
    _ title: String, role: ButtonRowData.Role = .normal, id: AnyHashable? = nil, confirmation: ConfirmationDialog
  ) -> TableComponent {
    buttonRow(title, role: role, id: id, confirmation: confirmation)
  }

  /// Renamed ``textFieldRow(_:text:placeholder:traits:id:change:onChange:)``.
  @available(*, deprecated, renamed: "textFieldRow(_:text:placeholder:traits:id:change:onChange:)")
  public static func textField(
    _ title: String, text: String, placeholder: String = "",
    traits: TextInputTraits = TextInputTraits(), id: AnyHashable? = nil,
    change: ControlChange<String> = .immediate, onCommit: @escaping (String) -> Void = { _ in }
  ) -> TableComponent {
    textFieldRow(
      title, text: text, placeholder: placeholder, traits: traits, id: id, change: change, onChange: onCommit)
  }

  /// Renamed ``stepperRow(_:value:range:step:id:change:onChange:)``.
  @available(*, deprecated, renamed: "stepperRow(_:value:range:step:id:change:onChange:)")
  public static func stepper(
    _ title: String, value: Int, in range: ClosedRange<Int>, step: Int = 1, id: AnyHashable? = nil,
    change: ControlChange<Int> = .immediate, onChange: @escaping (Int) -> Void = { _ in }
  ) -> TableComponent {
    stepperRow(title, value: value, range: range, step: step, id: id, change: change, onChange: onChange)
  }

  /// Renamed ``sliderRow(_:value:range:step:id:change:onChange:)``.
  @available(*, deprecated, renamed: "sliderRow(_:value:range:step:id:change:onChange:)")
  public static func slider(
    _ title: String, value: Double, in range: ClosedRange<Double>, step: Double? = nil,
    id: AnyHashable? = nil, change: ControlChange<Double> = .immediate,
    onChange: @escaping (Double) -> Void = { _ in }
  ) -> TableComponent {
    sliderRow(title, value: value, range: range, step: step, id: id, change: change, onChange: onChange)
  }

  /// Renamed ``pickerRow(_:options:selection:id:change:onChange:)``.
  @available(*, deprecated, renamed: "pickerRow(_:options:selection:id:change:onChange:)")
  public static func optionPicker(
    _ title: String, options: [String], selected: Int, id: AnyHashable? = nil,
    change: ControlChange<Int> = .immediate, onChange: @escaping @MainActor (Int) -> Void
  ) -> TableComponent {
    pickerRow(title, options: options, selection: selected, id: id, change: change, onChange: onChange)
  }

  /// Renamed ``pickerRow(_:loadingOptions:selection:id:change:onChange:)``.
  @available(*, deprecated, renamed: "pickerRow(_:loadingOptions:selection:id:change:onChange:)")
  public static func optionPicker(
    _ title: String, loadingOptions options: LoadableValue<[String]>, selected: Int, id: AnyHashable? = nil,
    change: ControlChange<Int> = .immediate, onChange: @escaping @MainActor (Int) -> Void
  ) -> TableComponent {
    pickerRow(title, loadingOptions: options, selection: selected, id: id, change: change, onChange: onChange)
  }

  /// Renamed ``radioGroup(_:selection:id:change:onChange:)``.
  @available(*, deprecated, renamed: "radioGroup(_:selection:id:change:onChange:)")
  public static func radioGroup(
    _ options: [String], selected: Int?, id: AnyHashable, change: ControlChange<Int> = .immediate,
    onChange: @escaping (Int) -> Void = { _ in }
  ) -> [TableComponent] {
    radioGroup(options, selection: selected, id: id, change: change, onChange: onChange)
  }
}
