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

// The section index.
extension TableEngine {
  /// The titles of the section index, one per section that has an `indexTitle`, in order; `nil`
  /// when no section has one (the table shows no index).
  package var sectionIndexTitles: [String]? {
    let titles = sections.compactMap(\.indexTitle)
    return titles.isEmpty ? nil : titles
  }

  /// Asks the host to show the section index again when the titles are no longer `old`.
  /// UIKit reads them again on `reloadData()`, and otherwise only when told to: its
  /// `reloadSectionIndexTitles()` exists "to update the section index after inserting or
  /// deleting sections"
  /// (https://developer.apple.com/documentation/uikit/uitableview/reloadsectionindextitles()). A
  /// change of titles alone is no change for the diff, so nothing else would tell it.
  func reloadSectionIndex(ifChangedFrom old: [String]?) {
    if sectionIndexTitles != old { host?.reloadSectionIndexTitles() }
  }
}
