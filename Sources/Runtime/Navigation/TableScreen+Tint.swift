extension TableScreen {
  /// Draws the screen's switches, checkmarks and button titles in `tint`, unless a row has
  /// its own (``TableComponent/tint(_:)``): the engine's ``TableEngine/tint`` while the screen
  /// is shown, which the UIKit host makes the table view's `tintColor`. A screen without a tint
  /// takes that of the screen it is pushed on, so the root's tint colours the whole stack.
  /// Set while the screen is shown, it shows at once; `nil` gives the host's own colours.
  ///
  /// ```swift
  /// let settings = TableScreen(title: "Settings") {
  ///   TableSection(rows: [TableComponent.switchRow("Sync", isOn: .value(true))])
  /// }
  /// .tint(.indigo)
  /// ```
  @discardableResult
  public func tint(_ tint: TableColor?) -> TableScreen {
    self.tint = tint
    return self
  }
}
