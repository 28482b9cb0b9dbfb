#if canImport(SwiftUI)
  import ComponentTable
  import SwiftUI

  // The built-in rows bound to SwiftUI state: the row shows the binding's value, and a change
  // made in the table is written back to it, which re-evaluates the view that declared the
  // table. The table already shows the change (the row reconfigured itself), so the update that
  // follows finds nothing left to do for that row. `change` decides a value first, as for the
  // plain rows (``ControlChange``): the binding gets only values that were taken and confirmed.
  extension TableComponent {
    /// A switch row showing and setting `isOn`.
    public static func switchRow(
      _ title: String, isOn: Binding<Bool>, id: AnyHashable? = nil, change: ControlChange<Bool> = .immediate
    ) -> TableComponent {
      switchRow(title, isOn: isOn.wrappedValue, id: id, change: change) { isOn.wrappedValue = $0 }
    }

    /// A checkmark row showing and setting `isChecked`.
    public static func checkmarkRow(_ title: String, isChecked: Binding<Bool>, id: AnyHashable? = nil)
      -> TableComponent
    {
      checkmarkRow(title, isChecked: isChecked.wrappedValue, id: id) { isChecked.wrappedValue = $0 }
    }

    /// A text field row showing `text` and setting it when editing ends.
    public static func textFieldRow(
      _ title: String, text: Binding<String>, placeholder: String = "", id: AnyHashable? = nil,
      change: ControlChange<String> = .immediate
    ) -> TableComponent {
      textFieldRow(title, text: text.wrappedValue, placeholder: placeholder, id: id, change: change) {
        text.wrappedValue = $0
      }
    }

    /// A stepper row over `range` showing and setting `value`.
    public static func stepperRow(
      _ title: String, value: Binding<Int>, range: ClosedRange<Int>, step: Int = 1, id: AnyHashable? = nil,
      change: ControlChange<Int> = .immediate
    ) -> TableComponent {
      stepperRow(title, value: value.wrappedValue, range: range, step: step, id: id, change: change) {
        value.wrappedValue = $0
      }
    }

    /// A slider row over `range` showing and setting `value`; `step` is as in
    /// ``TableComponent/sliderRow(_:value:range:step:id:change:onChange:)``.
    public static func sliderRow(
      _ title: String, value: Binding<Double>, range: ClosedRange<Double>, step: Double? = nil,
      id: AnyHashable? = nil, change: ControlChange<Double> = .immediate
    ) -> TableComponent {
      sliderRow(title, value: value.wrappedValue, range: range, step: step, id: id, change: change) {
        value.wrappedValue = $0
      }
    }

    /// A radio group whose checked option is `selection`; `id` is as in
    /// ``TableComponent/radioGroup(_:selection:id:change:onChange:)``.
    public static func radioGroup(
      _ options: [String], selection: Binding<Int>, id: AnyHashable? = nil, change: ControlChange<Int> = .immediate
    ) -> [TableComponent] {
      radioGroup(options, selection: selection.wrappedValue, id: id, change: change) { selection.wrappedValue = $0 }
    }
  }
#endif
