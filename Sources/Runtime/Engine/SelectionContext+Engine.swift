extension SelectionContext {
  /// The engine of the table the selected row belongs to; use it to change the table.
  public var engine: TableEngine {
    // Only the engine creates selection contexts, and it passes itself.
    owner as! TableEngine
  }
}
