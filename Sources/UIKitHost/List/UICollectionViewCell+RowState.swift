#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  // A collection view cell's part of drawing a row's state (`UIKitRowCell.apply(_:)`): a list
  // cell's accessories; another cell has no accessory place.
  extension UICollectionViewCell: UIKitRowCell {
    func showFailureOutsideListContent(_ failure: String) {}

    /// The lock or the activity indicator (`RowState.accessoryOverlay`), and the delete and
    /// reorder controls of editing mode, appended to the accessories the cell's
    /// `configure(with:)` left, unless the cell shows that system accessory itself: one twice
    /// raises
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/accessories-8nui4).
    /// The cell's own controls stay, disabled while the row is busy.
    func showAccessory(_ state: RowState) -> [UIView] {
      guard let cell = self as? UICollectionViewListCell else { return [] }
      let added = objc_getAssociatedObject(cell, &hostAccessoriesKey) as? HostAccessories ?? HostAccessories()
      let ownTypes = Set(cell.accessories.map(\.accessoryType))
      var adding: [UICellAccessory] = []
      switch state.accessoryOverlay(hasOwnAccessory: !cell.accessories.isEmpty) {
      case .activity:
        added.indicator.startAnimating()
        adding.append(.customView(configuration: .init(customView: added.indicator, placement: .trailing())))
      case .lock: adding.append(.customView(configuration: .init(customView: added.lock, placement: .trailing())))
      case .none: break
      }
      if state.interaction.editingStyle == .delete, !ownTypes.contains(.delete) {
        adding.append(.delete(displayed: .whenEditing))
      }
      if state.canMove, !ownTypes.contains(.reorder) {
        adding.append(.reorder(displayed: .whenEditing))
      }
      added.types = adding.map(\.accessoryType)
      cell.accessories += adding
      objc_setAssociatedObject(cell, &hostAccessoriesKey, added, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return subviews.filter { $0 !== contentView }
    }

    /// Takes away what `showAccessory(_:)` appended for the row the cell showed before, as the
    /// cell is dequeued and before it is configured: the tail it appended, told by its types,
    /// unless the cell's `prepareForReuse()` already replaced the array. What is left is the
    /// cell's own, which its `configure(with:)` may keep or replace; the accessories cannot be
    /// compared, and a `.customView` of the host's looks like one of the cell's.
    func removingHostAccessories() -> Self {
      guard let cell = self as? UICollectionViewListCell,
        let added = objc_getAssociatedObject(cell, &hostAccessoriesKey) as? HostAccessories
      else { return self }
      let shown = cell.accessories
      if shown.count >= added.types.count, shown.suffix(added.types.count).map(\.accessoryType) == added.types {
        cell.accessories = Array(shown.dropLast(added.types.count))
      }
      added.types = []
      return self
    }
  }

  /// What the host added to a list cell's accessories, and its views, made once per cell.
  @MainActor
  private final class HostAccessories {
    var types: [UICellAccessory.AccessoryType] = []
    lazy var indicator = UIActivityIndicatorView(style: .medium)
    lazy var lock = AvailabilityLockView()
  }

  nonisolated(unsafe) private var hostAccessoriesKey: UInt8 = 0
#endif
