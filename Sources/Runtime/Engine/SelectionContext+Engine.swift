extension SelectionContext {
  /// The engine of the table the selected row belongs to; use it to change the table.
  public var engine: TableEngine {
    // Only the engine creates selection contexts, and it passes itself.
    owner as! TableEngine
  }
}

extension SelectionContext {
  /// Shows `dialog` for the selected row (an iPad's popover points at it): a question asked
  /// before an action runs, or a notice. Only the action the user chooses runs (each action's
  /// own handler), after the dialog is gone; the cancel action leaves everything as it was.
  ///
  /// One dialog at a time: while another is shown, this one is not (a second tap must not
  /// stack a second question), and the refusal is reported to ``TableDiagnostic/report(_:)``
  /// as ``TableDiagnostic/Kind/failed(_:)``. To handle it yourself, call
  /// ``TableEngine/requestDialog(_:forRowAt:)``, which throws it.
  ///
  /// ```swift
  /// let reset = try TableDialog(
  ///   title: "Reset all settings?", style: .actionSheet,
  ///   actions: [.init("Reset", role: .destructive) { model.reset() }, .cancel()])
  /// TableComponent.buttonRow("Reset All Settings", role: .destructive) { $0.present(reset) }
  /// ```
  public func present(_ dialog: TableDialog) {
    do throws(TableError) {
      try engine.requestDialog(dialog, forRowAt: indexPath)
    } catch {
      TableDiagnostic.report(failed: error)
    }
  }
}
