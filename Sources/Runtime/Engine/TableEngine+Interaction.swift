import Foundation

// What a row can do, for hosts: one platform-free rule (`RowInteraction`, decided from the
// component) that the UIKit host follows for highlighting, selection and editing controls, and
// the terminal host for activating the focused row.
extension TableEngine {
  /// What the row at `indexPath` can do: whether a tap selects it, whether a key activates it,
  /// and what editing mode shows beside it (see ``RowInteraction``).
  public func interaction(forRowAt indexPath: IndexPath) -> RowInteraction {
    precondition(
      indexPath.count == 2 && sections.indices.contains(indexPath.section)
        && sections[indexPath.section].rows.indices.contains(indexPath.row),
      "interaction(forRowAt:): no row at \(indexPath) in a table of \(sections.count) sections")
    return sections[indexPath.section].rows[indexPath.row].component.interaction
  }
}
