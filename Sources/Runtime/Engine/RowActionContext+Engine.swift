import Foundation

extension RowActionContext {
  /// The engine of the table the row belongs to; use it to change the table.
  public var engine: TableEngine {
    // Only the engine creates action contexts, and it passes itself.
    owner as! TableEngine
  }
}

extension RowAction {
  /// The standard delete action: removes the row through the engine (animated), then calls
  /// `onDelete` with the index path the row had.
  public static func delete(_ title: String = "Delete", onDelete: ((IndexPath) -> Void)? = nil) -> RowAction {
    RowAction(title, style: .destructive) { context in
      // A refusal means the row is gone already (the table changed since the actions were shown).
      guard (try? context.engine.removeCell(at: context.indexPath)) != nil else { return }
      onDelete?(context.indexPath)
    }
  }
}
