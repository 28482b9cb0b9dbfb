#if canImport(SwiftUI)
  import ComponentTable
  import SwiftUI

  // The built-in rows bound to SwiftUI state: the row shows the binding's value, and a change
  // made in the table is written back to it, which re-evaluates the view that declared the
  // table. The table already shows the change (the row reconfigured itself), so the update that
  // follows finds nothing left to do for that row. `change` decides a value first, as for the
  // plain rows (``ControlChange``): the binding gets only values that were taken and confirmed.
  extension RowValue {
    /// The value of a SwiftUI binding: the row shows it, and a change made in the table is
    /// written back to it, which re-evaluates the view that declared the table. The table already
    /// shows the change (the row reconfigured itself), so the update that follows finds nothing
    /// left to do for that row. `change` decides a value first: the binding gets only values
    /// that were taken and confirmed.
    ///
    /// ```swift
    /// TableComponent.switchRow("Wi-Fi", isOn: .binding($wifi))
    /// ```
    public static func binding(_ binding: Binding<Value>) -> RowValue {
      RowValue(
        current: binding.wrappedValue,
        accept: { value in
          binding.wrappedValue = value
          return true
        })
    }
  }

#endif
