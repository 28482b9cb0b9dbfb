import Foundation

/// What the selection closure of an adapted component receives: the row, its view and the item
/// it shows, typed.
///
/// The adapted counterpart of ``SelectionContext``, for rows made with
/// `TableComponent.init(view:item:height:reuseIdentifier:id:deselectsAfterSelection:configure:onSelect:)`.
/// `engine` (added by the `ComponentTable` module) is the table the row belongs to.
@MainActor
public struct ItemSelection<View: AnyObject, Item> {
  /// Where the selected row is now.
  public let indexPath: IndexPath
  /// The view showing the row, or `nil` when it is not on screen (a programmatic selection).
  public let view: View?
  /// The item the row shows.
  public let item: Item
  /// The engine that owns the row.
  package let owner: AnyObject

  package init(indexPath: IndexPath, view: View?, item: Item, owner: AnyObject) {
    self.indexPath = indexPath
    self.view = view
    self.item = item
    self.owner = owner
  }
}
