#if canImport(SwiftUI)
  import ComponentTable
  import SwiftUI

  // The built-in rows bound to SwiftUI state: the row shows the binding's value, and a change
  // made in the table is written back to it, which re-evaluates the view that declared the
  // table. The table already shows the change (the row reconfigured itself), so the update that
  // follows finds nothing left to do for that row. `change` decides a value first, as for the
  // plain rows (``ControlChange``): the binding gets only values that were taken and confirmed.
  extension SettingsKit {
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
    public static func textField(
      _ title: String, text: Binding<String>, placeholder: String = "", id: AnyHashable? = nil,
      change: ControlChange<String> = .immediate
    ) -> TableComponent {
      textField(title, text: text.wrappedValue, placeholder: placeholder, id: id, change: change) {
        text.wrappedValue = $0
      }
    }

    /// A stepper row over `range` showing and setting `value`.
    public static func stepper(
      _ title: String, value: Binding<Int>, in range: ClosedRange<Int>, step: Int = 1, id: AnyHashable? = nil,
      change: ControlChange<Int> = .immediate
    ) -> TableComponent {
      stepper(title, value: value.wrappedValue, in: range, step: step, id: id, change: change) {
        value.wrappedValue = $0
      }
    }

    /// A slider row over `range` showing and setting `value`; `step` is as in
    /// ``SettingsKit/slider(_:value:in:step:id:change:onChange:)``.
    public static func slider(
      _ title: String, value: Binding<Double>, in range: ClosedRange<Double>, step: Double? = nil,
      id: AnyHashable? = nil, change: ControlChange<Double> = .immediate
    ) -> TableComponent {
      slider(title, value: value.wrappedValue, in: range, step: step, id: id, change: change) {
        value.wrappedValue = $0
      }
    }

    /// A radio group whose checked option is `selection`.
    public static func radioGroup(
      _ options: [String], selection: Binding<Int>, id: AnyHashable, change: ControlChange<Int> = .immediate
    ) -> [TableComponent] {
      radioGroup(options, selected: selection.wrappedValue, id: id, change: change) { selection.wrappedValue = $0 }
    }
  }
#endif
