import Foundation

/// The identity of a built-in row, unless an `id` is given: its kind and what names it. A plain
/// row is named by its title, and its data (a switch's state) is not part of its identity, so a
/// flipped switch is the same row to a diff. A row bound to a store is named by its key, so it
/// keeps its identity while its title or value changes. A title and a key never name the same
/// row.
package struct SettingsRowID: Hashable {
  enum Name: Hashable {
    case title(String)
    case key(String)
  }

  let kind: String
  let name: Name

  /// The identity of a plain row of `kind` titled `title`, or `explicit`.
  package static func make(_ explicit: AnyHashable?, _ kind: String, _ title: String) -> AnyHashable {
    explicit ?? AnyHashable(SettingsRowID(kind: kind, name: .title(title)))
  }

  /// The identity of a row of `kind` bound to the store key `key`, or `explicit`.
  package static func make(_ explicit: AnyHashable?, _ kind: String, key: String) -> AnyHashable {
    explicit ?? AnyHashable(SettingsRowID(kind: kind, name: .key(key)))
  }
}

extension TableComponent {
  // MARK: Rows

  /// A row showing a title, and a second line under it when `subtitle` is given; `onSelect`
  /// makes it tappable.
  ///
  /// ```swift
  /// TableComponent.textRow("Wi-Fi Assist", subtitle: "Uses mobile data when Wi-Fi is poor")
  /// TableComponent.textRow("Acknowledgements") { _ in model.showAcknowledgements() }
  /// ```
  public static func textRow(
    _ title: String, subtitle: String? = nil, id: AnyHashable? = nil,
    onSelect: ((SelectionContext<TextRowData>) -> Void)? = nil
  ) -> TableComponent {
    TableComponent(
      data: TextRowData(title: title, subtitle: subtitle), id: SettingsRowID.make(id, "text", title),
      onSelect: onSelect)
  }

  /// A row with a title and a value on the right. With `onSelect` it opens something (another
  /// screen, a sheet the app presents) and shows a disclosure indicator; a row that pushes a
  /// ``TableScreen`` is ``navigationRow(_:value:id:destination:)``.
  ///
  /// ```swift
  /// TableComponent.valueRow("Version", value: "2.1")
  /// TableComponent.valueRow("Account", value: model.email) { _ in model.showAccount() }
  /// ```
  ///
  /// A value that loads is this row with ``loading(_:)``.
  public static func valueRow(
    _ title: String, value: String = "", id: AnyHashable? = nil,
    onSelect: ((SelectionContext<ValueRowData>) -> Void)? = nil
  ) -> TableComponent {
    TableComponent(
      data: ValueRowData(title: title, value: value, showsDisclosure: onSelect != nil),
      id: SettingsRowID.make(id, "value", title), onSelect: onSelect)
  }

  /// A row with a switch. Flipping the switch sets the new state in the table (the same view,
  /// configured again) and then calls `onChange` with it. As in iOS Settings, tapping the row
  /// beside the switch does nothing; a host that activates rows with a key (the terminal's
  /// Return) toggles it (``RowSelectionMode/keyboardOnly``).
  ///
  /// `change` may refuse a new state or confirm it asynchronously first (``ControlChange``):
  /// `onChange` then gets only the states that were taken and confirmed.
  ///
  /// ```swift
  /// TableComponent.switchRow("Wi-Fi", isOn: .value(model.wifi)) { model.wifi = $0 }
  /// ```
  public static func switchRow(
    _ title: String, isOn: RowValue<Bool>, id: AnyHashable? = nil, change: ControlChange<Bool> = .immediate,
    onChange: @escaping (Bool) -> Void = { _ in }
  ) -> TableComponent {
    switchRow(
      title, isOn: isOn.current, id: isOn.rowID(id, "switch", title: title), commit: isOn.commit(change, onChange))
  }

  /// The switch row of every family (plain, store-bound, typed key).
  package static func switchRow(
    _ title: String, isOn: Bool, id: AnyHashable?, commit: ControlCommit<Bool>
  ) -> TableComponent {
    controlRow(
      value: isOn, id: SettingsRowID.make(id, "switch", title),
      data: { SwitchRowData(title: title, isOn: $0, status: $1) }, selection: .keyboardOnly, onSelect: { !$0 },
      onEvent: { _, event in
        guard case .toggle(let value) = event else { return nil }
        return value
      }, commit: commit)
  }

  /// A row with a checkmark that selecting toggles; the new state goes where `isChecked` lives
  /// (a state its store refuses is not shown), then to `onChange`.
  ///
  /// ```swift
  /// TableComponent.checkmarkRow("Show Previews", isChecked: .value(model.showsPreviews)) {
  ///   model.showsPreviews = $0
  /// }
  /// ```
  public static func checkmarkRow(
    _ title: String, isChecked: RowValue<Bool>, id: AnyHashable? = nil, onChange: @escaping (Bool) -> Void = { _ in }
  ) -> TableComponent {
    let identity = isChecked.rowID(id, "checkmark", title: title)
    let (accept, decorate) = (isChecked.accept, isChecked.decorate)
    func component(isChecked: Bool) -> TableComponent {
      decorate(
        TableComponent(data: CheckmarkRowData(title: title, isChecked: isChecked), id: identity) { context in
          guard accept(!isChecked) else { return }
          let current = try? context.engine.component(at: context.indexPath)
          try? context.engine.updateCell(
            at: context.indexPath, with: component(isChecked: !isChecked).keepingModifiers(of: current),
            animation: .none)
          onChange(!isChecked)
        })
    }
    return component(isChecked: isChecked.current)
  }

  /// A row that acts as a button; `.destructive` draws it in red. `onSelect` runs when the
  /// row is selected; a button that asks first presents a ``TableDialog`` from it
  /// (``SelectionContext/present(_:)``), and only the action the user chooses runs. An action
  /// that waits (a request to a server) is the same factory with an `async throws` closure,
  /// which shows it running and why it failed.
  ///
  /// ```swift
  /// TableComponent.buttonRow("Sign Out") { _ in model.signOut() }
  /// TableComponent.buttonRow("Reset All Settings", role: .destructive) { $0.present(resetQuestion) }
  /// ```
  public static func buttonRow(
    _ title: String, role: ButtonRowData.Role = .normal, id: AnyHashable? = nil,
    onSelect: @escaping (SelectionContext<ButtonRowData>) -> Void
  ) -> TableComponent {
    TableComponent(
      data: ButtonRowData(title: title, role: role),
      id: SettingsRowID.make(id, "button", title), onSelect: onSelect)
  }

  /// A row with an editable text field. When editing ends, the new text is set in the table
  /// and `onChange` is called with it. `traits` hide the text (a password) and choose the
  /// keyboard of hosts that have one; by default, the ones `text` suggests (a number pad for a
  /// whole-number key). `change` may refuse the text or confirm it asynchronously first
  /// (``ControlChange``); refused text is replaced by the text before.
  ///
  /// ```swift
  /// TableComponent.textFieldRow("Name", text: .value(model.deviceName), placeholder: "iPhone") {
  ///   model.deviceName = $0
  /// }
  /// ```
  public static func textFieldRow(
    _ title: String, text: RowValue<String>, placeholder: String = "",
    traits: TextInputTraits? = nil, id: AnyHashable? = nil,
    change: ControlChange<String> = .immediate, onChange: @escaping (String) -> Void = { _ in }
  ) -> TableComponent {
    textFieldRow(
      title, text: text.current, placeholder: placeholder,
      traits: traits ?? text.suggestedTraits ?? TextInputTraits(), id: text.rowID(id, "textField", title: title),
      commit: text.commit(change, onChange))
  }

  /// The text field row of every family.
  package static func textFieldRow(
    _ title: String, text: String, placeholder: String, traits: TextInputTraits, id: AnyHashable?,
    commit: ControlCommit<String>
  ) -> TableComponent {
    controlRow(
      value: text, id: SettingsRowID.make(id, "textField", title),
      data: { TextFieldRowData(title: title, text: $0, placeholder: placeholder, traits: traits, status: $1) },
      onEvent: { _, event in
        guard case .text(let newText) = event else { return nil }
        return newText
      }, commit: commit)
  }

  /// A row with a stepper over `range`, in the value's own type: an `Int` stepper counts
  /// whole numbers, a `Double` one fractions (``AdjustableNumber``). A step event moves the
  /// value by `step` per step, clamped to the range; a move past the type's own limits stops at
  /// the bound instead of overflowing. Tapping the row beside the stepper does nothing, as in
  /// iOS Settings; a host that activates rows with a key steps up, stopping at the upper bound
  /// (``RowSelectionMode/keyboardOnly``). `onChange` gets every new value that `change` takes
  /// (``ControlChange``; by default, all).
  ///
  /// ```swift
  /// TableComponent.stepperRow("Text Size", value: .value(model.textSize), range: 1...7) { model.textSize = $0 }
  /// TableComponent.stepperRow("Line Spacing", value: .value(model.spacing), range: 1...2, step: 0.25) {
  ///   model.spacing = $0
  /// }
  /// ```
  ///
  /// Bad input is clamped, never trapped: a value outside `range` shows at the nearer bound (a
  /// value that is not a number at the lower bound), infinite bounds are narrowed to the
  /// largest finite numbers, a step that is zero, negative or not finite is 1, and a range of
  /// one value makes a stepper that cannot move.
  public static func stepperRow<Number: AdjustableNumber>(
    _ title: String, value: RowValue<Number>, range: ClosedRange<Number>, step: Number = 1, id: AnyHashable? = nil,
    change: ControlChange<Number> = .immediate, onChange: @escaping (Number) -> Void = { _ in }
  ) -> TableComponent {
    let arithmetic = Number.adjustableArithmetic
    let range = arithmetic.finiteRange(range)
    let step = arithmetic.validStep(step)
    let (double, moved) = (arithmetic.double, arithmetic.moved)
    return controlRow(
      value: moved(value.current, 0, step, range), id: value.rowID(id, "stepper", title: title),
      data: { number, status in
        StepperRowData(
          title: title, value: double(number), range: double(range.lowerBound)...double(range.upperBound),
          step: double(step), valueText: number.description, status: status)
      },
      selection: .keyboardOnly,
      // Up a step, stopping at the maximum: wrapping to the minimum would throw a value away
      // with one key too many.
      onSelect: { moved($0, 1, step, range) },
      onEvent: { number, event in
        guard case .step(let steps) = event else { return nil }
        return moved(number, steps, step, range)
      }, commit: value.commit(change, onChange))
  }

  // MARK: Headers and footers

  /// A section header showing a title.
  ///
  /// ```swift
  /// TableSection(header: .sectionTitle("Network"), rows: [.switchRow("Wi-Fi", isOn: .value(model.wifi))])
  /// ```
  public static func sectionTitle(_ title: String) -> TableComponent {
    TableComponent(data: SectionTitleData(title: title))
  }

  /// A section footer showing a note of any length.
  ///
  /// ```swift
  /// TableSection(footer: .footerNote("Resetting keeps your data."), rows: [.buttonRow("Reset") { _ in model.reset() }])
  /// ```
  public static func footerNote(_ text: String) -> TableComponent {
    TableComponent(data: FooterNoteData(text: text))
  }

  /// A header card with a name and a detail line.
  ///
  /// ```swift
  /// TableSection(header: .profileCard(name: "Ann Lee", detail: "ann@example.com"))
  /// ```
  public static func profileCard(name: String, detail: String) -> TableComponent {
    TableComponent(data: ProfileCardData(name: name, detail: detail))
  }
}
