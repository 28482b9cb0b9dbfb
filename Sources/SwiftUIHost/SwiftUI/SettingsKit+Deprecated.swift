#if canImport(SwiftUI)
  import ComponentTable
  import SwiftUI

  // The spellings of the rows bound to SwiftUI state before they followed the naming rule of
  // the API Conventions article, kept compiling for one release. Each forwards to the factory
  // it was renamed to, so Xcode's fix-it rewrites a call; this file is deleted as a whole when
  // the release ends.
  extension SettingsKit {
    /// Renamed `textFieldRow(_:text:placeholder:id:change:)`, for a binding.
    @available(*, deprecated, renamed: "textFieldRow(_:text:placeholder:id:change:)")
    public static func textField(
      _ title: String, text: Binding<String>, placeholder: String = "", id: AnyHashable? = nil,
      change: ControlChange<String> = .immediate
    ) -> TableComponent {
      textFieldRow(title, text: text, placeholder: placeholder, id: id, change: change)
    }

    /// Renamed `stepperRow(_:value:range:step:id:change:)`, for a binding.
    @available(*, deprecated, renamed: "stepperRow(_:value:range:step:id:change:)")
    public static func stepper(
      _ title: String, value: Binding<Int>, in range: ClosedRange<Int>, step: Int = 1, id: AnyHashable? = nil,
      change: ControlChange<Int> = .immediate
    ) -> TableComponent {
      stepperRow(title, value: value, range: range, step: step, id: id, change: change)
    }

    /// Renamed `sliderRow(_:value:range:step:id:change:)`, for a binding.
    @available(*, deprecated, renamed: "sliderRow(_:value:range:step:id:change:)")
    public static func slider(
      _ title: String, value: Binding<Double>, in range: ClosedRange<Double>, step: Double? = nil,
      id: AnyHashable? = nil, change: ControlChange<Double> = .immediate
    ) -> TableComponent {
      sliderRow(title, value: value, range: range, step: step, id: id, change: change)
    }
  }
#endif
