import Foundation

/// What a component's selection closure receives: the row's data, typed, so no casts are needed.
///
/// The `engine` property (added by the `ComponentTable` module) gives the table the row
/// belongs to, so the closure can change it (flip a switch, insert rows, remove itself) without
/// capturing the engine, which would keep it alive in a cycle.
@MainActor
public struct SelectionContext<Data> {
  /// Where the selected row is.
  public let indexPath: IndexPath
  /// The view showing the row, or `nil` when it is not on screen (a programmatic selection).
  /// Its class is the host's: the component's own view class, or for a row described by its
  /// data alone, the class the host registered for that data.
  public let view: AnyObject?
  /// The data of the selected component.
  public let data: Data
  /// The engine that owns the row; typed access is `engine` in `ComponentTable`.
  package let owner: AnyObject

  package init(indexPath: IndexPath, view: AnyObject?, data: Data, owner: AnyObject) {
    self.indexPath = indexPath
    self.view = view
    self.data = data
    self.owner = owner
  }
}
