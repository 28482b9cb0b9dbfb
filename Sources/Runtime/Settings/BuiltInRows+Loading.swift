import Foundation

extension TableComponent {
  /// A row with a title and a value that loads: "Loading…" (``RowStatusText/loading``) on the
  /// right until it arrives, then the value; after a failure, the message under the row, and
  /// selecting the row loads again. Declaring the row starts the load if none ran yet.
  ///
  /// The identity is the title (or `id`), as ``valueRow(_:value:id:)``'s, so a screen declared
  /// again when the value arrives configures this row in place.
  public static func valueRow(
    _ title: String, loading value: LoadableValue<String>, id: AnyHashable? = nil
  ) -> TableComponent {
    value.loadIfNeeded()
    let data = ValueRowData(title: title, value: value.value ?? "", status: value.rowStatus)
    let identity = SettingsRowID.make(id, "value", title)
    guard case .failed = value.state else { return TableComponent(data: data, id: identity) }
    return TableComponent(data: data, id: identity) { _ in value.reload() }
  }

  /// An option picker whose options load (a list from a server): "Loading…" until they
  /// arrive, then the row of ``pickerRow(_:selection:options:id:change:onChange:)`` over their
  /// indexes; after a
  /// failure, the message, and selecting the row loads again. The identity is the same in
  /// every state, so the arrival configures the row in place.
  public static func pickerRow(
    _ title: String, loadingOptions options: LoadableValue<[String]>, selection: Int, id: AnyHashable? = nil,
    change: ControlChange<Int> = .immediate, onChange: @escaping @MainActor (Int) -> Void
  ) -> TableComponent {
    options.loadIfNeeded()
    if let loaded = options.value {
      return pickerRow(
        title, options: loaded, selection: selection, id: SettingsRowID.make(id, "optionPicker", title),
        commit: .always(onChange, change: change))
    }
    let data = ValueRowData(title: title, value: "", showsDisclosure: true, status: options.rowStatus)
    let identity = SettingsRowID.make(id, "optionPicker", title)
    guard case .failed = options.state else { return TableComponent(data: data, id: identity) }
    return TableComponent(data: data, id: identity) { _ in options.reload() }
  }
}
