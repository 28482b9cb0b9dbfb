import Foundation

extension TableComponent {
  /// This row, showing that `value` is still loading or failed to load: a value that arrives
  /// later (a storage figure, a picker's options from a server) shown by any built-in row.
  ///
  /// - Until the value arrives the row shows "Loading…" (``RowStatusText/loading``) in place
  ///   of its value, and it does not act: selecting it does nothing and its control is off.
  /// - After a failure it shows the message under the row, and selecting it loads again.
  /// - Once the value is there the row is this one, unchanged.
  ///
  /// Declaring the row starts the load if none ran yet. The row keeps its identity (and its
  /// icon, identifier, lock and search keywords) in every state, so a screen declared again when
  /// the value arrives configures it in place. Make the row from what is there so far:
  ///
  /// ```swift
  /// TableComponent.valueRow("Storage Used", value: storage.value ?? "").loading(storage)
  /// TableComponent.pickerRow("Plan", selection: .value(model.plan), options: plans.value ?? []) {
  ///   model.plan = $0
  /// }.loading(plans)
  /// ```
  ///
  /// A row whose data shows no status (a text row, a header) is returned as it is.
  public func loading<Loaded>(_ value: LoadableValue<Loaded>) -> TableComponent {
    value.loadIfNeeded()
    guard value.value == nil, let data = box.anyData as? any LoadingRowData else { return self }
    var reload: (@MainActor () -> Void)?
    if case .failed = value.state { reload = value.reload }
    return data.row(showing: value.rowStatus, reload: reload, as: self)
  }
}

/// Built-in row data that can show a load's status in place of its value.
protocol LoadingRowData: Hashable {
  /// What the row is doing besides showing its value.
  var status: RowStatus { get set }
}

extension LoadingRowData {
  /// The row `original` with this data showing `status`, selecting it running `reload`, and
  /// no control events: a control showing a value that is not there must not change it. A row
  /// that reloads is selected by a tap too, a switch's or a stepper's as well (whose taps
  /// otherwise do nothing): a failed load must be easy to try again.
  @MainActor
  func row(showing status: RowStatus, reload: (@MainActor () -> Void)?, as original: TableComponent)
    -> TableComponent
  {
    var data = self
    data.status = status
    let options = original.box.options
    let row = TableComponent(data: data, id: options?.id, onSelect: reload.map { reload in { _ in reload() } })
    guard let options else { return row }
    let kept = TableComponent(
      box: row.box.replacingOptions(
        ComponentOptions(
          reuseIdentifier: options.reuseIdentifier, id: options.id, controlEventHandler: nil,
          editing: options.editing, search: options.search,
          accessibilityIdentifier: options.accessibilityIdentifier, icon: options.icon)))
    return reload == nil ? kept : kept.selectable(.always)
  }
}

extension ValueRowData: LoadingRowData {}
extension SwitchRowData: LoadingRowData {}
extension CheckmarkRowData: LoadingRowData {}
extension ButtonRowData: LoadingRowData {}
extension TextFieldRowData: LoadingRowData {}
extension StepperRowData: LoadingRowData {}
extension SliderRowData: LoadingRowData {}
