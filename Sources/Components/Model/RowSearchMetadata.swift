/// What a search of a screen tree knows of a row beyond what the row shows: words that find
/// it, the screen it opens, whether it is left out. Kept in the row's options, so rows that
/// set none of it cost nothing more.
@MainActor
package struct RowSearchMetadata {
  /// Words that find the row without being shown.
  package var keywords: [String] = []
  /// Makes the screen the row opens, for the search to index it; a `TableScreen`, typed
  /// `AnyObject` here because screens belong to the runtime, above this module.
  package var destination: (@MainActor () -> AnyObject)?
  /// Whether the row, and the screen it opens, are left out of search.
  package var isHidden = false

  package init() {}
}
